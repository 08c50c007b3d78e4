import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

const app = createDemoApi({ products: 2000 });

interface Hit {
  _id: string;
  _source: { article: string; brand: string; title: string };
  highlight: Record<string, string[]>;
}

async function quickSearch(query: string, token?: string): Promise<Hit[]> {
  const response = await post(app, '/rest/backend.quicksearch.json', { search_query: query }, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { products: Hit[] } }).result.products;
}

describe('POST /rest/backend.quicksearch.json', () => {
  it('needs a token', async () => {
    const response = await post(app, '/rest/backend.quicksearch.json', { search_query: 'колодки' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'NO_AUTH_FOUND' });
  });

  it('finds an article by a fragment typed with or without separators, and marks the match', async () => {
    const { access_token } = await signIn(app);
    for (const query of ['0 986 494', '0986494', '0-986-494']) {
      const hits = await quickSearch(query, access_token);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((hit) => hit._source.article.replace(/\D/g, '').includes('0986494'))).toBe(true);
    }
    const [first] = await quickSearch('0986494524', access_token);
    expect(first).toEqual({
      _id: '1001',
      _score: 200,
      _source: { article: '0 986 494 524', brand: 'BOSCH', title: 'Колодки тормозные передние VW Polo' },
      highlight: { articleForSearch: ['<em>0 986 494 524</em>'] },
    });
  });

  it('finds names word by word with other endings, and marks the words', async () => {
    const { access_token } = await signIn(app);
    const hits = await quickSearch('колодка передняя polo', access_token);
    expect(hits.map((hit) => hit._id)).toContain('1001');
    for (const hit of hits) expect(hit._source.title).toMatch(/^Колодки тормозные передние .*Polo/);
    expect(hits.find((hit) => hit._id === '1001')?.highlight).toEqual({
      title2quick: ['<em>Колодки</em> тормозные <em>передние</em> VW <em>Polo</em>'],
    });
  });

  it('finds the same parts when the query was typed in the wrong keyboard layout', async () => {
    const { access_token } = await signIn(app);
    const meant = await quickSearch('колодки', access_token);
    const mistyped = await quickSearch('rjkjlrb', access_token);
    expect(mistyped.map((hit) => hit._id)).toEqual(meant.map((hit) => hit._id));
    expect(mistyped[0]?.highlight.title2quick_lat2ru?.[0]).toMatch(/^<em>Колодки<\/em>/);

    const article = await quickSearch('ПВИ1550', access_token);
    expect(article[0]).toMatchObject({
      _source: { article: 'GDB1550', brand: 'TRW' },
      highlight: { articleForSearch: ['<em>GDB1550</em>'] },
    });
  });

  it('answers at most 10 hits, and none for nothing', async () => {
    const { access_token } = await signIn(app);
    expect(await quickSearch('фильтр', access_token)).toHaveLength(10);
    expect(await quickSearch('qqqqqqq', access_token)).toEqual([]);
  });
});

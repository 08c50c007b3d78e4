import { createFakeFetch, json, type Route, signInWith, wireQuickSearch } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { fetchQuickSearch } from './search';

function signedInSession(route: Route) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { session, calls: fake.calls };
}

describe('quick search call', () => {
  it('sends search_query with the token and reads the hits with their highlights', async () => {
    const { session, calls } = signedInSession(() =>
      json(
        200,
        wireQuickSearch([
          {
            _id: '1001',
            _source: {
              article: '0 986 494 524',
              brand: 'BOSCH',
              title: 'Колодки тормозные передние VW Polo',
            },
            highlight: {
              title2quick: ['<em>Колодки</em> тормозные передние VW Polo'],
              articleForSearch: ['<em>0 986</em> 494 524'],
            },
          },
          {
            _source: { article: 'GDB1550', brand: 'TRW', title: 'Колодки тормозные передние VW Polo' },
            highlight: { title2quick_lat2ru: ['<em>Колодки</em> тормозные', 'VW Polo'] },
          },
          { _source: { article: 'W 712/75', title: 'Фильтр масляный' } },
        ]),
      ),
    );
    const hits = await fetchQuickSearch(session.api, 'колодки');
    expect(calls).toEqual([
      { path: '/rest/backend.quicksearch.json', token: 'a1', form: { search_query: 'колодки' } },
    ]);
    expect(hits).toEqual([
      {
        article: '0 986 494 524',
        brand: 'BOSCH',
        title: 'Колодки тормозные передние VW Polo',
        titleHighlight: '<em>Колодки</em> тормозные передние VW Polo',
        articleHighlight: '<em>0 986</em> 494 524',
      },
      {
        article: 'GDB1550',
        brand: 'TRW',
        title: 'Колодки тормозные передние VW Polo',
        titleHighlight: '<em>Колодки</em> тормозные … VW Polo',
        articleHighlight: null,
      },
      {
        article: 'W 712/75',
        brand: '',
        title: 'Фильтр масляный',
        titleHighlight: null,
        articleHighlight: null,
      },
    ]);
  });

  it('reads an answer without products as no hits', async () => {
    const { session } = signedInSession(() => json(200, { result: { products: null } }));
    expect(await fetchQuickSearch(session.api, 'xyz')).toEqual([]);
  });

  it.each([
    ['a list where the products should be', { result: [] }],
    ['a hit without its source', { result: { products: [{ highlight: {} }] } }],
    [
      'a highlight that is a number',
      { result: { products: [{ _source: { article: 'A', title: 'B' }, highlight: { title2quick: 5 } }] } },
    ],
  ])('fails as malformed on %s', async (_, body) => {
    const { session } = signedInSession(() => json(200, body));
    await expect(fetchQuickSearch(session.api, 'xyz')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('hands its abort signal to the request', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const session = createSession(async (_, init) => {
      signals.push(init?.signal);
      return new Response(JSON.stringify({ result: { products: [] } }), { status: 200 });
    });
    signInWith(session);
    const controller = new AbortController();
    await fetchQuickSearch(session.api, 'GDB', controller.signal);
    expect(signals).toEqual([controller.signal]);
  });
});

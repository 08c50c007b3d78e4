import { testProduct } from '@portal/test';
import { describe, expect, it } from 'vitest';
import type { SearchPageAnswer } from '../../api/search-page';
import type { SearchRequest } from '../../rules/search-page';
import {
  canLoadMoreResults,
  initialNamedSearch,
  type NamedSearchEvent,
  type NamedSearchState,
  namedSearchStep,
  namedSearchView,
} from './step';

const ARTICLE: SearchRequest = { query: 'KL 784', type: 'article', brand: '' };

const part = (id: string, brand: string, price: number, name = `Фильтр ${id}`) =>
  testProduct({ id, brand, article: `KL ${id}`, price, name });

function answer(overrides: Partial<SearchPageAnswer> = {}): SearchPageAnswer {
  return {
    nextStage: 'final',
    total: 2,
    products: [part('748', 'MAHLE', 900), part('789', 'KNECHT', 500)],
    localAnalogues: [part('346', 'FILTRON', 700)],
    offers: [],
    catalogs: [],
    schedule: [],
    filters: { brands: [{ id: 'MAHLE', name: 'MAHLE' }], deliveryDates: [] },
    softSearch: 'exact',
    remoteSuppliers: true,
    ...overrides,
  };
}

const run = (events: NamedSearchEvent[], state: NamedSearchState = initialNamedSearch(ARTICLE)) =>
  events.reduce(namedSearchStep, state);
const ids = (products: readonly { id: string }[]) => products.map((product) => product.id);

describe('named search', () => {
  it('shows the first page, then appends the next without repeating a part', () => {
    const first = run([{ type: 'loaded', generation: 0, page: 1, answer: answer({ total: 3 }) }]);
    expect(first).toMatchObject({ status: 'ready', pages: 1, total: 3 });
    expect(canLoadMoreResults(first)).toBe(true);
    const more = run(
      [
        { type: 'more' },
        {
          type: 'loaded',
          generation: 0,
          page: 2,
          answer: answer({ total: 3, products: [part('789', 'KNECHT', 500), part('125', 'MAHLE', 300)] }),
        },
      ],
      first,
    );
    expect(ids(more.products)).toEqual(['748', '789', '125']);
    expect(canLoadMoreResults(more)).toBe(false);
  });

  it('never shows an answer asked before the filters changed', () => {
    const state = run([
      { type: 'filters', filters: { brands: ['KNECHT'], deliveryDates: [] } },
      { type: 'loaded', generation: 0, page: 1, answer: answer() },
    ]);
    expect(state).toMatchObject({ status: 'loading', generation: 1, products: [] });
    const shown = run([{ type: 'loaded', generation: 1, page: 1, answer: answer() }], state);
    expect(shown.status).toBe('ready');
  });

  it('keeps offering the filter values while new filters load, each value once', () => {
    const loaded = run([
      {
        type: 'loaded',
        generation: 0,
        page: 1,
        answer: answer({
          filters: {
            brands: [
              { id: 'MAHLE', name: 'MAHLE' },
              { id: 'KNECHT', name: 'KNECHT' },
              { id: 'MAHLE', name: 'MAHLE' },
            ],
            deliveryDates: [],
          },
        }),
      },
      { type: 'filters', filters: { brands: ['MAHLE'], deliveryDates: [] } },
    ]);
    expect(loaded.filterData.brands.map((option) => option.id)).toEqual(['MAHLE', 'KNECHT']);
  });

  it('orders on the client; relevance is the order the server sent', () => {
    const loaded = run([{ type: 'loaded', generation: 0, page: 1, answer: answer() }]);
    expect(ids(namedSearchView(loaded).inStock)).toEqual(['748', '789']);
    const cheap = run([{ type: 'sort', sort: 'PRICE_ASC' }], loaded);
    expect(ids(namedSearchView(cheap).inStock)).toEqual(['789', '748']);
    expect(ids(namedSearchView(run([{ type: 'sort', sort: 'REL_ASC' }], cheap)).inStock)).toEqual([
      '748',
      '789',
    ]);
  });

  it('offers the brands found while no brand is chosen, and only when there are several', () => {
    const loaded = run([{ type: 'loaded', generation: 0, page: 1, answer: answer() }]);
    expect(namedSearchView(loaded).brands).toEqual([
      { brand: 'MAHLE', title: 'Фильтр 748' },
      { brand: 'KNECHT', title: 'Фильтр 789' },
    ]);
    const oneBrand = run([
      { type: 'loaded', generation: 0, page: 1, answer: answer({ products: [part('748', 'MAHLE', 900)] }) },
    ]);
    expect(namedSearchView(oneBrand).brands).toEqual([]);
    const chosen = run(
      [{ type: 'loaded', generation: 0, page: 1, answer: answer() }],
      initialNamedSearch({ ...ARTICLE, brand: 'MAHLE' }),
    );
    expect(namedSearchView(chosen).brands).toEqual([]);
  });

  it('lists analogues apart, without the parts found themselves', () => {
    const loaded = run([
      {
        type: 'loaded',
        generation: 0,
        page: 1,
        answer: answer({ localAnalogues: [part('789', 'KNECHT', 500), part('346', 'FILTRON', 700)] }),
      },
    ]);
    expect(ids(namedSearchView(loaded).analogues)).toEqual(['346']);
  });

  it('announces its progress, then the count once: not again for a page appended', () => {
    const loading = initialNamedSearch(ARTICLE);
    expect(namedSearchView(loading).announcement).toBe('Ищем в наличии');
    const first = run([{ type: 'loaded', generation: 0, page: 1, answer: answer({ total: 3 }) }]);
    expect(namedSearchView(first).announcement).toBe('Найдено: 3');
    const more = run([{ type: 'more' }], first);
    expect(namedSearchView(more).announcement).toBe('Найдено: 3');
    const none = run([
      {
        type: 'loaded',
        generation: 0,
        page: 1,
        answer: answer({ total: 0, products: [], localAnalogues: [] }),
      },
    ]);
    expect(namedSearchView(none).announcement).toBe(
      'Предложений удовлетворяющих заданным критериям не найдено.',
    );
    const analoguesOnly = run([
      { type: 'loaded', generation: 0, page: 1, answer: answer({ total: 0, products: [] }) },
    ]);
    expect(namedSearchView(analoguesOnly).announcement).toBe(
      'В наличии товаров удовлетворяющих заданным критериям не найдено',
    );
  });

  it('tells a soft search, an empty result and the remote suppliers of an article search', () => {
    const soft = namedSearchView(
      run([{ type: 'loaded', generation: 0, page: 1, answer: answer({ softSearch: 'ultra-soft' }) }]),
    );
    expect(soft).toMatchObject({ softSearch: true, nothingFound: false, offerRemoteSuppliers: true });
    const none = namedSearchView(
      run([
        {
          type: 'loaded',
          generation: 0,
          page: 1,
          answer: answer({ total: 0, products: [], localAnalogues: [] }),
        },
      ]),
    );
    expect(none).toMatchObject({ softSearch: false, nothingFound: true });
    const byName = namedSearchView(
      run(
        [{ type: 'loaded', generation: 0, page: 1, answer: answer() }],
        initialNamedSearch({ query: 'фильтр', type: 'description', brand: '' }),
      ),
    );
    expect(byName.offerRemoteSuppliers).toBe(false);
    expect(namedSearchView(initialNamedSearch(ARTICLE))).toMatchObject({
      nothingFound: false,
      softSearch: false,
    });
  });

  it('offers the remote suppliers for an article search whatever was found', () => {
    const found = namedSearchView(run([{ type: 'loaded', generation: 0, page: 1, answer: answer() }]));
    expect(found.inStock).toHaveLength(2);
    expect(found.offerRemoteSuppliers).toBe(true);
    const notAllowed = namedSearchView(
      run([{ type: 'loaded', generation: 0, page: 1, answer: answer({ remoteSuppliers: false }) }]),
    );
    expect(notAllowed.offerRemoteSuppliers).toBe(false);
  });

  it('shows the analogues of an article with no stock of its own', () => {
    const view = namedSearchView(
      run([
        {
          type: 'loaded',
          generation: 0,
          page: 1,
          answer: answer({ total: 0, products: [], localAnalogues: [part('346', 'FILTRON', 700)] }),
        },
      ]),
    );
    expect(view).toMatchObject({ nothingFound: false, inStock: [] });
    expect(ids(view.analogues)).toEqual(['346']);
  });

  it('keeps a chosen brand in the filter panel when the answer to it offers no brand at all', () => {
    const chosen = run([
      { type: 'loaded', generation: 0, page: 1, answer: answer() },
      { type: 'filters', filters: { brands: ['FILTRON'], deliveryDates: [] } },
      {
        type: 'loaded',
        generation: 1,
        page: 1,
        answer: answer({
          total: 0,
          products: [],
          localAnalogues: [],
          filters: { brands: [], deliveryDates: [] },
        }),
      },
    ]);
    expect(namedSearchView(chosen).filters?.brands).toEqual([
      { id: 'FILTRON', name: 'FILTRON', active: true },
    ]);
    expect(namedSearchView(initialNamedSearch(ARTICLE)).filters).toBeNull();
  });

  it('reports a failed page and asks it again on retry', () => {
    const failed = run([{ type: 'failed', generation: 0, page: 1, message: 'Произошла ошибка.' }]);
    expect(failed).toMatchObject({ status: 'failed', error: 'Произошла ошибка.' });
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ status: 'loading', error: null });
    const loaded = run([
      { type: 'loaded', generation: 0, page: 1, answer: answer({ total: 80 }) },
      { type: 'more' },
      { type: 'failed', generation: 0, page: 2, message: 'Произошла ошибка.' },
    ]);
    expect(loaded).toMatchObject({ status: 'ready', more: 'failed' });
    expect(run([{ type: 'retry' }], loaded).more).toBe('loading');
  });
});

import { testProduct } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_DATA } from '../../api/catalogue';
import type { ProductListPage } from '../../domain/catalogue';
import {
  appendPage,
  canLoadMore,
  DEFAULT_LIST_QUERY,
  initialListState,
  isDrawnWhole,
  isEmptyList,
  listAnnouncement,
  type ProductListEvent,
  type ProductListState,
  pageRowCount,
  productListStep,
  shownProductCount,
  totalPages,
} from './step';

/** A page whose products are numbered from `first`, all of section `sectionId`. */
function page(first: number, count: number, total: number, sectionId = '11'): ProductListPage {
  return {
    groups: [
      {
        section: { id: sectionId, name: `Раздел ${sectionId}` },
        products: Array.from({ length: count }, (_, index) => testProduct({ id: String(first + index) })),
      },
    ],
    total,
    filterData: EMPTY_FILTER_DATA,
  };
}

const run = (events: ProductListEvent[], state = initialListState()): ProductListState =>
  events.reduce(productListStep, state);

const ids = (state: ProductListState) =>
  state.pages.flatMap((shown) =>
    shown.groups.flatMap((group) => group.products.map((product) => product.id)),
  );

describe('productListStep', () => {
  it('loads the first page, then appends while below the total pages', () => {
    let state = run([{ type: 'query', query: DEFAULT_LIST_QUERY }]);
    expect(state.status).toBe('loading');
    state = run([{ type: 'loaded', generation: 1, page: 1, answer: page(1, 50, 120) }], state);
    expect([state.status, totalPages(state), canLoadMore(state)]).toEqual(['ready', 3, true]);
    state = run(
      [
        { type: 'more' },
        { type: 'loaded', generation: 1, page: 2, answer: page(51, 50, 120) },
        { type: 'more' },
        { type: 'loaded', generation: 1, page: 3, answer: page(101, 20, 120) },
      ],
      state,
    );
    expect(shownProductCount(state)).toBe(120);
    expect(canLoadMore(state)).toBe(false);
    expect(run([{ type: 'more' }], state)).toBe(state);
  });

  it('continues a section across pages without a second heading', () => {
    const state = run([
      { type: 'query', query: DEFAULT_LIST_QUERY },
      { type: 'loaded', generation: 1, page: 1, answer: page(1, 50, 100, '11') },
      { type: 'more' },
      {
        type: 'loaded',
        generation: 1,
        page: 2,
        answer: {
          ...page(51, 30, 100, '11'),
          groups: [...page(51, 30, 100, '11').groups, ...page(81, 20, 100, '12').groups],
        },
      },
    ]);
    expect(state.pages[1]?.groups.map((group) => [group.section.id, group.continued])).toEqual([
      ['11', true],
      ['12', false],
    ]);
  });

  it('drops an answer that belongs to an older query', () => {
    const state = run([
      { type: 'query', query: DEFAULT_LIST_QUERY },
      { type: 'query', query: { ...DEFAULT_LIST_QUERY, sort: 'PRICE_ASC' } },
      { type: 'loaded', generation: 1, page: 1, answer: page(1, 50, 100) },
    ]);
    expect(state.status).toBe('loading');
    expect(state.pages).toEqual([]);
  });

  it('keeps the shown pages when the next one fails, and retries it', () => {
    let state = run([
      { type: 'query', query: DEFAULT_LIST_QUERY },
      { type: 'loaded', generation: 1, page: 1, answer: page(1, 50, 100) },
      { type: 'more' },
      { type: 'failed', generation: 1, page: 2, message: 'Произошла ошибка.' },
    ]);
    expect([state.status, state.more, state.error, shownProductCount(state)]).toEqual([
      'ready',
      'failed',
      'Произошла ошибка.',
      50,
    ]);
    expect(canLoadMore(state)).toBe(false);
    state = run(
      [{ type: 'retry' }, { type: 'loaded', generation: 1, page: 2, answer: page(51, 50, 100) }],
      state,
    );
    expect([state.more, state.error, shownProductCount(state)]).toEqual(['idle', null, 100]);
  });

  it('announces loading, then the count once: not again for a page appended, anew for a new query', () => {
    const loading = run([{ type: 'query', query: DEFAULT_LIST_QUERY }]);
    expect(listAnnouncement(loading)).toBe('Загружаем товары…');
    const first = run([{ type: 'loaded', generation: 1, page: 1, answer: page(1, 50, 120) }], loading);
    expect(listAnnouncement(first)).toBe('Найдено: 120');
    const more = run([{ type: 'more' }], first);
    const appended = run([{ type: 'loaded', generation: 1, page: 2, answer: page(51, 50, 120) }], more);
    expect([listAnnouncement(more), listAnnouncement(appended)]).toEqual(['Найдено: 120', 'Найдено: 120']);
    const filtered = run(
      [
        { type: 'query', query: { ...DEFAULT_LIST_QUERY, sort: 'PRICE_ASC' } },
        { type: 'loaded', generation: 2, page: 1, answer: { ...page(1, 0, 0), groups: [] } },
      ],
      appended,
    );
    expect(listAnnouncement(filtered)).toBe('Товаров удовлетворяющих заданным критериям не найдено.');
    expect(listAnnouncement(initialListState())).toBe('');
  });

  it('says a list is empty only once the first page came back with nothing', () => {
    const loading = run([{ type: 'query', query: DEFAULT_LIST_QUERY }]);
    expect(isEmptyList(loading)).toBe(false);
    const empty = run(
      [{ type: 'loaded', generation: 1, page: 1, answer: { ...page(1, 0, 0), groups: [] } }],
      loading,
    );
    expect(isEmptyList(empty)).toBe(true);
  });

  it('shows every product of the current query once, in page order, whatever arrives when', () => {
    const event = fc.oneof(
      fc.constant<ProductListEvent>({ type: 'more' }),
      fc.constant<ProductListEvent>({ type: 'retry' }),
      fc.constant<ProductListEvent>({ type: 'query', query: DEFAULT_LIST_QUERY }),
      fc
        .record({
          generation: fc.integer({ min: 0, max: 4 }),
          page: fc.integer({ min: 1, max: 4 }),
          fail: fc.boolean(),
        })
        .map(
          ({ generation, page: number, fail }): ProductListEvent =>
            fail
              ? { type: 'failed', generation, page: number, message: 'Произошла ошибка.' }
              : { type: 'loaded', generation, page: number, answer: page((number - 1) * 50 + 1, 50, 175) },
        ),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = run(events);
        const shown = ids(state);
        expect(shown).toEqual(Array.from({ length: shown.length }, (_, index) => String(index + 1)));
        expect(state.pages.map((shownPage) => shownPage.number)).toEqual(
          state.pages.map((_, index) => index + 1),
        );
        expect(state.pages.length).toBeLessThanOrEqual(Math.max(1, totalPages(state)));
      }),
    );
  });
});

describe('a shown page', () => {
  it('counts the rows of all its section groups', () => {
    const data = page(1, 30, 120, '11');
    const second = page(31, 20, 120, '12').groups[0];
    const [shown] = appendPage([], 1, { ...data, groups: [...data.groups, ...(second ? [second] : [])] });
    expect(shown?.groups).toHaveLength(2);
    expect(shown && pageRowCount(shown)).toBe(50);
  });

  it('is drawn whole when it is the first page, and as its rows come within reach after that', () => {
    expect(isDrawnWhole({ number: 1 })).toBe(true);
    expect(isDrawnWhole({ number: 2 })).toBe(false);
    expect(isDrawnWhole({ number: 100 })).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { controlledLoader, pageOf, settle } from './list-loads.testing';
import { createProductListStore } from './run';
import { DEFAULT_LIST_QUERY, shownProductCount } from './step';

describe('createProductListStore', () => {
  it('loads the first page for a query and the next one on demand', async () => {
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    store.setQuery(DEFAULT_LIST_QUERY);
    expect(loads.map((call) => call.page)).toEqual([1]);
    loads[0]?.resolve(pageOf(50, 80));
    await settle();
    store.loadMore();
    store.loadMore();
    expect(loads.map((call) => call.page)).toEqual([1, 2]);
    loads[1]?.resolve(pageOf(30, 80));
    await settle();
    expect(shownProductCount(store.$state.get())).toBe(80);
    store.loadMore();
    expect(loads).toHaveLength(2);
  });

  it('abandons the old query: its request is aborted and its answer never shown', async () => {
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    store.setQuery(DEFAULT_LIST_QUERY);
    store.setQuery({ ...DEFAULT_LIST_QUERY, sort: 'PRICE_ASC' });
    expect(loads[0]?.signal.aborted).toBe(true);
    loads[0]?.resolve(pageOf(50, 500));
    loads[1]?.resolve(pageOf(3, 3));
    await settle();
    expect(store.$state.get().total).toBe(3);
    expect(loads[1]?.query.sort).toBe('PRICE_ASC');
  });

  it("shows the server's message on a failure and loads the same page on retry", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    store.setQuery(DEFAULT_LIST_QUERY);
    loads[0]?.reject(new ApiError('http', 'HTTP 502', { status: 502 }));
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'failed', error: 'Произошла ошибка.' });
    store.retry();
    expect(loads.map((call) => call.page)).toEqual([1, 1]);
    loads[1]?.resolve(pageOf(1, 1));
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'ready', error: null });
    store.retry();
    expect(loads).toHaveLength(2);
  });
});

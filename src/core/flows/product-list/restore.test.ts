import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER_DATA } from '../../api/catalogue';
import { ApiError } from '../../api/errors';
import { offeredFilter } from '../../rules/list-place';
import { controlledLoader, pageOf, settle } from './list-loads.testing';
import { restoreList } from './restore';
import { createProductListStore } from './run';
import { DEFAULT_LIST_QUERY, shownProductCount } from './step';

describe('restoreList', () => {
  it('restores a place: its pages one after another, then it is no longer restoring', async () => {
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    const query = { ...DEFAULT_LIST_QUERY, sort: 'NAME_ASC' as const };
    const $restoring = restoreList(store, query, 3, offeredFilter);
    expect($restoring.get()).toBe(true);
    for (const page of [1, 2, 3]) {
      expect(loads.map((call) => call.page)).toEqual([1, 2, 3].slice(0, page));
      loads[page - 1]?.resolve(pageOf(50, 400));
      await settle();
    }
    expect(loads.map((call) => call.query)).toEqual([query, query, query]);
    expect(shownProductCount(store.$state.get())).toBe(150);
    expect($restoring.get()).toBe(false);
  });

  it('restores no more pages than there are, and ends at a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    const first = restoreList(store, DEFAULT_LIST_QUERY, 5, offeredFilter);
    loads[0]?.resolve(pageOf(50, 60));
    await settle();
    loads[1]?.resolve(pageOf(10, 60));
    await settle();
    expect(loads).toHaveLength(2);
    expect(first.get()).toBe(false);

    const second = restoreList(store, DEFAULT_LIST_QUERY, 5, offeredFilter);
    loads[2]?.reject(new ApiError('http', 'HTTP 502', { status: 502 }));
    await settle();
    expect(second.get()).toBe(false);
    expect(loads).toHaveLength(3);
  });

  it('asks again without the values the first page does not offer, then restores the pages', async () => {
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    const filter = { ...DEFAULT_LIST_QUERY.filter, brands: ['NGK', 'NOSUCH'] };
    const $restoring = restoreList(store, { ...DEFAULT_LIST_QUERY, filter }, 2, offeredFilter);
    loads[0]?.resolve({
      ...pageOf(50, 100),
      filterData: { ...EMPTY_FILTER_DATA, brands: [{ id: 'NGK', name: 'NGK', active: true }] },
    });
    await settle();
    expect(loads.map((call) => [call.page, call.query.filter.brands])).toEqual([
      [1, ['NGK', 'NOSUCH']],
      [1, ['NGK']],
    ]);
    expect($restoring.get()).toBe(true);
    loads[1]?.resolve(pageOf(50, 100));
    await settle();
    loads[2]?.resolve(pageOf(50, 100));
    await settle();
    expect(loads.map((call) => call.page)).toEqual([1, 1, 2]);
    expect($restoring.get()).toBe(false);
  });

  it('stops restoring when the client chooses another filter or sort', async () => {
    const { load, loads } = controlledLoader();
    const store = createProductListStore(load);
    const $restoring = restoreList(store, DEFAULT_LIST_QUERY, 3, offeredFilter);
    store.setQuery({ ...DEFAULT_LIST_QUERY, sort: 'PRICE_DESC' });
    expect($restoring.get()).toBe(false);
    loads[1]?.resolve(pageOf(50, 400));
    await settle();
    expect(loads.map((call) => call.page)).toEqual([1, 1]);
  });
});

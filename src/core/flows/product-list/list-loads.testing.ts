import { testProduct } from '@portal/test';
import { EMPTY_FILTER_DATA } from '../../api/catalogue';
import type { ProductListPage } from '../../domain/catalogue';
import type { ListQuery } from '../../rules/catalogue-filter';

/** Test support of the list flow's tests (run.test.ts, restore.test.ts): loads they answer by hand. */
export interface PendingLoad {
  query: ListQuery;
  page: number;
  signal: AbortSignal;
  resolve: (page: ProductListPage) => void;
  reject: (error: unknown) => void;
}

export function controlledLoader() {
  const loads: PendingLoad[] = [];
  const load = (query: ListQuery, page: number, signal: AbortSignal) =>
    new Promise<ProductListPage>((resolve, reject) => loads.push({ query, page, signal, resolve, reject }));
  return { load, loads };
}

export const pageOf = (count: number, total: number): ProductListPage => ({
  groups: [
    {
      section: { id: '11', name: 'Тормозные колодки' },
      products: Array.from({ length: count }, (_, index) => testProduct({ id: String(index) })),
    },
  ],
  total,
  filterData: EMPTY_FILTER_DATA,
});

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

import { pageRowCount, pageRowRuns } from '@portal/core/catalogue';
import { ProductRowsInReach, useRowsInReach } from '@portal/ui';
import { ProductListPage, type ProductListPageProps } from './ProductListPage';

/**
 * A page after the first, appended while the client scrolls: places of its rows' height, each row
 * drawn as it comes within reach of the window, and the others a few at a time while the browser
 * is idle, so that no frame draws the whole page and every row is in the page in the end.
 */
export function LaterListPage(props: ProductListPageProps) {
  const { drawn, box } = useRowsInReach<HTMLDivElement>(pageRowCount(props.page), { drawAhead: true });
  const runs = pageRowRuns(props.page.groups, drawn);
  return (
    <ProductListPage
      {...props}
      box={box}
      rows={(_, index, row) => <ProductRowsInReach {...row} runs={runs[index] ?? []} />}
    />
  );
}

import { pageRowCount, pageRowRuns } from '@portal/core/catalogue';
import { ProductRowsInReach, useRowsInReach } from '@portal/ui';
import { ProductListPage, type ProductListPageProps } from './ProductListPage';

/**
 * A page after the first, appended while the client scrolls: places of its rows' height, each row
 * drawn as it comes within reach of the window. Its code is fetched with the first such page.
 */
export function LaterListPage(props: ProductListPageProps) {
  const { drawn, box } = useRowsInReach<HTMLDivElement>(pageRowCount(props.page));
  const runs = pageRowRuns(props.page.groups, drawn);
  return (
    <ProductListPage
      {...props}
      box={box}
      rows={(_, index, row) => <ProductRowsInReach {...row} runs={runs[index] ?? []} />}
    />
  );
}

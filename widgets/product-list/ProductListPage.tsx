import { type Product, type ShownGroup, type ShownPage, sectionPath } from '@portal/core/catalogue';
import { PortalLink, ProductRows, type ProductRowsProps } from '@portal/ui';
import type { ReactNode, Ref } from 'react';
import * as css from './ProductList.css';

export interface ProductListPageProps {
  page: ShownPage;
  showPrices: boolean;
  onAdd: (product: Product, quantity: number) => Promise<void>;
  onOpenDetails: (product: Product) => void;
  onAnonymous: () => void;
}

interface PageRows {
  /** Group `index`'s rows, given what every row takes; defaults to every row drawn (`ProductRows`). */
  rows?: (group: ShownGroup, index: number, row: ProductRowsProps) => ReactNode;
  /** Holds the page (a later page: its places). */
  box?: Ref<HTMLDivElement>;
}

const allRows: NonNullable<PageRows['rows']> = (_, __, row) => <ProductRows {...row} />;

/**
 * One loaded page: its section groups, each under a heading linking to /catalog/{section} unless it
 * goes on from the previous page. The list reuses each page's element, so appending a page renders
 * only the new one.
 */
export function ProductListPage({
  page,
  rows = allRows,
  box,
  showPrices,
  onAdd,
  onOpenDetails,
  onAnonymous,
}: ProductListPageProps & PageRows) {
  return (
    <div className={css.chunk} data-page={page.number} ref={box}>
      {page.groups.map((group, index) => (
        // A section going on from the previous page is not a region of its own: a second region of the
        // same name would be one no landmark list can tell apart (axe landmark-unique).
        <section key={group.key} aria-label={group.continued ? undefined : group.section.name}>
          {/* A level of the page's own, as the filter panel's heading: a list without filters follows the h1. */}
          {!group.continued && (
            <h2 className={css.groupHeading}>
              <PortalLink path={sectionPath(group.section.id)} className={css.groupLink} part="section-link">
                {group.section.name}
              </PortalLink>
            </h2>
          )}
          {rows(group, index, { products: group.products, showPrices, onAdd, onOpenDetails, onAnonymous })}
        </section>
      ))}
    </div>
  );
}

import { type Product, type RowRun, type ShownPage, sectionPath } from '@portal/core/catalogue';
import { PortalLink, ProductRows } from '@portal/ui';
import type { Ref } from 'react';
import * as css from './ProductList.css';

export interface ProductListPageProps {
  page: ShownPage;
  showPrices: boolean;
  onAdd: (product: Product, quantity: number) => Promise<void>;
  onOpenDetails: (product: Product) => void;
  onAnonymous: () => void;
}

interface PageRows {
  /** Each group's runs of drawn rows and places (a later page); defaults to every row drawn. */
  runs?: readonly (readonly RowRun[])[];
  /** The element holding the page's places. */
  box?: Ref<HTMLDivElement>;
}

/**
 * One loaded page: its section groups, each under a heading linking to /catalog/{section} unless it
 * goes on from the previous page. The list reuses each page's element, so appending a page renders
 * only the new one.
 */
export function ProductListPage({
  page,
  runs,
  box,
  showPrices,
  onAdd,
  onOpenDetails,
  onAnonymous,
}: ProductListPageProps & PageRows) {
  return (
    <div className={css.chunk} data-page={page.number} ref={box}>
      {page.groups.map((group, index) => (
        <section key={group.key} aria-label={group.section.name}>
          {/* A level of the page's own, as the filter panel's heading: a list without filters follows the h1. */}
          {!group.continued && (
            <h2 className={css.groupHeading}>
              <PortalLink path={sectionPath(group.section.id)} className={css.groupLink} part="section-link">
                {group.section.name}
              </PortalLink>
            </h2>
          )}
          <ProductRows
            products={group.products}
            runs={runs?.[index]}
            showPrices={showPrices}
            onAdd={onAdd}
            onOpenDetails={onOpenDetails}
            onAnonymous={onAnonymous}
          />
        </section>
      ))}
    </div>
  );
}

import type { Product } from '@portal/core/catalogue';
import {
  type OfferGroup,
  type PlacedOffer,
  type StepSearchSections,
  stepSearchMessages,
  stepSearchPath,
} from '@portal/core/search';
import { BrandTable, ProductRows, productRowsContainer } from '@portal/ui';
import { type ReactNode, useId } from 'react';
import * as offerCss from './RemoteOffer.css';
import { RemoteOfferGroup } from './RemoteOfferGroup';
import * as css from './StepSearch.css';

interface StepSearchResultsProps {
  article: string;
  sections: StepSearchSections;
  onAddProduct: (product: Product, quantity: number) => Promise<void>;
  onAddOffer: (placed: PlacedOffer, quantity: number) => Promise<void>;
  onOpenDetails: (product: Product) => void;
  onAnonymous: () => void;
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section className={css.section} aria-labelledby={headingId} part="section">
      <h2 id={headingId} className={css.sectionTitle}>
        {title}
        <span className={css.sectionCount}>{count}</span>
      </h2>
      {children}
    </section>
  );
}

function Products({
  products,
  ...row
}: { products: readonly Product[] } & Omit<StepSearchResultsProps, 'article' | 'sections' | 'onAddOffer'>) {
  return (
    <div className={productRowsContainer}>
      <ProductRows
        products={products}
        showPrices
        onAdd={row.onAddProduct}
        onOpenDetails={row.onOpenDetails}
        onAnonymous={row.onAnonymous}
      />
    </div>
  );
}

function Offers({
  groups,
  onAdd,
}: {
  groups: readonly OfferGroup[];
  onAdd: StepSearchResultsProps['onAddOffer'];
}) {
  return (
    <ul className={`${productRowsContainer} ${offerCss.groups}`}>
      {groups.map((group) => (
        <RemoteOfferGroup key={group.key} group={group} onAdd={onAdd} />
      ))}
    </ul>
  );
}

const offerCount = (groups: readonly OfferGroup[]) =>
  groups.reduce((sum, group) => sum + group.offers.length, 0);

/**
 * The sections in the order their steps fill them: the own stock, the searched article at other
 * warehouses, analogues in stock, analogues at other warehouses; a section with nothing is left out.
 */
export function StepSearchResults({ article, sections, onAddOffer, ...rows }: StepSearchResultsProps) {
  const { sections: titles } = stepSearchMessages;
  return (
    <>
      <BrandTable
        caption={stepSearchMessages.brandChoice.caption}
        brands={sections.catalogs.map(({ brand, title }) => ({
          brand,
          title,
          path: stepSearchPath({ article, brand, type: 'article' }),
        }))}
        part="brand-choice"
      />
      <Section title={titles.inStock} count={sections.inStock.length}>
        <Products products={sections.inStock} {...rows} />
      </Section>
      <Section title={titles.wanted} count={offerCount(sections.wanted)}>
        <Offers groups={sections.wanted} onAdd={onAddOffer} />
      </Section>
      <Section title={titles.analoguesInStock} count={sections.analoguesInStock.length}>
        <Products products={sections.analoguesInStock} {...rows} />
      </Section>
      <Section title={titles.analoguesRemote} count={offerCount(sections.analoguesRemote)}>
        <Offers groups={sections.analoguesRemote} onAdd={onAddOffer} />
      </Section>
    </>
  );
}

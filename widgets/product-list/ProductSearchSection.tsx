import type { Product } from '@portal/core/catalogue';
import { ProductRows, productRowsContainer } from '@portal/ui';
import { useId } from 'react';
import * as listCss from './ProductList.css';
import * as css from './ProductSearch.css';

interface ProductSearchSectionProps {
  title: string;
  products: readonly Product[];
  showPrices: boolean;
  onAdd: (product: Product, quantity: number) => Promise<void>;
  onOpenDetails: (product: Product) => void;
  onAnonymous: () => void;
}

/** 'В наличии' or 'Аналоги в наличии': a heading with the count over the rows; nothing when empty. */
export function ProductSearchSection({ title, products, ...row }: ProductSearchSectionProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={headingId} part="section">
      <h2 id={headingId} className={css.sectionTitle}>
        {title}
        <span className={css.count}>{products.length}</span>
      </h2>
      <div className={`${productRowsContainer} ${listCss.rows}`}>
        <ProductRows products={products} {...row} />
      </div>
    </section>
  );
}

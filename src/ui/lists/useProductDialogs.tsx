import type { Product } from '@portal/core/catalogue';
import { type ReactNode, useCallback, useState } from 'react';
import { AnonymousDialogOnOpen, ProductDetailDialogOnOpen } from '../dialogs/dialogsOnOpen';
import type { ProductDetailDialogProps } from '../dialogs/ProductDetailDialog';

export interface ProductDialogs {
  /** Opens a product's detail dialog; for a visitor (no prices shown) the anonymous dialog instead. */
  openDetails: (product: Product) => void;
  /** Opens the anonymous dialog of doc 1 §6. */
  openAnonymous: () => void;
  /** The open dialog, if any: render it once, at the end of the widget. */
  dialogs: ReactNode;
}

/** The detail and anonymous dialogs every product list (catalogue, search, step search) offers. */
export function useProductDialogs(
  onAdd: ProductDetailDialogProps['onAdd'],
  showPrices = true,
): ProductDialogs {
  const [details, setDetails] = useState<Product | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  const openAnonymous = useCallback(() => setAnonymous(true), []);
  const openDetails = useCallback(
    (product: Product) => (showPrices ? setDetails(product) : setAnonymous(true)),
    [showPrices],
  );
  const dialogs = (
    <>
      {details && (
        <ProductDetailDialogOnOpen
          product={details}
          onClose={() => setDetails(null)}
          onAdd={onAdd}
          onAnonymous={openAnonymous}
        />
      )}
      {anonymous && <AnonymousDialogOnOpen onClose={() => setAnonymous(false)} />}
    </>
  );
  return { openDetails, openAnonymous, dialogs };
}

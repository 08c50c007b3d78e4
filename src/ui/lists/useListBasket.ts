import { type AddToBasketDetail, listBasketAddition } from '@portal/core/basket';
import type { Product } from '@portal/core/catalogue';
import { useCallback } from 'react';
import { useSession } from '../hooks/useSession';
import { useStore } from '../hooks/useStore';
import { type BasketAdder, useAddToBasket } from './useAddToBasket';
import { type ProductDialogs, useProductDialogs } from './useProductDialogs';

interface ListBasket extends ProductDialogs {
  /** The widget's adder: its loading state and toast, and `add` for other payloads (supplier parts). */
  adder: BasketAdder;
  /**
   * Puts a catalogue part in the basket with the list payload of doc 1 §7, from a row or the detail
   * dialog: adds it, or sets its line when the basket holds it (`BasketAdder.put`).
   */
  onAdd: (product: Product, quantity: number) => Promise<void>;
  /** Whether the rows and dialogs show prices: to a signed-in client only. */
  showPrices: boolean;
}

/**
 * What every product list (catalogue, search, step search) needs to sell from its rows: adding with
 * the list payload, the detail and anonymous dialogs, and `onAdded` told of each accepted addition.
 */
export function useListBasket(onAdded?: (detail: AddToBasketDetail) => void): ListBasket {
  const showPrices = useStore(useSession().$signedIn);
  const adder = useAddToBasket(onAdded);
  const { put } = adder;
  const onAdd = useCallback(
    (product: Product, quantity: number) => put(listBasketAddition(product, quantity)),
    [put],
  );
  return { adder, onAdd, showPrices, ...useProductDialogs(onAdd, showPrices) };
}

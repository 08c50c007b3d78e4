import type { Product } from '@portal/core/catalogue';
import { type BasketQuantities, type Markup, markupOf } from '@portal/core/session';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../hooks/useSession';
import { useStore } from '../hooks/useStore';

const heldOf = (quantities: BasketQuantities, products: readonly Product[]) =>
  products.map((product) => quantities[product.id] ?? 0).join();

/**
 * The markup and the basket's quantities for a list of rows, read once for all of them. It renders
 * again when the markup changes or the basket's quantity of one of these products does: an addition
 * re-renders its own group, not the thousands of other rows.
 */
export function useRowFigures(products: readonly Product[]): {
  markup: Markup;
  quantities: BasketQuantities;
} {
  const session = useSession();
  const markup = useStore(markupOf(session));
  const subscribe = useCallback(
    (onChange: () => void) => session.$basketQuantities.listen(onChange),
    [session],
  );
  useSyncExternalStore(subscribe, () => heldOf(session.$basketQuantities.get(), products));
  return { markup, quantities: session.$basketQuantities.get() };
}

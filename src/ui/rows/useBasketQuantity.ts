import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../hooks/useSession';

/**
 * How many of the product the basket holds (0 when none), re-rendering only when that changes: an
 * addition re-renders its own part, not every other one. Lists of rows use `ProductRows` instead,
 * which reads the basket once for all its rows.
 */
export function useBasketQuantity(productId: string): number {
  const { $basketQuantities } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => $basketQuantities.listen(onChange),
    [$basketQuantities],
  );
  return useSyncExternalStore(subscribe, () => $basketQuantities.get()[productId] ?? 0);
}

import { isInBasket } from '@portal/core/catalogue';
import { useSyncExternalStore } from 'react';
import { useSession } from './useSession';

/**
 * Whether the product is in the basket ('В корзине'), re-rendering only when that answer changes:
 * an addition re-renders its own row, not the thousands of others in a long list.
 */
export function useInBasket(productId: string): boolean {
  const { $basketQuantities } = useSession();
  return useSyncExternalStore(
    (onChange) => $basketQuantities.listen(onChange),
    () => isInBasket($basketQuantities.get(), productId),
  );
}

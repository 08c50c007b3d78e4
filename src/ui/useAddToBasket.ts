import {
  type AddToBasketDetail,
  addToBasket,
  type BasketAddition,
  syncBasketQuantitiesOncePerPage,
} from '@portal/core/basket';
import { productMessages } from '@portal/core/catalogue';
import { refreshHeaderBasket } from '@portal/core/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ToastMessage, useToast } from './Toast';
import { useSession } from './useSession';

export interface BasketAdder {
  /** Sends basket.add.json; the shared session (badge, 'В корзине') follows. Rejects on failure. */
  add: (addition: BasketAddition) => Promise<void>;
  /** True while any addition is on its way: the widget's global loading state (doc 1 §4). */
  busy: boolean;
  /** 'Товар добавлен в корзину' after a success, for the widget's `Toast`. */
  toast: ToastMessage | null;
  closeToast: () => void;
}

/**
 * Adding to the basket from a widget, with its loading state and success toast. The first widget
 * on a page that can add also learns what the basket already holds, so its rows say 'В корзине'
 * even on a CMS page, which never loads the user.
 */
export function useAddToBasket(onAdded?: (detail: AddToBasketDetail) => void): BasketAdder {
  const session = useSession();
  const [toast, showToast, closeToast] = useToast();
  const [pending, setPending] = useState(0);
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;
  useEffect(() => syncBasketQuantitiesOncePerPage(session), [session]);

  const add = useCallback(
    async (addition: BasketAddition) => {
      setPending((count) => count + 1);
      try {
        await addToBasket(session, addition);
      } catch (error) {
        // A refusal ('Недостаточно товара…') often means the basket changed elsewhere (another tab,
        // a manager): the header should show the server's figures, not the last ones it knew.
        void refreshHeaderBasket(session);
        throw error;
      } finally {
        setPending((count) => count - 1);
      }
      showToast({ text: productMessages.addedToBasket, tone: 'success' });
      onAddedRef.current?.({ productId: addition.productId, quantity: addition.quantity });
    },
    [session, showToast],
  );
  return { add, busy: pending > 0, toast, closeToast };
}

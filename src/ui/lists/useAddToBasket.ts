import {
  type AddToBasketDetail,
  addToBasket,
  type BasketAddition,
  type BasketPut,
  putInBasket,
  syncBasketQuantities,
  syncBasketQuantitiesOncePerPage,
} from '@portal/core/basket';
import { productMessages } from '@portal/core/catalogue';
import { refreshHeaderBasket } from '@portal/core/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ToastMessage, useToast } from '../feedback/Toast';
import { useSession } from '../hooks/useSession';

export interface BasketAdder {
  /** Sends basket.add.json; the shared session (badge, 'В корзине') follows. Rejects on failure. */
  add: (addition: BasketAddition) => Promise<void>;
  /**
   * What 'В корзину' / 'В корзине' does (`AddToBasketControls`): adds a part not in the basket, or
   * sets its line to the quantity when the basket holds it (basket.update.json). Rejects on failure.
   */
  put: (addition: BasketAddition) => Promise<void>;
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

  const send = useCallback(
    async (addition: BasketAddition, how: (addition: BasketAddition) => Promise<BasketPut>) => {
      setPending((count) => count + 1);
      let done: BasketPut;
      try {
        done = await how(addition);
      } catch (error) {
        // A refusal ('Недостаточно товара…') often means the basket changed elsewhere (another tab,
        // a manager), and a lost answer may hide a change made: the header and the rows should show
        // the server's figures, not the last ones this page knew.
        void refreshHeaderBasket(session);
        void syncBasketQuantities(session);
        throw error;
      } finally {
        setPending((count) => count - 1);
      }
      if (done === 'set') showToast({ text: productMessages.basketQuantitySet, tone: 'success' });
      if (done !== 'added') return;
      showToast({ text: productMessages.addedToBasket, tone: 'success' });
      onAddedRef.current?.({ productId: addition.productId, quantity: addition.quantity });
    },
    [session, showToast],
  );
  const add = useCallback(
    (addition: BasketAddition) =>
      send(addition, async (sent) => {
        await addToBasket(session, sent);
        return 'added';
      }),
    [send, session],
  );
  const put = useCallback(
    (addition: BasketAddition) => send(addition, (sent) => putInBasket(session, sent)),
    [send, session],
  );
  return { add, put, busy: pending > 0, toast, closeToast };
}

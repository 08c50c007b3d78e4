import type { ReadableAtom } from 'nanostores';
import { loadBasketPage } from '../../api/basket-items';
import { errorMessageFor } from '../../api/error-message';
import { idempotencyKey } from '../../api/idempotency';
import { toggleAll, toggleLine } from '../../rules/basket-selection';
import type { Quantity } from '../../rules/quantity';
import { basketDraftsOf, draftOf } from '../../session/basket-drafts';
import type { Session } from '../../session/session';
import { createBasketEdits } from './basket-edits';
import { createBasketFollowers } from './basket-followers';
import { createBasketReads } from './basket-reads';
import { type BasketCheckoutState, createBasketState } from './basket-state';
import { createOrderRunner } from './order-runner';
import type { OrderForm } from './state';

export { type BasketLine, linesToOrder } from './basket-state';

export interface BasketCheckout {
  $state: ReadableAtom<BasketCheckoutState>;
  /**
   * Loads the basket (basket.list.json) and the user's express terms (page data 'basket'). An order
   * sent earlier (on another page or in another tab) and not answered is shown again as it was sent,
   * and is followed from then on.
   */
  load(): Promise<void>;
  /** A stepper change: a valid quantity is sent once the line rests; an invalid one is not sent. */
  setQuantity(lineId: string, quantity: Quantity): void;
  remove(lineId: string): Promise<void>;
  clear(): Promise<void>;
  toggleLine(lineId: string): void;
  toggleAll(): void;
  setForm(form: OrderForm): void;
  /** 'Оформить заказ': runs the checkout flow; a press while it runs changes nothing. */
  submit(form: OrderForm): Promise<void>;
  /** Sends edits still resting (the widget is going away: nothing typed is dropped); stops following. */
  dispose(): Promise<void>;
  /** The page is closing: sends edits still resting as requests that outlive it. */
  leavePage(): Promise<void>;
  /** The line's last edit found no connection: it is kept, and sent once the connection is back. */
  isUnsent(lineId: string): boolean;
  /** An edit is kept for want of a connection: closing the page now would lose it. */
  hasUnsentEdits(): boolean;
}

/** How long after a failed re-read of the basket it is read again; doubled each time, up to 8 times that. */
const BASKET_REREAD_DELAY_MS = 2000;

interface BasketCheckoutOptions {
  /** Debounce of quantity edits. Defaults to `BASKET_UPDATE_DELAY_MS`. */
  updateDelayMs?: number;
  /** First wait before a failed re-read is tried again. Defaults to `BASKET_REREAD_DELAY_MS`. */
  rereadDelayMs?: number;
  /** A fresh idempotency key for order.add.json. Defaults to 128 random bits. */
  newOrderKey?: () => string;
  /**
   * Calls back when the connection is back; answers the unsubscribe. Defaults to the window's
   * `online` event.
   */
  onOnline?: (listener: () => void) => () => void;
}

function windowOnline(listener: () => void): () => void {
  globalThis.addEventListener?.('online', listener);
  return () => globalThis.removeEventListener?.('online', listener);
}

/**
 * The basket page's logic (doc 1 §2 "Basket", §4): the lines and their edits, the selection, and
 * the checkout flow (step.ts) with its calls. Every change reaches the session's header basket and
 * basket quantities, so the badge and the lists follow. Its parts: the store (basket-state.ts), the
 * edits (basket-edits.ts, update-queue.ts), reading the basket again (basket-reads.ts), the order
 * (order-runner.ts) and what the page follows from other tabs (basket-followers.ts).
 */
export function createBasketCheckout(session: Session, options: BasketCheckoutOptions = {}): BasketCheckout {
  const state = createBasketState(session);
  const { $state, patch } = state;
  const edits = createBasketEdits({
    session,
    state,
    updateDelayMs: options.updateDelayMs,
    reads: () => reads,
    dispatch: (event) => runner.dispatch(event),
  });
  const { updates } = edits;
  const reads = createBasketReads({
    session,
    state,
    updates,
    rereadDelayMs: options.rereadDelayMs ?? BASKET_REREAD_DELAY_MS,
    dispatch: (event) => runner.dispatch(event),
  });
  const runner = createOrderRunner({
    session,
    state,
    updates,
    reads,
    newOrderKey: options.newOrderKey ?? idempotencyKey,
  });
  const followers = createBasketFollowers({
    session,
    state,
    updates,
    reads,
    runner,
    onOnline: options.onOnline ?? windowOnline,
  });

  async function loadUserTerms(): Promise<void> {
    try {
      const data = await loadBasketPage(session.api);
      if (data.user) session.$user.set(data.user);
      if (data.header) session.$headerBasket.set(data.header);
    } catch (error) {
      // The express terms then come from the user the session already knows.
      console.warn('[portal] basket page data failed', error);
    }
  }

  return {
    $state,
    async load() {
      reads.setActive(true);
      followers.follow();
      patch({ status: $state.get().lines.length > 0 ? 'ready' : 'loading', loadError: null });
      const terms = loadUserTerms();
      const kept = basketDraftsOf(session).get();
      try {
        let fresh = await reads.freshList();
        // The drafts are the user's: the lines wait for the page to know who that is.
        if (!session.$user.get()) await terms;
        // A kept edit saved while the basket was read may be missing from it.
        if (basketDraftsOf(session).get() !== kept) fresh = await reads.freshList();
        await reads.applyFresh(fresh);
        await followers.showDrafts();
        const { comment } = draftOf(session);
        const { form } = $state.get();
        if (comment !== '' && form.comment === '') patch({ form: { ...form, comment } });
        await runner.takeUpStored();
      } catch (error) {
        patch({ status: 'failed', loadError: errorMessageFor(error) });
      }
      await terms;
    },
    setQuantity: edits.setQuantity,
    remove: edits.remove,
    clear: edits.clear,
    toggleLine(lineId) {
      patch({ deselected: toggleLine($state.get().deselected, lineId) });
      runner.formChanged();
    },
    toggleAll() {
      const { lines, deselected } = $state.get();
      patch({
        deselected: toggleAll(
          lines.map((line) => line.item.id),
          deselected,
        ),
      });
      runner.formChanged();
    },
    setForm(form) {
      if (form.comment !== $state.get().form.comment) state.keepComment(form.comment);
      patch({ form });
      runner.formChanged();
    },
    submit: (form) => runner.submit(form),
    dispose() {
      followers.unfollow();
      reads.setActive(false);
      return updates.flush();
    },
    leavePage: edits.leavePage,
    isUnsent: updates.isHeld,
    hasUnsentEdits: () => updates.holding,
  };
}

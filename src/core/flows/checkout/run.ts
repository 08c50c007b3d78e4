import { atom, type ReadableAtom } from 'nanostores';
import {
  type BasketItem,
  checkBasketPrices,
  clearBasket,
  deleteBasketLine,
  listBasket,
  loadBasketPage,
  placeOrder,
  updateBasketLine,
} from '../../api/basket-items';
import { errorMessageFor } from '../../api/error-message';
import { isApiError } from '../../api/errors';
import { savedQuantity } from '../../rules/basket-lines';
import {
  type Deselected,
  selectedIds,
  selectOnly,
  toggleAll,
  toggleLine,
} from '../../rules/basket-selection';
import type { Quantity } from '../../rules/quantity';
import { refreshHeaderBasket } from '../../session/basket';
import { basketQuantitiesOf } from '../../session/basket-quantities';
import { pendingOrderOf } from '../../session/pending-order';
import type { Session } from '../../session/session';
import {
  attemptOf,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutState,
  checkoutStep,
  INITIAL_CHECKOUT,
  isCheckoutBusy,
  type OrderAttempt,
  type OrderForm,
  type OrderRequest,
  orderFormOf,
  orderSubmission,
} from './step';
import { createBasketUpdateQueue } from './update-queue';

/** A line of the basket as the checkout shows it. */
export interface BasketLine {
  /** As the server last confirmed it. */
  item: BasketItem;
  /** What the stepper shows: the client's edit, saved or not yet. */
  quantity: Quantity;
  /** An edit or a delete of this line is waiting or under way. */
  saving: boolean;
  removing: boolean;
  /** Why the last save of this line failed; the line is back at the server's value. */
  message: string | null;
}

export interface BasketCheckoutState {
  status: 'loading' | 'ready' | 'failed';
  /** Why the basket could not be loaded. */
  loadError: string | null;
  lines: readonly BasketLine[];
  /** The lines the client unticked; every other line is selected. */
  deselected: Deselected;
  /** Delivery, contact and comment as filled in (or as an order waiting for its answer was sent). */
  form: OrderForm;
  checkout: CheckoutState;
  clearing: boolean;
  /** Why clearing the basket failed. */
  clearError: string | null;
}

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
}

export interface BasketCheckoutOptions {
  /** Debounce of quantity edits. Defaults to `BASKET_UPDATE_DELAY_MS`. */
  updateDelayMs?: number;
  /** A fresh idempotency key for order.add.json. Defaults to 128 random bits. */
  newOrderKey?: () => string;
}

function randomKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY_FORM: OrderForm = { delivery: 'simple', contact: { name: '', phone: '' }, comment: '' };

/**
 * Failures that are no answer about the order: none, a proxy's error page, a cut body (the server may
 * have acted), and a refused token, which is about the session: a send before this one under the same
 * key may have been taken, and the client signing in again finds the attempt kept for them. Only a
 * refusal that says why answers the order.
 */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'rejected';
}

/**
 * The basket page's logic (doc 1 §2 "Basket", §4): the lines and their edits, the selection, and
 * the checkout flow of rules/checkout.ts with its calls. Every change reaches the session's header
 * basket and basket quantities, so the badge and the lists follow.
 */
export function createBasketCheckout(session: Session, options: BasketCheckoutOptions = {}): BasketCheckout {
  const newOrderKey = options.newOrderKey ?? randomKey;
  const $state = atom<BasketCheckoutState>({
    status: 'loading',
    loadError: null,
    lines: [],
    deselected: new Set(),
    form: EMPTY_FORM,
    checkout: INITIAL_CHECKOUT,
    clearing: false,
    clearError: null,
  });
  const patch = (changes: Partial<BasketCheckoutState>) => $state.set({ ...$state.get(), ...changes });
  const patchLine = (lineId: string, change: (line: BasketLine) => BasketLine | null) =>
    patch({
      lines: $state.get().lines.flatMap((line) => {
        if (line.item.id !== lineId) return [line];
        const next = change(line);
        return next ? [next] : [];
      }),
    });

  function syncSession(): void {
    session.$basketQuantities.set(basketQuantitiesOf($state.get().lines.map(({ item }) => item)));
  }

  function applyHeader(header: { count: number; price: number } | null): void {
    if (header) session.$headerBasket.set(header);
    else void refreshHeaderBasket(session);
  }

  let leavingPage = false;
  const updates = createBasketUpdateQueue({
    delayMs: options.updateDelayMs,
    async send(lineId, quantity) {
      applyHeader(await updateBasketLine(session.api, lineId, quantity, { keepalive: leavingPage }));
    },
    onSaved(lineId, quantity) {
      patchLine(lineId, (line) => ({
        ...line,
        item: { ...line.item, quantity },
        saving: updates.isPending(lineId),
      }));
      syncSession();
    },
    onFailed(lineId, _quantity, error) {
      patchLine(lineId, (line) => {
        const newerEdit = updates.isPending(lineId);
        return {
          ...line,
          quantity: newerEdit ? line.quantity : savedQuantity(line.item),
          saving: newerEdit,
          message: errorMessageFor(error),
        };
      });
    },
  });

  /** A line whose shown quantity is the client's own invalid text (kept across reloads). */
  const typedError = (line: BasketLine) =>
    line.quantity.state === 'error' && line.quantity.text !== savedQuantity(line.item).text;

  function applyItems(items: readonly BasketItem[]): void {
    const before = new Map($state.get().lines.map((line) => [line.item.id, line]));
    const lines = items.map((item): BasketLine => {
      const known = before.get(item.id);
      const keepShown = known && (updates.isPending(item.id) || typedError(known));
      return {
        item,
        quantity: keepShown ? known.quantity : savedQuantity(item),
        saving: updates.isPending(item.id),
        removing: false,
        message: keepShown ? known.message : null,
      };
    });
    patch({ lines, status: 'ready', loadError: null });
    syncSession();
  }

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

  /** The stored attempt as the flow knows it, without who placed it. */
  function stored(): OrderAttempt | null {
    const pending = pendingOrderOf(session).get();
    return pending && { key: pending.key, request: pending.request };
  }

  /** Who placed `attempt`: as recorded for its key (it may have been narrowed since), else the signed-in user. */
  function ownerOf(attempt: OrderAttempt): string | null {
    const pending = pendingOrderOf(session).get();
    return (pending?.key === attempt.key ? pending.owner : null) ?? session.$user.get()?.id ?? null;
  }

  // Set while this page writes the stored attempt, so that only other tabs' changes are followed.
  let storing = false;
  function store(attempt: OrderAttempt | null): void {
    storing = true;
    try {
      pendingOrderOf(session).set(attempt && { ...attempt, owner: ownerOf(attempt) });
    } finally {
      storing = false;
    }
  }

  /** Moves the flow on; resolves once the effects this event set off have all run. */
  async function dispatch(event: CheckoutEvent): Promise<void> {
    const { state, effect, pending } = checkoutStep($state.get().checkout, event, stored());
    patch({ checkout: state });
    // Stored before order.add.json goes out: a page closed while it is under way leaves it behind.
    if (pending !== undefined) store(pending);
    if (effect) await perform(effect);
  }

  /** Takes up the stored attempt against the lines just loaded; shows it again as it was sent. */
  async function takeUpStored(): Promise<void> {
    const before = attemptOf($state.get().checkout);
    const lineIds = $state.get().lines.map((line) => line.item.id);
    await dispatch({ type: 'basket-loaded', lineIds });
    const { checkout } = $state.get();
    if (checkout.stage !== 'unsettled' || checkout.attempt.key === before?.key) return;
    const { request } = checkout.attempt;
    patch({ form: orderFormOf(request), deselected: selectOnly(lineIds, request.itemIds) });
  }

  /** Another tab sent an order or got its answer: the basket it acted on is loaded again. */
  async function followOtherTab(): Promise<void> {
    const { status, checkout } = $state.get();
    // Signed out (here or there): the widget is leaving, there is no basket to load.
    if (status !== 'ready' || isCheckoutBusy(checkout) || !session.$tokens.get()) return;
    try {
      applyItems(await listBasket(session.api));
    } catch (error) {
      // A press still finds the stored attempt and resends it rather than making a new order.
      console.warn('[portal] basket reload after another tab failed', error);
      return;
    }
    if (!isCheckoutBusy($state.get().checkout)) await takeUpStored();
  }

  let unfollow: (() => void) | null = null;

  async function perform(effect: CheckoutEffect): Promise<void> {
    try {
      switch (effect.type) {
        case 'reload': {
          await updates.flush();
          applyItems(await listBasket(session.api));
          void refreshHeaderBasket(session);
          const lines = $state.get().lines;
          await dispatch({
            type: 'reloaded',
            lines: lines.map(({ item }) => item),
            invalidLineIds: lines
              .filter((line) => typedError(line) || line.message !== null)
              .map((line) => line.item.id),
          });
          return;
        }
        case 'check-prices': {
          await dispatch({ type: 'prices-checked', ...(await checkBasketPrices(session.api)) });
          return;
        }
        case 'place-order': {
          const orderNumbers = await placeOrder(session.api, orderSubmission(effect.attempt));
          await dispatch({ type: 'ordered', orderNumbers });
          return;
        }
      }
    } catch (error) {
      await dispatch({
        type: 'failed',
        message: errorMessageFor(error),
        outcomeUnknown: effect.type === 'place-order' && outcomeUnknown(error),
      });
    }
  }

  return {
    $state,
    async load() {
      unfollow ??= pendingOrderOf(session).listen(() => {
        if (!storing) void followOtherTab();
      });
      patch({ status: $state.get().lines.length > 0 ? 'ready' : 'loading', loadError: null });
      const terms = loadUserTerms();
      try {
        applyItems(await listBasket(session.api));
        await takeUpStored();
      } catch (error) {
        patch({ status: 'failed', loadError: errorMessageFor(error) });
      }
      await terms;
    },
    setQuantity(lineId, quantity) {
      const valid = quantity.state !== 'error' && quantity.value !== null;
      if (valid && quantity.value !== null) updates.schedule(lineId, quantity.value);
      else updates.cancel(lineId);
      patchLine(lineId, (line) => ({ ...line, quantity, message: null, saving: updates.isPending(lineId) }));
    },
    async remove(lineId) {
      updates.cancel(lineId);
      patchLine(lineId, (line) => ({ ...line, removing: true, message: null }));
      try {
        const header = await updates.run(() => deleteBasketLine(session.api, lineId));
        patchLine(lineId, () => null);
        patch({ deselected: new Set([...$state.get().deselected].filter((id) => id !== lineId)) });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'line-removed', lineId });
      } catch (error) {
        patchLine(lineId, (line) => ({ ...line, removing: false, message: errorMessageFor(error) }));
      }
    },
    async clear() {
      for (const line of $state.get().lines) updates.cancel(line.item.id);
      patch({ clearing: true, clearError: null });
      try {
        const header = await updates.run(() => clearBasket(session.api));
        patch({ lines: [], deselected: new Set(), clearing: false });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'basket-cleared' });
      } catch (error) {
        patch({ clearing: false, clearError: errorMessageFor(error) });
      }
    },
    toggleLine(lineId) {
      patch({ deselected: toggleLine($state.get().deselected, lineId) });
    },
    toggleAll() {
      const { lines, deselected } = $state.get();
      patch({
        deselected: toggleAll(
          lines.map((line) => line.item.id),
          deselected,
        ),
      });
    },
    setForm(form) {
      patch({ form });
    },
    async submit(form) {
      const { lines, deselected } = $state.get();
      const request: OrderRequest = {
        itemIds: selectedIds(
          lines.map((line) => line.item.id),
          deselected,
        ),
        ...form,
      };
      await dispatch({ type: 'submit', request, key: newOrderKey() });
    },
    dispose() {
      unfollow?.();
      unfollow = null;
      return updates.flush();
    },
    leavePage() {
      leavingPage = true;
      return updates.flush();
    },
  };
}

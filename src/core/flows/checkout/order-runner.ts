import { checkBasketPrices, type OrderSubmission, placeOrder } from '../../api/basket-order';
import { errorMessageFor } from '../../api/error-message';
import { codeFetchFailure, isApiError } from '../../api/errors';
import { countedQuantity } from '../../rules/basket-lines';
import { selectOnly } from '../../rules/basket-selection';
import { expressContactProblem } from '../../rules/express-contact';
import { refreshHeaderBasket } from '../../session/basket';
import { keptEditsSent } from '../../session/basket-drafts';
import { pendingOrderOf } from '../../session/pending-order';
import type { Session } from '../../session/session';
import type { BasketReads } from './basket-reads';
import { type BasketState, linesToOrder, typedError } from './basket-state';
import {
  attemptOf,
  type CheckoutEffect,
  type CheckoutEvent,
  type ContactProblem,
  checkoutAtRest,
  type OrderAttempt,
  type OrderForm,
  type OrderRequest,
  orderFormOf,
  type SeenLine,
} from './state';
import type { BasketUpdateQueue } from './update-queue';

/** Whether the browser is online, for code that could not be fetched. */
const isOnline = () => globalThis.navigator?.onLine !== false;

/**
 * The checkout's machine (step.ts), fetched on the first press, or once an attempt is found kept in
 * storage: until then nothing else moves the flow, and most visits to the basket order nothing.
 */
const checkoutMachine = () =>
  import('./step').catch((cause: unknown) => {
    throw codeFetchFailure(cause, isOnline());
  });

/** What stops an express request at step 2: its contact, by the contact's rule. */
function contactProblemOf(request: OrderRequest): ContactProblem {
  return request.delivery === 'express' ? expressContactProblem(request.contact) : null;
}

/**
 * Failures that are no answer about the order: none, a proxy's error page, a cut body (the server may
 * have acted), and a refused token, which is about the session: a send before this one under the same
 * key may have been taken, and the client signing in again finds the attempt kept for them. Only a
 * refusal that says why answers the order.
 */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'rejected';
}

interface OrderRunnerOptions {
  session: Session;
  state: BasketState;
  updates: BasketUpdateQueue;
  reads: BasketReads;
  /** A fresh idempotency key for order.add.json. */
  newOrderKey: () => string;
}

/** The checkout flow's runner: feeds step.ts its events, makes its calls, keeps its attempt in storage. */
export interface OrderRunner {
  /** Moves the flow on; resolves once the effects this event set off have all run. */
  dispatch(event: CheckoutEvent): Promise<void>;
  /** 'Оформить заказ' with this form: the selected lines as the client sees them, under a fresh key. */
  submit(form: OrderForm): Promise<void>;
  /** The selection or the form changed: a notice about them may go. */
  formChanged(): void;
  /** Takes up the stored attempt against the lines just loaded; shows it again as it was sent. */
  takeUpStored(): Promise<void>;
  /** Calls back when another tab changes the stored attempt (this page's own writes are not told). */
  followOtherTabs(listener: () => void): () => void;
}

export function createOrderRunner({
  session,
  state,
  updates,
  reads,
  newOrderKey,
}: OrderRunnerOptions): OrderRunner {
  const { $state, patch } = state;

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

  let machine: Awaited<ReturnType<typeof checkoutMachine>> | null = null;

  async function dispatch(event: CheckoutEvent): Promise<void> {
    if (!machine) {
      if (event.type !== 'submit' && checkoutAtRest($state.get().checkout, stored())) return;
      try {
        machine = await checkoutMachine();
      } catch (error) {
        // As a failed call of the flow: the page says so, and the next press fetches it again.
        patch({ checkout: { stage: 'idle', notice: { tone: 'error', text: errorMessageFor(error) } } });
        return;
      }
    }
    const { state: next, effect, pending } = machine.checkoutStep($state.get().checkout, event, stored());
    patch({ checkout: next });
    // The comment went with the order.
    if (next.stage === 'ordered') state.keepComment('');
    // Stored before order.add.json goes out: a page closed while it is under way leaves it behind.
    if (pending !== undefined) store(pending);
    if (effect) await perform(effect, machine.orderSubmission);
  }

  /** Runs an effect; `submission` is what order.add.json sends for an attempt. */
  async function perform(
    effect: CheckoutEffect,
    submission: (attempt: OrderAttempt) => OrderSubmission,
  ): Promise<void> {
    try {
      switch (effect.type) {
        case 'reload': {
          // The lines show the kept edits being sent: the basket is compared once they are.
          await keptEditsSent(session);
          await updates.flush();
          try {
            await reads.applyFresh(await reads.freshList());
          } finally {
            // The basket changed on the server (an order, a price check): the header follows even
            // when the list cannot be read again.
            void refreshHeaderBasket(session);
          }
          const lines = $state.get().lines;
          await dispatch({
            type: 'reloaded',
            lines: lines.map(({ item }) => item),
            invalidLineIds: lines.filter(typedError).map((line) => line.item.id),
          });
          return;
        }
        case 'check-prices': {
          await dispatch({ type: 'prices-checked', ...(await checkBasketPrices(session.api)) });
          return;
        }
        case 'place-order': {
          const orders = await placeOrder(session.api, submission(effect.attempt));
          // The server takes the ordered lines out of the basket: they leave the page now, not only
          // once the basket is read again (which may fail).
          const ordered = new Set(effect.attempt.request.itemIds);
          patch({ lines: $state.get().lines.filter((line) => !ordered.has(line.item.id)) });
          state.syncSession();
          await dispatch({ type: 'ordered', orders });
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

  /** The order as the page stands: the selected lines and `form`. */
  function requestOf(form: OrderForm): OrderRequest {
    const { lines, deselected } = $state.get();
    return { itemIds: linesToOrder(lines, deselected).map((line) => line.item.id), ...form };
  }

  return {
    dispatch,
    submit(form) {
      const request = requestOf(form);
      const seen = $state
        .get()
        .lines.filter((line) => request.itemIds.includes(line.item.id))
        .map(
          ({ item, quantity }): SeenLine => ({
            id: item.id,
            quantity: countedQuantity(item.quantity, quantity),
            price: item.price,
          }),
        );
      return dispatch({
        type: 'submit',
        request,
        key: newOrderKey(),
        seen,
        contactProblem: contactProblemOf(request),
      });
    },
    formChanged() {
      const request = requestOf($state.get().form);
      void dispatch({ type: 'form-changed', request, contactProblem: contactProblemOf(request) });
    },
    async takeUpStored() {
      const before = attemptOf($state.get().checkout);
      const lineIds = $state.get().lines.map((line) => line.item.id);
      await dispatch({ type: 'basket-loaded', lineIds });
      const { checkout } = $state.get();
      if (checkout.stage !== 'unsettled' || checkout.attempt.key === before?.key) return;
      const { request } = checkout.attempt;
      patch({ form: orderFormOf(request), deselected: selectOnly(lineIds, request.itemIds) });
    },
    followOtherTabs: (listener) =>
      pendingOrderOf(session).listen(() => {
        if (!storing) listener();
      }),
  };
}

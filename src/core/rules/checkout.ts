import { basketMessages } from '../messages/basket';
import { type ExpressContact, expressContactProblem } from './express-contact';

/**
 * The checkout flow of doc 1 §4 ('Оформить заказ') as a state machine. `checkoutStep` is pure: it
 * takes the state and what just happened and answers the next state and the one effect to run
 * (a call); src/core/session/basket-checkout.ts runs the effects and feeds their outcome back.
 *
 *   submit ─1 nothing selected / 2 bad express contact─▶ idle + notice
 *      └─▶ reloading ─3 reloaded─▶ 4 zero stock / 5 quantity error ─▶ idle + notice
 *             └─▶ checking-prices ─7 updated─▶ idle + notice, reload
 *                    └─ confirmed ─▶ ordering ─9─▶ ordered (numbers), reload
 *                                       └─ no answer ─▶ unsettled: the next press resends the same order
 */
export type DeliveryType = 'simple' | 'express';

export interface OrderRequest {
  /** The selected basket line ids. */
  itemIds: readonly string[];
  delivery: DeliveryType;
  /** Read only for express delivery. */
  contact: ExpressContact;
  comment: string;
}

/** An order sent to the server under an idempotency key, so that a resend never makes a second one. */
export interface OrderAttempt {
  request: OrderRequest;
  key: string;
}

/** What step 4 and 5 need to know of a reloaded line. */
export interface CheckoutLine {
  id: string;
  quantity: number;
  stock: number;
  multiplicity: number;
}

export interface CheckoutNotice {
  tone: 'warning' | 'error' | 'success';
  text: string;
}

export type CheckoutState =
  | { stage: 'idle'; notice: CheckoutNotice | null }
  | { stage: 'reloading'; request: OrderRequest; key: string }
  | { stage: 'checking-prices'; request: OrderRequest; key: string }
  | { stage: 'ordering'; attempt: OrderAttempt }
  | { stage: 'ordered'; orderNumbers: readonly string[]; notice: CheckoutNotice }
  | { stage: 'unsettled'; attempt: OrderAttempt; notice: CheckoutNotice };

export type CheckoutEvent =
  /** The button was pressed; `key` is a fresh idempotency key, used if this press reaches step 8. */
  | { type: 'submit'; request: OrderRequest; key: string }
  /** Step 3 answered; `invalidLineIds` are lines whose quantity shows an error or failed to save. */
  | { type: 'reloaded'; lines: readonly CheckoutLine[]; invalidLineIds: readonly string[] }
  | { type: 'prices-checked'; update: boolean; confirmed: boolean }
  | { type: 'ordered'; orderNumbers: readonly string[] }
  /** A call failed; `outcomeUnknown` when the server may have acted on it (no or a broken answer). */
  | { type: 'failed'; message: string; outcomeUnknown: boolean };

export type CheckoutEffect =
  | { type: 'reload' }
  | { type: 'check-prices' }
  | { type: 'place-order'; attempt: OrderAttempt };

export interface CheckoutTransition {
  state: CheckoutState;
  effect: CheckoutEffect | null;
}

export const INITIAL_CHECKOUT: CheckoutState = { stage: 'idle', notice: null };

/** True while a call of the flow is under way: a press now changes nothing. */
export function isCheckoutBusy(state: CheckoutState): boolean {
  return state.stage === 'reloading' || state.stage === 'checking-prices' || state.stage === 'ordering';
}

const stop = (tone: CheckoutNotice['tone'], text: string, effect: CheckoutEffect | null = null) => ({
  state: { stage: 'idle', notice: { tone, text } } satisfies CheckoutState,
  effect,
});

/** The same order: same lines, delivery, contact (for express) and comment. */
export function sameOrder(a: OrderRequest, b: OrderRequest): boolean {
  const fingerprint = (request: OrderRequest) =>
    JSON.stringify([
      [...request.itemIds].sort(),
      request.delivery,
      request.delivery === 'express' ? [request.contact.name.trim(), request.contact.phone] : null,
      request.comment.trim(),
    ]);
  return fingerprint(a) === fingerprint(b);
}

/** A line that cannot be ordered as it stands: over the stock, under or off its multiplicity. */
export function hasQuantityProblem(line: CheckoutLine): boolean {
  const m = Number.isInteger(line.multiplicity) && line.multiplicity >= 1 ? line.multiplicity : 1;
  return line.quantity > line.stock || line.quantity < m || line.quantity % m !== 0;
}

function submit(state: CheckoutState, request: OrderRequest, key: string): CheckoutTransition {
  if (request.itemIds.length === 0) return stop('warning', basketMessages.nothingSelected);
  if (request.delivery === 'express') {
    const problem = expressContactProblem(request.contact);
    if (problem) return stop('warning', problem);
  }
  // A press after an order whose answer never came sends that same order again, under its key:
  // the server answers the first result instead of creating a second order.
  if (state.stage === 'unsettled' && sameOrder(state.attempt.request, request)) {
    return {
      state: { stage: 'ordering', attempt: state.attempt },
      effect: { type: 'place-order', attempt: state.attempt },
    };
  }
  return { state: { stage: 'reloading', request, key }, effect: { type: 'reload' } };
}

function reloaded(
  request: OrderRequest,
  key: string,
  lines: readonly CheckoutLine[],
  invalidLineIds: readonly string[],
): CheckoutTransition {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const selected = request.itemIds.flatMap((id) => byId.get(id) ?? []);
  if (selected.length === 0) return stop('warning', basketMessages.nothingSelected);
  if (selected.some((line) => line.stock <= 0)) return stop('warning', basketMessages.outOfStockAtCheckout);
  if (selected.some((line) => invalidLineIds.includes(line.id) || hasQuantityProblem(line))) {
    return stop('warning', basketMessages.quantityAtCheckout);
  }
  const stillThere = { ...request, itemIds: selected.map((line) => line.id) };
  return { state: { stage: 'checking-prices', request: stillThere, key }, effect: { type: 'check-prices' } };
}

export function checkoutStep(state: CheckoutState, event: CheckoutEvent): CheckoutTransition {
  const ignore = { state, effect: null };
  switch (event.type) {
    case 'submit':
      return isCheckoutBusy(state) ? ignore : submit(state, event.request, event.key);
    case 'reloaded':
      return state.stage === 'reloading'
        ? reloaded(state.request, state.key, event.lines, event.invalidLineIds)
        : ignore;
    case 'prices-checked': {
      if (state.stage !== 'checking-prices') return ignore;
      if (event.update) return stop('warning', basketMessages.pricesChanged, { type: 'reload' });
      if (!event.confirmed) return stop('error', basketMessages.orderNotConfirmed);
      const attempt = { request: state.request, key: state.key };
      return { state: { stage: 'ordering', attempt }, effect: { type: 'place-order', attempt } };
    }
    case 'ordered':
      if (state.stage !== 'ordering') return ignore;
      return {
        state: {
          stage: 'ordered',
          orderNumbers: event.orderNumbers,
          notice: { tone: 'success', text: basketMessages.ordered(event.orderNumbers) },
        },
        effect: { type: 'reload' },
      };
    case 'failed':
      if (!isCheckoutBusy(state)) return ignore;
      if (state.stage === 'ordering' && event.outcomeUnknown) {
        return {
          state: {
            stage: 'unsettled',
            attempt: state.attempt,
            notice: { tone: 'error', text: basketMessages.orderUnknown },
          },
          effect: null,
        };
      }
      return stop('error', event.message);
  }
}

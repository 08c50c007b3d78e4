import type { PlacedOrder } from '../../api/basket-order';
import type { ExpressContact } from '../../rules/express-contact';

/**
 * The checkout's states and events (the machine that moves them is step.ts), with what the page
 * reads of a state before any press: a page loads the machine only once it is needed.
 */
export type DeliveryType = 'simple' | 'express';

/** What the client fills in under the basket: the delivery, its contact and the comment. */
export interface OrderForm {
  delivery: DeliveryType;
  /** Read only for express delivery. */
  contact: ExpressContact;
  comment: string;
}

export interface OrderRequest extends OrderForm {
  /** The selected basket line ids. */
  itemIds: readonly string[];
}

/** An order sent to the server under an idempotency key, so that a resend never makes a second one. */
export interface OrderAttempt {
  request: OrderRequest;
  key: string;
}

/** What steps 3 to 5 need to know of a reloaded line. */
export interface CheckoutLine {
  id: string;
  quantity: number;
  stock: number;
  multiplicity: number;
  /** Per piece, in roubles. */
  price: number;
}

/** A selected line as the client saw it when they pressed 'Оформить заказ'. */
export interface SeenLine {
  id: string;
  quantity: number;
  price: number;
}

/** A selected line the reloaded basket holds otherwise than the client saw it: what they saw. */
export interface LineChange {
  id: string;
  /** The quantity seen, when the basket holds another (or the line has left it); else `null`. */
  seenQuantity: number | null;
  /** The price seen, when the basket holds another; else `null`. */
  seenPrice: number | null;
}

export interface CheckoutNotice {
  tone: 'warning' | 'error' | 'success';
  text: string;
  /** Portal pages that tell more, in the order shown. */
  links?: readonly { text: string; path: string }[];
  /** 'form': about the selection or the express contact (steps 1, 2); it goes once that changes. */
  about?: 'form';
  /** Step 2 stopped the press: each of the contact's fields shows its own message, the first focused. */
  contact?: true;
}

export type CheckoutState =
  | {
      stage: 'idle';
      notice: CheckoutNotice | null;
      /**
       * The lines that stopped the order because they changed (step 3, or their prices at step 7),
       * to show them changed.
       */
      changes?: readonly LineChange[];
      /** After step 7's new prices: the goods total the client saw, to show the total's change. */
      seenGoods?: number;
    }
  | {
      stage: 'reloading';
      request: OrderRequest;
      key: string;
      /** The selected lines as the client saw them at the press. */
      seen: readonly SeenLine[];
      /** The press resends an order sent earlier (under its key) whose answer never came. */
      resend?: true;
    }
  | { stage: 'checking-prices'; request: OrderRequest; key: string; seen: readonly SeenLine[] }
  /** Step 7 said the prices changed: the basket is read again to show each line's new price. */
  | { stage: 'repricing'; seen: readonly SeenLine[] }
  | { stage: 'ordering'; attempt: OrderAttempt }
  | { stage: 'ordered'; orderNumbers: readonly string[]; notice: CheckoutNotice }
  | { stage: 'unsettled'; attempt: OrderAttempt; notice: CheckoutNotice };

export type CheckoutEvent =
  /**
   * The button was pressed; `key` is a fresh idempotency key, used if this press reaches step 8;
   * `seen` the selected lines as the client sees them.
   */
  | {
      type: 'submit';
      request: OrderRequest;
      key: string;
      seen: readonly SeenLine[];
      contactProblem: ContactProblem;
    }
  /** The selection, the delivery, the contact or the comment changed: a message about them may go. */
  | { type: 'form-changed'; request: OrderRequest; contactProblem: ContactProblem }
  /** Step 3 answered; `invalidLineIds` are lines whose quantity shows an error or failed to save. */
  | { type: 'reloaded'; lines: readonly CheckoutLine[]; invalidLineIds: readonly string[] }
  | { type: 'prices-checked'; update: boolean; confirmed: boolean }
  | { type: 'ordered'; orders: readonly PlacedOrder[] }
  /**
   * A call failed; `outcomeUnknown` when the failure is no answer about the order: none or a broken
   * one (the server may have acted), or a refused token.
   */
  | { type: 'failed'; message: string; outcomeUnknown: boolean }
  /**
   * The basket was loaded outside the flow (the page opened, or another tab changed the stored
   * attempt): the stored attempt, if any, is taken up against the lines there.
   */
  | { type: 'basket-loaded'; lineIds: readonly string[] }
  /** The client deleted a line: an attempt waiting for its answer no longer holds it. */
  | { type: 'line-removed'; lineId: string }
  | { type: 'basket-cleared' };

/**
 * What the express contact's rule (rules/express-contact.ts) says of a request's contact, read for
 * express delivery only (step 2). The runner applies the rule.
 */
export type ContactProblem = string | null;

export type CheckoutEffect =
  | { type: 'reload' }
  | { type: 'check-prices' }
  | { type: 'place-order'; attempt: OrderAttempt };

export const INITIAL_CHECKOUT: CheckoutState = { stage: 'idle', notice: null };

/** True while a call of the flow is under way: a press now changes nothing. */
export function isCheckoutBusy(state: CheckoutState): boolean {
  return (
    state.stage === 'reloading' ||
    state.stage === 'checking-prices' ||
    state.stage === 'repricing' ||
    state.stage === 'ordering'
  );
}

/** The attempt a state holds: sent and waiting, or sent without an answer. */
export function attemptOf(state: CheckoutState): OrderAttempt | null {
  return state.stage === 'ordering' || state.stage === 'unsettled' ? state.attempt : null;
}

/** The form of a request, to show it again as it was sent. */
export function orderFormOf({ delivery, contact, comment }: OrderRequest): OrderForm {
  return { delivery, contact, comment };
}

/**
 * A page's checkout before any press, with no attempt kept in storage: only a press moves it from
 * here (step.test.ts), so the machine waits for one.
 */
export function checkoutAtRest(state: CheckoutState, stored: OrderAttempt | null): boolean {
  return state.stage === 'idle' && state.notice === null && stored === null;
}

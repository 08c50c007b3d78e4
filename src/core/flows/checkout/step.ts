import type { OrderSubmission, PlacedOrder } from '../../api/basket-order';
import { basketMessages } from '../../messages/basket';
import { commentCount, ORDER_COMMENT_MAX } from '../../rules/order-comment';
import { orderPage, ordersPage, portalPath } from '../../rules/portal-paths';
import {
  attemptOf,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutLine,
  type CheckoutNotice,
  type CheckoutState,
  type ContactProblem,
  INITIAL_CHECKOUT,
  isCheckoutBusy,
  type LineChange,
  type OrderAttempt,
  type OrderRequest,
  type SeenLine,
} from './state';

/**
 * The checkout flow of doc 1 §4 ('Оформить заказ') as a state machine. `checkoutStep` is pure: it
 * takes the state and what just happened and answers the next state and the one effect to run
 * (a call); run.ts runs the effects and feeds their outcome back.
 *
 *   submit ─1 nothing selected / 2 bad express contact─▶ idle + notice (until the form changes)
 *      └─▶ reloading ─3 reloaded─▶ a selected line not as the client saw it ─▶ idle + notice, the changes
 *             │                   4 zero stock / 5 quantity error ─▶ idle + notice
 *             └─▶ checking-prices ─7 updated─▶ repricing ─reloaded─▶ idle + notice, each line's price
 *                    │                                           as seen and as it is now, the total's
 *                    └─ confirmed ─▶ ordering ─9─▶ ordered (numbers), reload
 *                                       └─ no answer ─▶ unsettled: the next press resends the same order,
 *                                          after the same reload and comparison (3–5)
 *
 * An order sent is kept in the session's persisted storage (`stored`, and the transition's
 * `pending`) until its answer is known, so that a reloaded page or another tab resends it under the
 * same key instead of making a second order:
 *
 *   basket-loaded with an attempt stored ─ its lines all there ─▶ unsettled
 *      ├─ some of them gone ─▶ unsettled with the lines left, same key
 *      └─ none left (the server took it) ─▶ idle + 'order taken' notice, forgotten, nothing sent
 */
interface CheckoutTransition {
  state: CheckoutState;
  effect: CheckoutEffect | null;
  /**
   * What the session's persisted attempt becomes: this attempt, or `null` once its answer is known.
   * Absent: it stays as it is (it may be another tab's).
   */
  pending?: OrderAttempt | null;
}

/** What order.add.json is sent for an attempt: the comment and the contact trimmed, the contact only for express delivery. */
export function orderSubmission({ request, key }: OrderAttempt): OrderSubmission {
  return {
    itemIds: request.itemIds,
    comment: request.comment.trim(),
    express:
      request.delivery === 'express'
        ? { name: request.contact.name.trim(), phone: request.contact.phone }
        : null,
    key,
  };
}

const stop = (tone: CheckoutNotice['tone'], text: string, effect: CheckoutEffect | null = null) => ({
  state: { stage: 'idle', notice: { tone, text } } satisfies CheckoutState,
  effect,
});

/** Steps 1 and 2: what stops a request before any call, or `null`. */
function formProblem(request: OrderRequest, contactProblem: ContactProblem): string | null {
  if (request.itemIds.length === 0) return basketMessages.nothingSelected;
  const contact = request.delivery === 'express' ? contactProblem : null;
  if (contact) return contact;
  return commentCount(request.comment).over
    ? basketMessages.commentTooLongAtCheckout(ORDER_COMMENT_MAX)
    : null;
}

const kopecks = (price: number) => Math.round(price * 100);

/**
 * Step 3's comparison: the seen lines that the reloaded basket holds with another quantity or
 * price, or no longer holds. An edit whose answer was lost may have been made or not; whatever the
 * server holds, no order goes out with a quantity or a price the client did not see.
 */
export function changedLines(seen: readonly SeenLine[], lines: readonly CheckoutLine[]): LineChange[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return seen.flatMap((was) => {
    const now = byId.get(was.id);
    const quantity = !now || now.quantity !== was.quantity;
    const price = now !== undefined && kopecks(now.price) !== kopecks(was.price);
    return quantity || price
      ? [{ id: was.id, seenQuantity: quantity ? was.quantity : null, seenPrice: price ? was.price : null }]
      : [];
  });
}

/** The same order: same lines, delivery, contact (for express) and comment. */
function sameOrder(a: OrderRequest, b: OrderRequest): boolean {
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
function hasQuantityProblem(line: CheckoutLine): boolean {
  const m = Number.isInteger(line.multiplicity) && line.multiplicity >= 1 ? line.multiplicity : 1;
  return line.quantity > line.stock || line.quantity < m || line.quantity % m !== 0;
}

/** The attempt with only the lines `keep` accepts, under the same key. */
function narrowed(attempt: OrderAttempt, keep: (lineId: string) => boolean): OrderAttempt {
  const itemIds = attempt.request.itemIds.filter(keep);
  return itemIds.length === attempt.request.itemIds.length
    ? attempt
    : { ...attempt, request: { ...attempt.request, itemIds } };
}

const unsettled = (attempt: OrderAttempt): CheckoutState => ({
  stage: 'unsettled',
  attempt,
  notice: { tone: 'error', text: basketMessages.orderUnknown },
});

/** Sends `attempt` (again): kept in storage from now until its answer is known. */
const placeOrder = (attempt: OrderAttempt): CheckoutTransition => ({
  state: { stage: 'ordering', attempt },
  effect: { type: 'place-order', attempt },
  pending: attempt,
});

/** Forgets the stored attempt if it is this one; another tab's stays. */
const forget = (stored: OrderAttempt | null, attempt: OrderAttempt) =>
  stored?.key === attempt.key ? { pending: null } : {};

function submit(
  state: CheckoutState,
  { request, key, seen, contactProblem }: Extract<CheckoutEvent, { type: 'submit' }>,
  stored: OrderAttempt | null,
): CheckoutTransition {
  const problem = formProblem(request, contactProblem);
  if (problem) {
    // Step 2's (the contact's) once lines are selected; step 1's and the comment's are about no
    // field of the contact.
    const contact = request.itemIds.length > 0 && problem === contactProblem;
    return {
      state: {
        stage: 'idle',
        notice: { tone: 'warning', text: problem, about: 'form', ...(contact && { contact }) },
      },
      effect: null,
    };
  }
  // A press after an order whose answer never came (on this page, after a reload or in another
  // tab) sends that same order again, under its key: the server answers the first result instead
  // of creating a second order. The basket is reloaded first, as for a new order: the client may
  // have changed a line meanwhile.
  const waiting = [attemptOf(state), stored].find(
    (attempt) => attempt && sameOrder(attempt.request, request),
  );
  const reloading: CheckoutState = waiting
    ? { stage: 'reloading', request: waiting.request, key: waiting.key, seen, resend: true }
    : { stage: 'reloading', request, key, seen };
  return { state: reloading, effect: { type: 'reload' } };
}

/** The 'order taken' notice: the server removes an order's lines from the basket when it takes it. */
const taken = (): CheckoutState => ({
  stage: 'idle',
  notice: {
    tone: 'success',
    text: basketMessages.orderTaken,
    links: [{ text: basketMessages.orderListLink, path: ordersPage.pattern }],
  },
});

/**
 * Issue 44.4: the orders placed, each linked to its page ('Открыть заказ' for one, its number for
 * several), and the order list.
 */
function orderedNotice(orders: readonly PlacedOrder[]): CheckoutNotice {
  const orderLink = (order: PlacedOrder) => ({
    text: orders.length === 1 ? basketMessages.openOrder : basketMessages.orderLink(order.number),
    path: portalPath(orderPage, { orderId: order.id }),
  });
  return {
    tone: 'success',
    text: basketMessages.ordered(orders.map((order) => order.number)),
    links: [...orders.map(orderLink), { text: basketMessages.allOrders, path: ordersPage.pattern }],
  };
}

function reloaded(
  state: Extract<CheckoutState, { stage: 'reloading' }>,
  lines: readonly CheckoutLine[],
  invalidLineIds: readonly string[],
  stored: OrderAttempt | null,
): CheckoutTransition {
  const { key, seen, resend } = state;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const sent = { request: state.request, key };
  // A resent order's lines gone from the basket were taken with it (or deleted): not a change.
  const left = resend ? narrowed(sent, (id) => byId.has(id)) : sent;
  const narrowing = left !== sent && stored?.key === key ? { pending: left } : {};
  // None left: the server took it meanwhile (or the client deleted them). Sent again as it was, under
  // its key, the server answers its number; it can make no order of lines no longer in the basket.
  if (resend && left.request.itemIds.length === 0) return placeOrder(sent);
  const changes = changedLines(
    seen.filter((line) => left.request.itemIds.includes(line.id)),
    lines,
  );
  if (changes.length > 0) {
    return {
      state: { stage: 'idle', notice: { tone: 'warning', text: basketMessages.basketChanged }, changes },
      effect: null,
      ...narrowing,
    };
  }
  // Every line left is there, as the client saw it (a seen line gone is a change).
  const selected = left.request.itemIds.flatMap((id) => byId.get(id) ?? []);
  const stopped = (text: string) => ({ ...stop('warning', text), ...narrowing });
  if (selected.some((line) => line.stock <= 0)) return stopped(basketMessages.outOfStockAtCheckout);
  if (selected.some((line) => invalidLineIds.includes(line.id) || hasQuantityProblem(line))) {
    return stopped(basketMessages.quantityAtCheckout);
  }
  const request = { ...left.request, itemIds: selected.map((line) => line.id) };
  // A resent order was price-checked when it was first sent.
  if (resend) return placeOrder({ request, key });
  return {
    state: {
      stage: 'checking-prices',
      request,
      key,
      seen: seen.filter((line) => request.itemIds.includes(line.id)),
    },
    effect: { type: 'check-prices' },
  };
}

/** The goods total of lines as the client saw them, in roubles (summed in kopecks). */
function seenGoodsTotal(seen: readonly SeenLine[]): number {
  return seen.reduce((sum, line) => sum + kopecks(line.price) * line.quantity, 0) / 100;
}

/**
 * Step 7 said the prices changed and the basket was read again: the lines whose price (or
 * quantity) is not what the client saw are shown with both, and the total as it was; nothing is
 * ordered until the client presses again, having seen them.
 */
function repriced(seen: readonly SeenLine[], lines: readonly CheckoutLine[]): CheckoutTransition {
  const changes = changedLines(seen, lines);
  return {
    state: {
      stage: 'idle',
      notice: { tone: 'warning', text: basketMessages.pricesChanged },
      ...(changes.length > 0 && { changes, seenGoods: seenGoodsTotal(seen) }),
    },
    effect: null,
  };
}

/**
 * Takes up the stored attempt on a freshly loaded basket. The server removes an order's lines from
 * the basket when it takes it, so lines gone mean it was taken: it is not sent again. Lines still
 * there are what the next press resends, under the same key (whatever the server did, no second
 * order comes of it).
 */
function basketLoaded(
  state: CheckoutState,
  lineIds: readonly string[],
  stored: OrderAttempt | null,
): CheckoutTransition {
  if (!stored) {
    // Another tab got the answer: that tab shows it; this one reloads what the order left.
    return state.stage === 'unsettled'
      ? { state: INITIAL_CHECKOUT, effect: { type: 'reload' } }
      : { state, effect: null };
  }
  const left = narrowed(stored, (lineId) => lineIds.includes(lineId));
  if (left.request.itemIds.length === 0) return { state: taken(), effect: null, pending: null };
  return { state: unsettled(left), effect: null, ...(left !== stored && { pending: left }) };
}

function lineRemoved(state: CheckoutState, lineId: string, stored: OrderAttempt | null): CheckoutTransition {
  const keep = (id: string) => id !== lineId;
  const held = attemptOf(state);
  const left = held && narrowed(held, keep);
  const storedLeft = stored && narrowed(stored, keep);
  const pending =
    storedLeft === stored ? {} : { pending: storedLeft?.request.itemIds.length ? storedLeft : null };
  if (state.stage !== 'unsettled' || !left || left === held) return { state, effect: null, ...pending };
  // Every line of the order deleted: there is nothing left to order or to wait for.
  if (left.request.itemIds.length === 0) return { state: INITIAL_CHECKOUT, effect: null, ...pending };
  return { state: { ...state, attempt: left }, effect: null, ...pending };
}

/**
 * Moves the flow on. `stored` is the attempt kept in the session's persisted storage (by this tab
 * or another one); the answer's `pending` says what it becomes.
 */
export function checkoutStep(
  state: CheckoutState,
  event: CheckoutEvent,
  stored: OrderAttempt | null = null,
): CheckoutTransition {
  const ignore = { state, effect: null };
  switch (event.type) {
    case 'submit':
      return isCheckoutBusy(state) ? ignore : submit(state, event, stored);
    case 'form-changed':
      return state.stage === 'idle' &&
        state.notice?.about === 'form' &&
        formProblem(event.request, event.contactProblem) !== state.notice.text
        ? { state: INITIAL_CHECKOUT, effect: null }
        : ignore;
    case 'reloaded':
      if (state.stage === 'repricing') return repriced(state.seen, event.lines);
      return state.stage === 'reloading'
        ? reloaded(state, event.lines, event.invalidLineIds, stored)
        : ignore;
    case 'prices-checked': {
      if (state.stage !== 'checking-prices') return ignore;
      if (event.update)
        return { state: { stage: 'repricing', seen: state.seen }, effect: { type: 'reload' } };
      if (!event.confirmed) return stop('error', basketMessages.orderNotConfirmed);
      return placeOrder({ request: state.request, key: state.key });
    }
    case 'ordered':
      if (state.stage !== 'ordering') return ignore;
      return {
        state: {
          stage: 'ordered',
          orderNumbers: event.orders.map((order) => order.number),
          notice: orderedNotice(event.orders),
        },
        effect: { type: 'reload' },
        ...forget(stored, state.attempt),
      };
    case 'failed':
      if (!isCheckoutBusy(state)) return ignore;
      if (state.stage === 'ordering') {
        // No answer about the order (none, a broken one, a refused token): kept, and the next press
        // resends it. A refusal is an answer.
        if (event.outcomeUnknown) return { state: unsettled(state.attempt), effect: null };
        return { ...stop('error', event.message), ...forget(stored, state.attempt) };
      }
      // Nothing was sent again: the order sent earlier is as unknown as it was.
      if (state.stage === 'reloading' && state.resend) {
        return { state: unsettled({ request: state.request, key: state.key }), effect: null };
      }
      return stop('error', event.message);
    case 'basket-loaded':
      return isCheckoutBusy(state) ? ignore : basketLoaded(state, event.lineIds, stored);
    case 'line-removed':
      return lineRemoved(state, event.lineId, stored);
    case 'basket-cleared':
      // Nothing of a stored attempt is left to resend, nor to report as taken on the next page.
      return { state: INITIAL_CHECKOUT, effect: null, ...(stored && { pending: null }) };
  }
}

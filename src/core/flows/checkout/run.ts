import { atom, type ReadableAtom } from 'nanostores';
import type { HeaderBasket } from '../../api/basket';
import {
  clearBasket,
  deleteBasketLine,
  listBasket,
  loadBasketPage,
  updateBasketLine,
} from '../../api/basket-items';
import { checkBasketPrices, type OrderSubmission, placeOrder } from '../../api/basket-order';
import { errorMessageFor } from '../../api/error-message';
import { codeFetchFailure, isApiError } from '../../api/errors';
import { idempotencyKey } from '../../api/idempotency';
import type { BasketItem } from '../../domain/basket';
import { basketClearMessages } from '../../messages/basket';
import { countedQuantity, savedQuantity } from '../../rules/basket-lines';
import { type Deselected, selectOnly, toggleAll, toggleLine } from '../../rules/basket-selection';
import { expressContactProblem } from '../../rules/express-contact';
import type { Quantity } from '../../rules/quantity';
import { refreshHeaderBasket } from '../../session/basket';
import { basketDraftsOf, changeDraft, draftOf, keptEditsSent, withEdit } from '../../session/basket-drafts';
import { basketQuantitiesOf } from '../../session/basket-quantities';
import { pendingOrderOf } from '../../session/pending-order';
import type { Session } from '../../session/session';
import { answerLost, createOnceSender } from '../submission/once';
import {
  attemptOf,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutState,
  type ContactProblem,
  checkoutAtRest,
  INITIAL_CHECKOUT,
  isCheckoutBusy,
  type OrderAttempt,
  type OrderForm,
  type OrderRequest,
  orderFormOf,
  type SeenLine,
} from './state';
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
  /** Why the last save or delete of this line failed; the line shows what the server holds. */
  message: string | null;
  /**
   * The quantity shown is an edit kept in the browser's storage and not confirmed by the server yet:
   * made before this page was opened (the page sends it again), or in another tab.
   */
  drafted?: boolean;
}

/**
 * What a press orders, and what the total under the basket counts: the selected lines, less any the
 * client is deleting, whether or not its delete has been answered (nor whether it then fails).
 */
export function linesToOrder(lines: readonly BasketLine[], deselected: Deselected): BasketLine[] {
  return lines.filter((line) => !line.removing && !deselected.has(line.item.id));
}

interface BasketCheckoutState {
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

/** Whether the browser is online, for code that could not be fetched. */
const isOnline = () => globalThis.navigator?.onLine !== false;

function windowOnline(listener: () => void): () => void {
  globalThis.addEventListener?.('online', listener);
  return () => globalThis.removeEventListener?.('online', listener);
}

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

const EMPTY_FORM: OrderForm = { delivery: 'simple', contact: { name: '', phone: '' }, comment: '' };

/**
 * A line whose last edit or delete failed. A failure is no proof that nothing happened (the answer
 * may be what was lost), so the line waits for the basket to be read again and then shows what the
 * server holds. `asked` is the quantity sent, `null` for a delete.
 */
interface Doubt {
  asked: number | null;
  message: string;
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

/**
 * The basket page's logic (doc 1 §2 "Basket", §4): the lines and their edits, the selection, and
 * the checkout flow of rules/checkout.ts with its calls. Every change reaches the session's header
 * basket and basket quantities, so the badge and the lists follow.
 */
export function createBasketCheckout(session: Session, options: BasketCheckoutOptions = {}): BasketCheckout {
  const newOrderKey = options.newOrderKey ?? idempotencyKey;
  const clears = createOnceSender();
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

  /** Keeps the line's edit in storage until the server answers it (`null`: answered, or dropped). */
  const keepEdit = (lineId: string, quantity: number | null) =>
    changeDraft(session, (current) => withEdit(current, lineId, quantity));
  const keepComment = (comment: string) => changeDraft(session, (current) => ({ ...current, comment }));

  function applyHeader(header: { count: number; price: number } | null): void {
    if (header) session.$headerBasket.set(header);
    else void refreshHeaderBasket(session);
  }

  let leavingPage = false;
  const updates = createBasketUpdateQueue({
    delayMs: options.updateDelayMs,
    async send(lineId, quantity) {
      // An older edit of the line, kept from a closed tab, may be on its way.
      await keptEditsSent(session);
      applyHeader(await updateBasketLine(session.api, lineId, quantity, { keepalive: leavingPage }));
    },
    onSaved(lineId, quantity) {
      const newerEdit = updates.isPending(lineId);
      if (!newerEdit) keepEdit(lineId, null);
      patchLine(lineId, (line) => ({
        ...line,
        item: { ...line.item, quantity },
        saving: newerEdit,
        message: newerEdit ? line.message : null,
      }));
      syncSession();
    },
    onHeld(lineId) {
      patchLine(lineId, (line) => ({ ...line, saving: true, message: null }));
      if (!rereading) rereadLater();
    },
    onFailed(lineId, quantity, error) {
      // A newer edit of the line is on its way: its answer tells what the server holds.
      if (updates.isPending(lineId)) return;
      // The server's word (or its doubt) on it: the line shows what the server holds, not the draft.
      keepEdit(lineId, null);
      void doubt(lineId, quantity, error);
    },
  });

  const doubts = new Map<string, Doubt>();
  // Off once the widget is disposed: a re-read tried again later waits for the next load.
  let active = true;
  let rereading = false;
  let rereadTimer: ReturnType<typeof setTimeout> | undefined;
  const firstRereadDelay = options.rereadDelayMs ?? BASKET_REREAD_DELAY_MS;
  let rereadDelay = firstRereadDelay;

  function rereadLater(): void {
    clearTimeout(rereadTimer);
    if (active) rereadTimer = setTimeout(() => void reread(), rereadDelay);
    rereadDelay = Math.min(rereadDelay * 2, firstRereadDelay * 8);
  }

  /** A failed edit or delete: the line stays as shown until the basket is read again. */
  function doubt(lineId: string, asked: number | null, error: unknown): Promise<void> {
    doubts.set(lineId, { asked, message: errorMessageFor(error) });
    patchLine(lineId, (line) => ({ ...line, saving: true }));
    return reread();
  }

  /**
   * Sends again the edits kept for want of a connection, and reads the basket again for the doubted
   * lines; tried again later (less and less often) while either fails, as the browser's `online`
   * does not tell of a server out of reach.
   */
  async function reread(): Promise<void> {
    if (rereading || (doubts.size === 0 && !updates.holding)) return;
    rereading = true;
    clearTimeout(rereadTimer);
    let known = true;
    try {
      await updates.resend();
      if (doubts.size > 0) await applyFresh(await freshList());
    } catch {
      known = false;
      // Not known yet: the line shows what the server last confirmed, and why its change failed.
      for (const [lineId, { message }] of doubts) {
        patchLine(lineId, (line) => ({
          ...line,
          quantity: updates.isPending(lineId) ? line.quantity : savedQuantity(line.item),
          saving: updates.isPending(lineId),
          removing: false,
          message,
        }));
      }
    } finally {
      rereading = false;
    }
    if (!known || updates.holding) return rereadLater();
    rereadDelay = firstRereadDelay;
    // Doubts that came up while the basket was being read.
    await reread();
  }

  /** The basket as the server holds it after every call queued so far, with the doubts it settles. */
  function freshList(): Promise<{ items: BasketItem[]; settled: Map<string, Doubt> }> {
    return updates.run(async () => {
      const settled = new Map(doubts);
      return { items: await listBasket(session.api), settled };
    });
  }

  /** A line whose shown quantity is the client's own invalid text (kept across reloads). */
  const typedError = (line: BasketLine) =>
    line.quantity.state === 'error' && line.quantity.text !== savedQuantity(line.item).text;

  /**
   * Shows the basket as read. A line keeps what the client typed while an edit of it is on its way
   * or shows an error; a doubted line shows the server's quantity, and why its change failed when the
   * server holds another than asked; a line the server holds as before keeps its message, so that
   * nothing moves while the checkout reloads.
   */
  function applyItems(items: readonly BasketItem[], settled: ReadonlyMap<string, Doubt> = new Map()): void {
    const before = new Map($state.get().lines.map((line) => [line.item.id, line]));
    const lines = items.map((item): BasketLine => {
      const known = before.get(item.id);
      const pending = updates.isPending(item.id);
      const keepShown = known && (pending || typedError(known));
      const doubted = settled.get(item.id);
      const unchanged = known && known.item.quantity === item.quantity && known.item.price === item.price;
      let message: string | null = null;
      if (keepShown) message = known.message;
      else if (doubted) message = doubted.asked === item.quantity ? null : doubted.message;
      else if (unchanged) message = known.message;
      return {
        item,
        quantity: keepShown ? known.quantity : savedQuantity(item),
        saving: pending || (doubts.has(item.id) && !settled.has(item.id)),
        removing: false,
        message,
      };
    });
    patch({ lines, status: 'ready', loadError: null });
    syncSession();
  }

  /**
   * Shows a fresh list and settles the doubts it answers; a deleted line found gone leaves the flow
   * too, and an order waiting for its answer is taken up against the lines there (gone: taken).
   */
  async function applyFresh({ items, settled }: { items: BasketItem[]; settled: Map<string, Doubt> }) {
    for (const [lineId, doubted] of settled) if (doubts.get(lineId) === doubted) doubts.delete(lineId);
    applyItems(items, settled);
    if (settled.size > 0) void refreshHeaderBasket(session);
    for (const [lineId, doubted] of settled) {
      if (doubted.asked === null && !items.some((item) => item.id === lineId)) {
        await dispatch({ type: 'line-removed', lineId });
      }
    }
    if ($state.get().checkout.stage === 'unsettled') {
      await dispatch({ type: 'basket-loaded', lineIds: items.map((item) => item.id) });
    }
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

  let machine: Awaited<ReturnType<typeof checkoutMachine>> | null = null;

  /** Moves the flow on; resolves once the effects this event set off have all run. */
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
    const { state, effect, pending } = machine.checkoutStep($state.get().checkout, event, stored());
    patch({ checkout: state });
    // The comment went with the order.
    if (state.stage === 'ordered') keepComment('');
    // Stored before order.add.json goes out: a page closed while it is under way leaves it behind.
    if (pending !== undefined) store(pending);
    if (effect) await perform(effect, machine.orderSubmission);
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

  /**
   * The client's edits kept in storage and not confirmed yet (a tab closed or reloaded before the
   * server answered them, or another tab's) show as pending: the page's sending of kept edits
   * (session/kept-edits.ts) or the other tab sends them. Once one shown is settled, the basket is
   * read again for the server's figures.
   */
  async function showDrafts(): Promise<void> {
    if ($state.get().status !== 'ready' || !session.$signedIn.get()) return;
    const { edits } = draftOf(session);
    if ($state.get().lines.some((line) => line.drafted && edits[line.item.id] === undefined)) {
      try {
        await applyFresh(await freshList());
      } catch (error) {
        console.warn('[portal] basket reload after a kept edit failed', error);
      }
    }
    for (const [lineId, quantity] of Object.entries(edits)) {
      if (updates.isPending(lineId)) continue;
      patchLine(lineId, (shown) =>
        shown.item.quantity === quantity || (shown.drafted && shown.quantity.value === quantity)
          ? shown
          : { ...shown, quantity: savedQuantity({ ...shown.item, quantity }), saving: true, drafted: true },
      );
    }
  }

  /** Another tab sent an order or got its answer: the basket it acted on is loaded again. */
  async function followOtherTab(): Promise<void> {
    const { status, checkout } = $state.get();
    // Signed out (here or there): the widget is leaving, there is no basket to load.
    if (status !== 'ready' || isCheckoutBusy(checkout) || !session.$signedIn.get()) return;
    try {
      await applyFresh(await freshList());
    } catch (error) {
      // A press still finds the stored attempt and resends it rather than making a new order.
      console.warn('[portal] basket reload after another tab failed', error);
      return;
    }
    if (!isCheckoutBusy($state.get().checkout)) await takeUpStored();
  }

  let unfollow: (() => void) | null = null;
  let unfollowDrafts: (() => void) | null = null;
  let unfollowUser: (() => void) | null = null;
  let unlisten: (() => void) | null = null;

  /** The connection is back: what waited for it goes now. */
  function reconnected(): void {
    rereadDelay = firstRereadDelay;
    void reread();
  }

  /** The order as the page stands: the selected lines and `form`. */
  function requestOf(form: OrderForm): OrderRequest {
    const { lines, deselected } = $state.get();
    return {
      itemIds: linesToOrder(lines, deselected).map((line) => line.item.id),
      ...form,
    };
  }

  function formChanged(): void {
    const request = requestOf($state.get().form);
    void dispatch({ type: 'form-changed', request, contactProblem: contactProblemOf(request) });
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
            await applyFresh(await freshList());
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
          const orderNumbers = await placeOrder(session.api, submission(effect.attempt));
          // The server takes the ordered lines out of the basket: they leave the page now, not only
          // once the basket is read again (which may fail).
          const ordered = new Set(effect.attempt.request.itemIds);
          patch({ lines: $state.get().lines.filter((line) => !ordered.has(line.item.id)) });
          syncSession();
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
      active = true;
      unfollow ??= pendingOrderOf(session).listen(() => {
        if (!storing) void followOtherTab();
      });
      // This page's own edits are pending while kept: only the others' show as drafts.
      unfollowDrafts ??= basketDraftsOf(session).listen(() => void showDrafts());
      // The drafts are the user's: a page that learns who that is only later (its own call for it
      // failed, the header's came after) shows them then.
      unfollowUser ??= session.$user.listen(() => void showDrafts());
      unlisten ??= (options.onOnline ?? windowOnline)(reconnected);
      patch({ status: $state.get().lines.length > 0 ? 'ready' : 'loading', loadError: null });
      const terms = loadUserTerms();
      const kept = basketDraftsOf(session).get();
      try {
        let fresh = await freshList();
        // The drafts are the user's: the lines wait for the page to know who that is.
        if (!session.$user.get()) await terms;
        // A kept edit saved while the basket was read may be missing from it.
        if (basketDraftsOf(session).get() !== kept) fresh = await freshList();
        await applyFresh(fresh);
        await showDrafts();
        const { comment } = draftOf(session);
        const { form } = $state.get();
        if (comment !== '' && form.comment === '') patch({ form: { ...form, comment } });
        await takeUpStored();
      } catch (error) {
        patch({ status: 'failed', loadError: errorMessageFor(error) });
      }
      await terms;
    },
    setQuantity(lineId, quantity) {
      const line = $state.get().lines.find((candidate) => candidate.item.id === lineId);
      // What the server will hold once the edits on their way are answered: the same is not sent
      // again (minus at the minimum), unless a failed change leaves it unknown.
      const held = updates.lastSent(lineId) ?? line?.item.quantity;
      const valid = quantity.state !== 'error' && quantity.value !== null;
      if (valid && quantity.value !== null && (quantity.value !== held || doubts.has(lineId))) {
        updates.schedule(lineId, quantity.value);
        // A tab closed before the answer leaves it to the next page.
        keepEdit(lineId, quantity.value);
      } else {
        updates.cancel(lineId);
        if (!updates.isPending(lineId)) keepEdit(lineId, null);
      }
      patchLine(lineId, (changed) => ({
        ...changed,
        quantity,
        message: null,
        saving: updates.isPending(lineId) || doubts.has(lineId),
        drafted: false,
      }));
    },
    async remove(lineId) {
      updates.cancel(lineId);
      keepEdit(lineId, null);
      patchLine(lineId, (line) => ({ ...line, removing: true, message: null }));
      try {
        const header = await updates.run(() => deleteBasketLine(session.api, lineId));
        patchLine(lineId, () => null);
        patch({ deselected: new Set([...$state.get().deselected].filter((id) => id !== lineId)) });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'line-removed', lineId });
      } catch (error) {
        await doubt(lineId, null, error);
      }
    },
    async clear() {
      const { lines } = $state.get();
      for (const line of lines) updates.cancel(line.item.id);
      changeDraft(session, (current) => ({ ...current, edits: {} }));
      patch({ clearing: true, clearError: null });
      const cleared = async (header: HeaderBasket | null) => {
        patch({ lines: [], deselected: new Set(), clearing: false });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'basket-cleared' });
      };
      try {
        // Under a key, asked again when its answer is lost: a second press clears nothing added since.
        const lineIds = lines.map((line) => line.item.id);
        await cleared(await updates.run(() => clears.send(lineIds, (key) => clearBasket(session.api, key))));
      } catch (error) {
        // Lost twice: the basket as the server holds it says whether it was cleared.
        const held = answerLost(error) ? await listBasket(session.api).catch(() => null) : null;
        if (held?.length === 0) return cleared(null);
        if (held) applyItems(held);
        const unknown = answerLost(error) && !held;
        patch({
          clearing: false,
          clearError: unknown ? basketClearMessages.unknown : errorMessageFor(error),
        });
      }
    },
    toggleLine(lineId) {
      patch({ deselected: toggleLine($state.get().deselected, lineId) });
      formChanged();
    },
    toggleAll() {
      const { lines, deselected } = $state.get();
      patch({
        deselected: toggleAll(
          lines.map((line) => line.item.id),
          deselected,
        ),
      });
      formChanged();
    },
    setForm(form) {
      if (form.comment !== $state.get().form.comment) keepComment(form.comment);
      patch({ form });
      formChanged();
    },
    async submit(form) {
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
      const key = newOrderKey();
      await dispatch({
        type: 'submit',
        request,
        key,
        seen,
        contactProblem: contactProblemOf(request),
      });
    },
    dispose() {
      unfollow?.();
      unfollow = null;
      unfollowDrafts?.();
      unfollowDrafts = null;
      unfollowUser?.();
      unfollowUser = null;
      unlisten?.();
      unlisten = null;
      active = false;
      clearTimeout(rereadTimer);
      return updates.flush();
    },
    leavePage() {
      leavingPage = true;
      return updates.flush();
    },
    isUnsent: updates.isHeld,
    hasUnsentEdits: () => updates.holding,
  };
}

import { listBasket } from '../../api/basket-items';
import { errorMessageFor } from '../../api/error-message';
import type { BasketItem } from '../../domain/basket';
import { basketMessages } from '../../messages/basket';
import { savedQuantity } from '../../rules/basket-lines';
import { refreshHeaderBasket } from '../../session/basket';
import type { Session } from '../../session/session';
import { type BasketLine, type BasketState, typedError } from './basket-state';
import type { CheckoutEvent } from './state';
import type { BasketUpdateQueue } from './update-queue';

/**
 * A line whose last edit or delete failed. A failure is no proof that nothing happened (the answer
 * may be what was lost), so the line waits for the basket to be read again and then shows what the
 * server holds. `asked` is the quantity sent, `null` for a delete.
 */
interface Doubt {
  asked: number | null;
  message: string;
}

/** The basket as read, and the doubts that reading settles. */
interface FreshList {
  items: BasketItem[];
  settled: Map<string, Doubt>;
}

interface BasketReadsOptions {
  session: Session;
  state: BasketState;
  updates: BasketUpdateQueue;
  /** First wait before a failed re-read is tried again; doubled each time, up to 8 times that. */
  rereadDelayMs: number;
  /** Tells the checkout flow of a deleted line found gone, and of lines read while an order waits. */
  dispatch(event: CheckoutEvent): Promise<void>;
}

/** Reading the basket again: the lines in doubt after a failure, and the edits kept offline. */
export interface BasketReads {
  /** The basket as the server holds it after every call queued so far, with the doubts it settles. */
  freshList(): Promise<FreshList>;
  /**
   * Shows a fresh list and settles the doubts it answers; a deleted line found gone leaves the flow
   * too, and an order waiting for its answer is taken up against the lines there (gone: taken).
   */
  applyFresh(fresh: FreshList): Promise<void>;
  /** Shows the basket as read outside a re-read (no doubt is settled by it). */
  show(items: readonly BasketItem[]): void;
  /** A failed edit or delete: the line stays as shown until the basket is read again. */
  doubt(lineId: string, asked: number | null, error: unknown): Promise<void>;
  isDoubted(lineId: string): boolean;
  /** An edit was kept for want of a connection: it is tried again later, unless a read is under way. */
  heldEdit(): void;
  /** The connection is back: what waited for it goes now. */
  reconnected(): void;
  /** Whether a failed read is tried again later: off once the widget is disposed, until it loads again. */
  setActive(active: boolean): void;
}

export function createBasketReads({
  session,
  state,
  updates,
  rereadDelayMs,
  dispatch,
}: BasketReadsOptions): BasketReads {
  const { $state, patch, patchLine, syncSession } = state;
  const doubts = new Map<string, Doubt>();
  let active = true;
  let rereading = false;
  let rereadTimer: ReturnType<typeof setTimeout> | undefined;
  let rereadDelay = rereadDelayMs;

  function rereadLater(): void {
    clearTimeout(rereadTimer);
    if (active) rereadTimer = setTimeout(() => void reread(), rereadDelay);
    rereadDelay = Math.min(rereadDelay * 2, rereadDelayMs * 8);
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
    rereadDelay = rereadDelayMs;
    // Doubts that came up while the basket was being read.
    await reread();
  }

  function freshList(): Promise<FreshList> {
    return updates.run(async () => {
      const settled = new Map(doubts);
      return { items: await listBasket(session.api), settled };
    });
  }

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
    // A line the client was editing that the server no longer holds: its edit cannot be saved; said,
    // not dropped silently (a delete of such a line is done, nothing to say).
    const gone = [...before.values()].filter(
      ({ item }) =>
        !items.some((held) => held.id === item.id) &&
        (updates.isPending(item.id) || (settled.get(item.id) ?? doubts.get(item.id))?.asked != null),
    );
    for (const { item } of gone) updates.cancel(item.id);
    patch({
      lines,
      status: 'ready',
      loadError: null,
      ...(gone.length > 0 && { goneNotice: basketMessages.lineGone(gone.map(({ item }) => item.name)) }),
    });
    syncSession();
  }

  async function applyFresh({ items, settled }: FreshList): Promise<void> {
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

  return {
    freshList,
    applyFresh,
    show: (items) => applyItems(items),
    doubt(lineId, asked, error) {
      doubts.set(lineId, { asked, message: errorMessageFor(error) });
      patchLine(lineId, (line) => ({ ...line, saving: true }));
      return reread();
    },
    isDoubted: (lineId) => doubts.has(lineId),
    heldEdit() {
      if (!rereading) rereadLater();
    },
    reconnected() {
      rereadDelay = rereadDelayMs;
      void reread();
    },
    setActive(now) {
      active = now;
      if (!now) clearTimeout(rereadTimer);
    },
  };
}

import { isApiError } from '../../api/errors';

/** How long a quantity rests before it is sent: a client clicking plus five times sends one update. */
export const BASKET_UPDATE_DELAY_MS = 500;

interface BasketUpdateQueueOptions {
  /** Sends one line's quantity (basket.update.json); rejects when the server refused or was not reached. */
  send: (lineId: string, quantity: number) => Promise<void>;
  onSaved: (lineId: string, quantity: number) => void;
  onFailed: (lineId: string, quantity: number, error: unknown) => void;
  /** An edit found no connection: it is kept, and `resend` sends it again. */
  onHeld: (lineId: string, quantity: number) => void;
  /** Defaults to `BASKET_UPDATE_DELAY_MS`. */
  delayMs?: number;
}

export interface BasketUpdateQueue {
  /** Sends this quantity once the line has rested; a later call for the line replaces it. */
  schedule(lineId: string, quantity: number): void;
  /** Drops the line's edit that has not been sent yet, or waits for the connection (the line is deleted, or now shows an error). */
  cancel(lineId: string): void;
  /** Runs a basket call (delete, clear) after everything queued before it. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Sends again the edits that found no connection; resolves when they have been answered. */
  resend(): Promise<void>;
  /** Sends resting edits and those waiting for the connection now; resolves when everything queued so far has been answered. */
  flush(): Promise<void>;
  /** True while the line has an edit resting, waiting, in flight or kept for the connection. */
  isPending(lineId: string): boolean;
  /**
   * True while the line's last edit sent is kept because it found no connection, and while a newer
   * edit of it rests (it has no more connection than the one it replaces).
   */
  isHeld(lineId: string): boolean;
  /** The quantity of the line's last edit sent and not yet answered (resting ones aside). */
  lastSent(lineId: string): number | undefined;
  /** Whether anything is resting, waiting, in flight or kept for the connection. */
  readonly busy: boolean;
  /** Whether an edit is kept for the connection. */
  readonly holding: boolean;
}

/**
 * No answer at all (offline, the connection dropped): setting a quantity again is harmless, so such
 * an edit is kept and sent again, where any other failure is the server's word on it.
 */
const noConnection = (error: unknown) => isApiError(error) && error.kind === 'network';

/**
 * The basket's edits, debounced per line and sent one at a time in the order they were made, so
 * the server ends up with the client's last word. A failed update is reported for its line (the
 * caller puts the line back to the server's value and says so); one that found no connection is
 * kept until `resend`; the queue goes on with the rest.
 */
export function createBasketUpdateQueue(options: BasketUpdateQueueOptions): BasketUpdateQueue {
  const delay = options.delayMs ?? BASKET_UPDATE_DELAY_MS;
  const resting = new Map<string, { quantity: number; timer: ReturnType<typeof setTimeout> }>();
  const queued = new Map<string, number>();
  const sentQuantities = new Map<string, number>();
  const held = new Map<string, number>();
  let tail: Promise<unknown> = Promise.resolve();
  let inFlight = 0;

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    inFlight += 1;
    const result = tail.then(task).finally(() => {
      inFlight -= 1;
    });
    tail = result.catch(() => undefined);
    return result;
  }

  function send(lineId: string, quantity: number): void {
    clearTimeout(resting.get(lineId)?.timer);
    resting.delete(lineId);
    held.delete(lineId);
    queued.set(lineId, (queued.get(lineId) ?? 0) + 1);
    sentQuantities.set(lineId, quantity);
    void enqueue(async () => {
      let failure: { error: unknown } | null = null;
      try {
        await options.send(lineId, quantity);
      } catch (error) {
        failure = { error };
      }
      // Counted out before the callbacks, so they see whether a newer edit of the line is waiting.
      const left = (queued.get(lineId) ?? 1) - 1;
      if (left > 0) queued.set(lineId, left);
      else {
        queued.delete(lineId);
        sentQuantities.delete(lineId);
      }
      const newer = left > 0 || resting.has(lineId);
      if (failure && noConnection(failure.error) && !newer) {
        held.set(lineId, quantity);
        options.onHeld(lineId, quantity);
      } else if (failure) options.onFailed(lineId, quantity, failure.error);
      else options.onSaved(lineId, quantity);
    });
  }

  function cancel(lineId: string): void {
    const edit = resting.get(lineId);
    if (edit) clearTimeout(edit.timer);
    resting.delete(lineId);
    held.delete(lineId);
  }

  async function resend(): Promise<void> {
    // A newer edit of a kept line, still resting, goes in its place: the server gets the client's
    // last word once, and never the older one after it.
    for (const [lineId, quantity] of [...held]) send(lineId, resting.get(lineId)?.quantity ?? quantity);
    await tail;
  }

  return {
    schedule(lineId, quantity) {
      clearTimeout(resting.get(lineId)?.timer);
      resting.set(lineId, { quantity, timer: setTimeout(() => send(lineId, quantity), delay) });
    },
    cancel,
    run: enqueue,
    resend,
    flush() {
      for (const [lineId, edit] of [...resting]) {
        clearTimeout(edit.timer);
        send(lineId, edit.quantity);
      }
      return resend();
    },
    isPending: (lineId) => resting.has(lineId) || queued.has(lineId) || held.has(lineId),
    isHeld: (lineId) => held.has(lineId),
    lastSent: (lineId) => sentQuantities.get(lineId),
    get busy() {
      return resting.size > 0 || inFlight > 0 || held.size > 0;
    },
    get holding() {
      return held.size > 0;
    },
  };
}

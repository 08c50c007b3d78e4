/** How long a quantity rests before it is sent: a client clicking plus five times sends one update. */
export const BASKET_UPDATE_DELAY_MS = 500;

export interface BasketUpdateQueueOptions {
  /** Sends one line's quantity (basket.update.json); rejects when the server refused or was not reached. */
  send: (lineId: string, quantity: number) => Promise<void>;
  onSaved: (lineId: string, quantity: number) => void;
  onFailed: (lineId: string, quantity: number, error: unknown) => void;
  /** Defaults to `BASKET_UPDATE_DELAY_MS`. */
  delayMs?: number;
}

export interface BasketUpdateQueue {
  /** Sends this quantity once the line has rested; a later call for the line replaces it. */
  schedule(lineId: string, quantity: number): void;
  /** Drops the line's edit that has not been sent yet (the line is deleted, or now shows an error). */
  cancel(lineId: string): void;
  /** Runs a basket call (delete, clear) after everything queued before it. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Sends resting edits now; resolves when everything queued so far has been answered. */
  flush(): Promise<void>;
  /** True while the line has an edit resting, waiting or in flight. */
  isPending(lineId: string): boolean;
  /** The quantity of the line's last edit sent and not yet answered (resting ones aside). */
  lastSent(lineId: string): number | undefined;
  /** Whether anything is resting, waiting or in flight. */
  readonly busy: boolean;
}

/**
 * The basket's edits, debounced per line and sent one at a time in the order they were made, so
 * the server ends up with the client's last word. A failed update is reported for its line (the
 * caller puts the line back to the server's value and says so); the queue goes on with the rest.
 */
export function createBasketUpdateQueue(options: BasketUpdateQueueOptions): BasketUpdateQueue {
  const delay = options.delayMs ?? BASKET_UPDATE_DELAY_MS;
  const resting = new Map<string, { quantity: number; timer: ReturnType<typeof setTimeout> }>();
  const queued = new Map<string, number>();
  const sentQuantities = new Map<string, number>();
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
    resting.delete(lineId);
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
      if (failure) options.onFailed(lineId, quantity, failure.error);
      else options.onSaved(lineId, quantity);
    });
  }

  function cancel(lineId: string): void {
    const edit = resting.get(lineId);
    if (edit) clearTimeout(edit.timer);
    resting.delete(lineId);
  }

  return {
    schedule(lineId, quantity) {
      cancel(lineId);
      resting.set(lineId, { quantity, timer: setTimeout(() => send(lineId, quantity), delay) });
    },
    cancel,
    run: enqueue,
    async flush() {
      for (const [lineId, edit] of [...resting]) {
        clearTimeout(edit.timer);
        send(lineId, edit.quantity);
      }
      await tail;
    },
    isPending: (lineId) => resting.has(lineId) || queued.has(lineId),
    lastSent: (lineId) => sentQuantities.get(lineId),
    get busy() {
      return resting.size > 0 || inFlight > 0;
    },
  };
}

/**
 * The tabs' turns at refreshing over the channel `portal:refresh-turns`, where the browser has no
 * Web Locks (refresh-turns.ts fetches this then only): a tab that wants the turn says so, waits a
 * moment for others that want it too (the smallest id goes first), says it has it, and says when it
 * is done. A tab that keeps it too long (closed mid-refresh) loses it.
 */

/** How long a tab that asked for the turn listens for others asking at the same moment. */
const CLAIM_MS = 100;
/** How long a turn may last before the other tabs take it: a refresh that never answers. */
const TURN_MS = 15_000;

type TurnMessage =
  | { type: 'claim'; id: string }
  | { type: 'taken'; id: string }
  | { type: 'released'; id: string };

/** The parts of BroadcastChannel the turns use, so that a test can hand in its own. */
export interface TurnChannel {
  postMessage(message: TurnMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

function isTurnMessage(data: unknown): data is TurnMessage {
  const message = data as Partial<TurnMessage> | null;
  return (
    typeof message?.id === 'string' &&
    (message.type === 'claim' || message.type === 'taken' || message.type === 'released')
  );
}

/** Takes turns over the channel with the other tabs (the fallback where there are no Web Locks). */
export function channelTurns(channel: TurnChannel): <T>(refresh: () => Promise<T>) => Promise<T> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  /** The other tabs that said they have the turn, with when their turn runs out. */
  const holders = new Map<string, number>();
  /** Other tabs that asked for the turn while this one listened. */
  let rivals = new Set<string>();
  let holding = false;
  const waiting = new Set<() => void>();
  channel.addEventListener('message', ({ data }) => {
    if (!isTurnMessage(data) || data.id === id) return;
    if (data.type === 'claim') {
      rivals.add(data.id);
      // A tab opened since this one took the turn did not hear it: it hears it now.
      if (holding) channel.postMessage({ type: 'taken', id });
    }
    if (data.type === 'taken') holders.set(data.id, Date.now() + TURN_MS);
    if (data.type === 'released') {
      holders.delete(data.id);
      rivals.delete(data.id);
    }
    for (const wake of waiting) wake();
  });

  /** Resolves at the next message from another tab, or after `ms`. */
  const nextNews = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });

  async function take(): Promise<void> {
    for (;;) {
      const now = Date.now();
      for (const [holder, until] of holders) if (until <= now) holders.delete(holder);
      if (holders.size > 0) {
        await nextNews(Math.min(...holders.values()) - now);
        continue;
      }
      rivals = new Set();
      channel.postMessage({ type: 'claim', id });
      const until = Date.now() + CLAIM_MS;
      while (Date.now() < until && holders.size === 0) await nextNews(until - Date.now());
      if (holders.size === 0 && [...rivals].every((rival) => rival > id)) {
        holding = true;
        channel.postMessage({ type: 'taken', id });
        return;
      }
      // Another tab goes first: this one waits for it to say it has the turn, then for its end.
      if (holders.size === 0) await nextNews(CLAIM_MS * 2);
    }
  }

  /** This tab's own turns, one after another: the channel tells only the other tabs apart. */
  let last: Promise<unknown> = Promise.resolve();
  return (refresh) => {
    const turn = last.then(async () => {
      await take();
      try {
        return await refresh();
      } finally {
        holding = false;
        channel.postMessage({ type: 'released', id });
      }
    });
    last = turn.catch(() => undefined);
    return turn;
  };
}

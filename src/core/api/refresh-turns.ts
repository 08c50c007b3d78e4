/**
 * The tabs of one browser refresh one at a time (issue 42.2). They share one refresh cookie, which
 * the server rotates at each refresh and treats as copied, ending the sign-in, when a used one comes
 * back; two tabs sending the same cookie at once would sign the client out. So a tab refreshes only
 * in its turn, and the next tab sends the cookie the previous one's answer left.
 *
 * The turn is a Web Lock where the browser has them; else the tabs agree on the channel
 * `portal:refresh-turns`: a tab that wants the turn says so, waits a moment for others that want it
 * too (the smallest id goes first), says it has it, and says when it is done. A tab that keeps it too
 * long (closed mid-refresh) loses it.
 *
 * A page that is left (a link followed, a reload, a tab closed) lets go of its turn at once, while
 * its refresh, sent `keepalive`, is still on its way and the browser stores the rotated cookie only
 * when the answer comes. So each refresh notes when it was sent (`portal:refresh-sent`, no token)
 * and clears the note once answered; the next turn that finds a note a page left behind waits until
 * that refresh has had time to be answered.
 */

import { isApiError } from './errors';

const LOCK = 'portal:refresh';
const CHANNEL = 'portal:refresh-turns';
/** How long a tab that asked for the turn listens for others asking at the same moment. */
const CLAIM_MS = 100;
/** How long a turn may last before the other tabs take it: a refresh that never answers. */
const TURN_MS = 15_000;
const SENT = 'portal:refresh-sent';
/** How long a refresh sent by a page that was left before its answer may still be on its way. */
const LEFT_REFRESH_MS = 10_000;

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

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RefreshTurnsDeps {
  /** The browser's Web Locks, `undefined` where it has none. */
  locks?: Pick<LockManager, 'request'> | undefined;
  /** The channel to the other tabs where there are no locks; `null` where there is none either. */
  channel?: TurnChannel | null;
  /** Where the refresh on its way is noted (the browser's localStorage); `null` where there is none. */
  storage?: NoteStorage | null;
  now?: () => number;
}

function isTurnMessage(data: unknown): data is TurnMessage {
  const message = data as Partial<TurnMessage> | null;
  return (
    typeof message?.id === 'string' &&
    (message.type === 'claim' || message.type === 'taken' || message.type === 'released')
  );
}

/** Takes turns over the channel with the other tabs (the fallback where there are no Web Locks). */
function channelTurns(channel: TurnChannel): <T>(refresh: () => Promise<T>) => Promise<T> {
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

/** Reads or writes the note, where storage may refuse (a sandboxed frame, a full quota). */
function tryStorage<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}

/**
 * Runs `refresh` once a refresh that a left page sent has had time to be answered, noting it as on
 * its way until it is. A refresh that got no answer leaves its note: the page being left cuts its
 * fetch off here while the request goes on, and its answer still sets the cookie.
 */
async function afterLeftRefresh<T>(
  refresh: () => Promise<T>,
  storage: NoteStorage,
  now: () => number,
): Promise<T> {
  const sent = Number(tryStorage(() => storage.getItem(SENT)));
  const wait = sent > 0 ? sent + LEFT_REFRESH_MS - now() : 0;
  if (wait > 0 && wait <= LEFT_REFRESH_MS) await new Promise((resolve) => setTimeout(resolve, wait));
  tryStorage(() => storage.setItem(SENT, String(now())));
  try {
    const answer = await refresh();
    tryStorage(() => storage.removeItem(SENT));
    return answer;
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'network') tryStorage(() => storage.removeItem(SENT));
    throw error;
  }
}

/** Runs refreshes in this tab's turn: `inTurn(refresh)` starts `refresh` once no other tab runs one. */
export function createRefreshTurns({
  locks,
  channel,
  storage,
  now = Date.now,
}: RefreshTurnsDeps): <T>(refresh: () => Promise<T>) => Promise<T> {
  const noted = <T>(refresh: () => Promise<T>) =>
    storage ? afterLeftRefresh(refresh, storage, now) : refresh();
  if (locks) return (refresh) => locks.request(LOCK, () => noted(refresh));
  if (channel) {
    const turn = channelTurns(channel);
    return (refresh) => turn(() => noted(refresh));
  }
  // No other tab to meet (a sandboxed frame, Node): every turn is this one's.
  return noted;
}

let pageTurns: (<T>(refresh: () => Promise<T>) => Promise<T>) | undefined;

/** This page's turns, with the browser's Web Locks, or its channel to the other tabs. */
export function inTurn<T>(refresh: () => Promise<T>): Promise<T> {
  pageTurns ??= createRefreshTurns({
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL),
    storage: tryStorage(() => globalThis.localStorage) ?? null,
  });
  return pageTurns(refresh);
}

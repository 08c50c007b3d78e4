/**
 * The tabs of one browser refresh one at a time (issue 42.2). They share one refresh cookie, which
 * the server rotates at each refresh and treats as copied, ending the sign-in, when a used one comes
 * back; two tabs sending the same cookie at once would sign the client out. So a tab refreshes only
 * in its turn, and the next tab sends the cookie the previous one's answer left.
 *
 * The turn is a Web Lock where the browser has them; else the tabs agree on the channel
 * `portal:refresh-turns` (channel-turns.ts, fetched only by a browser without Web Locks).
 *
 * A page that is left (a link followed, a reload, a tab closed) lets go of its turn at once, while
 * its refresh, sent `keepalive`, is still on its way and the browser stores the rotated cookie only
 * when the answer comes. So each refresh notes when it was sent (`portal:refresh-sent`, no token)
 * and clears the note once answered; the next turn that finds a note a page left behind waits until
 * that refresh has had time to be answered.
 */

import type { TurnChannel } from './channel-turns';
import { ApiError, isApiError } from './errors';

const LOCK = 'portal:refresh';
const CHANNEL = 'portal:refresh-turns';
const SENT = 'portal:refresh-sent';
/** How long a refresh sent by a page that was left before its answer may still be on its way. */
const LEFT_REFRESH_MS = 10_000;

type ChannelTurns = <T>(refresh: () => Promise<T>) => Promise<T>;

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
    let turns: Promise<ChannelTurns> | undefined;
    return async (refresh) => {
      turns ??= import('./channel-turns').then(
        ({ channelTurns }) => channelTurns(channel),
        (cause: unknown) => {
          turns = undefined;
          throw new ApiError('network', 'refresh turns: no code', { cause });
        },
      );
      return (await turns)(() => noted(refresh));
    };
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

import { atom, type WritableAtom } from 'nanostores';
import { EMPTY_HEADER_BASKET, type HeaderBasket, headerBasketWire } from '../api/basket';
import { type ApiClient, createApiClient } from '../api/client';
import { array, boolean, isRecord, numeric, object, oneOf, optional, refine, string } from '../api/decode';
import type { Tokens } from '../api/tokens';
import type { CurrentUser } from '../api/user';
import { readPortalConfig } from '../config';
import type { DeliveryType, OrderAttempt } from '../flows/checkout/step';
import { persistedAtom } from './persisted';
import {
  type BasketQuantities,
  DEFAULT_MARKUP,
  DEFAULT_SEARCH_TYPE,
  type Markup,
  type Redirect,
  SEARCH_TYPES,
  type SearchType,
} from './types';

export interface Session {
  /** OAuth tokens; `null` when logged out. Persisted. */
  $tokens: WritableAtom<Tokens | null>;
  /** The signed-in user once fetched; `null` before that and when logged out. */
  $user: WritableAtom<CurrentUser | null>;
  /** Count and total of the header basket. Persisted, so a new page shows the last figures at once. */
  $headerBasket: WritableAtom<HeaderBasket>;
  /** Basket quantity per product id. Persisted. */
  $basketQuantities: WritableAtom<BasketQuantities>;
  /** Persisted; defaults to `article`. */
  $searchType: WritableAtom<SearchType>;
  /** Persisted; defaults to off, 0. */
  $markup: WritableAtom<Markup>;
  /**
   * The order sent (order.add.json) whose answer is not known yet; `null` when none. Persisted, so
   * that a reloaded basket page or another tab sends it again under its key, never a second order.
   * A session that ends on its own keeps it for its owner (see `forgetClient`).
   */
  $pendingOrder: WritableAtom<PendingOrder | null>;
  api: ApiClient;
  /**
   * The last page the session asked for (an invalid token, a logout) until the page gets there.
   * Set before the client is forgotten, so a route guard reacting to the logout sees where to go.
   */
  $redirect: WritableAtom<Redirect | null>;
  /** Subscribes to redirects the session asks the page for. */
  onRedirect(listener: (redirect: Redirect) => void): () => void;
  redirect(path: string): void;
}

/** An order attempt as the session keeps it: with who placed it. */
export interface PendingOrder extends OrderAttempt {
  /**
   * The id of the user who placed it (`CurrentUser.id`); `null` when the page did not know them yet,
   * and for an attempt kept by an earlier version, which did not record it.
   */
  owner: string | null;
}

const storedTokens = optional(object({ accessToken: string, refreshToken: string }), null);
const storedMarkup = object({ enabled: boolean, percent: numeric });
const storedOrder = optional(
  object({
    key: refine(string, (key) => key !== '', 'a key'),
    request: object({
      itemIds: refine(array(string), (ids) => ids.length > 0, 'line ids'),
      delivery: oneOf(['simple', 'express'] satisfies DeliveryType[]),
      contact: object({ name: string, phone: string }),
      comment: string,
    }),
    owner: optional(
      refine(string, (id) => id !== '', 'a user id'),
      null,
    ),
  }),
  null,
);

function storedQuantities(input: unknown): BasketQuantities {
  if (!isRecord(input)) return {};
  const quantities: Record<string, number> = {};
  for (const [productId, quantity] of Object.entries(input)) {
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0)
      quantities[productId] = quantity;
  }
  return quantities;
}

/**
 * Drops everything the session knows about the signed-in client, when the session ended without
 * the client asking (refresh refused, token invalid, portal access withdrawn). An order whose answer
 * never came stays, tagged with who placed it, for them to find as after a reload when they sign in
 * again; `signIn` drops it for anyone else. One whose client is unknown cannot be kept so, and goes.
 * (A logout pressed by the client drops it too: `signOut`.)
 */
export function forgetClient(session: Session): void {
  const user = session.$user.get();
  session.$tokens.set(null);
  session.$user.set(null);
  session.$basketQuantities.set({});
  session.$headerBasket.set(EMPTY_HEADER_BASKET);
  // Last, so that a basket page following this store sees the client gone and loads nothing. One
  // untagged (sent before the page knew the user, or kept by an earlier version) was kept while this
  // client was signed in, since signing in drops it: theirs.
  const pending = session.$pendingOrder.get();
  if (pending?.owner === null) session.$pendingOrder.set(user ? { ...pending, owner: user.id } : null);
}

export function createSession(fetchImpl?: typeof globalThis.fetch): Session {
  const redirectListeners = new Set<(redirect: Redirect) => void>();

  const session: Session = {
    $tokens: persistedAtom<Tokens | null>('tokens', null, storedTokens),
    $user: atom<CurrentUser | null>(null),
    $headerBasket: persistedAtom<HeaderBasket>('header-basket', EMPTY_HEADER_BASKET, headerBasketWire),
    $basketQuantities: persistedAtom<BasketQuantities>('basket', {}, storedQuantities),
    $searchType: persistedAtom<SearchType>('search-type', DEFAULT_SEARCH_TYPE, oneOf(SEARCH_TYPES)),
    $markup: persistedAtom<Markup>('markup', DEFAULT_MARKUP, storedMarkup),
    $pendingOrder: persistedAtom<PendingOrder | null>('pending-order', null, storedOrder),
    $redirect: atom<Redirect | null>(null),
    api: createApiClient({
      config: readPortalConfig,
      getTokens: () => session.$tokens.get(),
      setTokens: (tokens) => session.$tokens.set(tokens),
      onSessionEnded: () => forgetClient(session),
      onRedirect: (path) => session.redirect(path),
      fetch: fetchImpl,
    }),
    onRedirect(listener) {
      redirectListeners.add(listener);
      return () => redirectListeners.delete(listener);
    },
    redirect(path) {
      session.$redirect.set({ path });
      for (const listener of redirectListeners) listener({ path });
    },
  };
  return session;
}

const SLOT = Symbol.for('portal-widgets.session');

/**
 * The page's one session. Kept on globalThis rather than in this module, so that two separately
 * built bundles (or two copies of the library) on one page read and write the same stores.
 */
export function getSession(): Session {
  const holder = globalThis as { [SLOT]?: Session };
  holder[SLOT] ??= createSession();
  return holder[SLOT];
}

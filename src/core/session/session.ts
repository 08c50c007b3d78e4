import { atom, type WritableAtom } from 'nanostores';
import { EMPTY_HEADER_BASKET, type HeaderBasket, headerBasketWire } from '../api/basket';
import { type ApiClient, createApiClient } from '../api/client';
import { boolean, isRecord } from '../api/decode';
import type { CurrentUser } from '../api/user';
import { configured, readPortalConfig } from '../config';
import { type PageReach, pageReach } from '../rules/page-reach';
import { loginPage } from '../rules/portal-page';
import { sendKeptEdits } from './kept-edits';
import { persistedAtom } from './persisted';
import { followOtherTabs, type SessionChannel } from './session-channel';
import type { BasketQuantities, Redirect } from './types';

export interface Session {
  /**
   * Whether this browser is signed in. Persisted, as a marker only: the refresh token is an HttpOnly
   * cookie of the API and the access token is held inside `api`, so no page script can carry either
   * away. Set by `keepSignIn` and `forgetClient`.
   */
  $signedIn: WritableAtom<boolean>;
  /** The signed-in user once fetched; `null` before that and when logged out. */
  $user: WritableAtom<CurrentUser | null>;
  /**
   * Count and total of the header basket; `null` until the server has told them (to this page or,
   * persisted, to an earlier one), so a new page shows the last figures at once and nobody is told
   * of an empty basket that is only not known yet.
   */
  $headerBasket: WritableAtom<HeaderBasket | null>;
  /** Basket quantity per product id. Persisted. */
  $basketQuantities: WritableAtom<BasketQuantities>;
  api: ApiClient;
  /**
   * The last page the session asked for (an invalid token, a logout) until the page gets there.
   * Set before the client is forgotten, so a route guard reacting to the logout sees where to go.
   */
  $redirect: WritableAtom<Redirect | null>;
  /**
   * Subscribes to the end of the session when the client did not ask for it (see `forgetClient`),
   * with the user it had; the pending order of the checkout follows it.
   */
  onEnded(listener: (user: CurrentUser | null) => void): () => void;
  /** Tells the `onEnded` listeners; `forgetClient` calls it. */
  ended(user: CurrentUser | null): void;
  /** Subscribes to redirects the session asks the page for. */
  onRedirect(listener: (redirect: Redirect) => void): () => void;
  /** `expired`: the session ran out under the page (an invalid token), rather than a logout. */
  redirect(path: string, expired?: boolean): void;
  /** Tells the page's other tabs that it signed in or out (they fetch what they need themselves). */
  announce(signedIn: boolean): void;
}
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
 * the client asking (refresh refused, token invalid, portal access withdrawn), then tells whoever
 * follows the end (an order waiting for its answer is kept for the client who placed it).
 */
export function forgetClient(session: Session): void {
  const user = session.$user.get();
  session.api.keep();
  session.$signedIn.set(false);
  session.$user.set(null);
  session.$basketQuantities.set({});
  session.$headerBasket.set(EMPTY_HEADER_BASKET);
  session.ended(user);
  session.announce(false);
}

/** Signed in: calls send this access token, and the other tabs are told (not the token). */
export function keepSignIn(session: Session, accessToken: string): void {
  session.api.keep(accessToken);
  session.$signedIn.set(true);
  session.announce(true);
}

/** Where the page stands to the API, read when its session is made (the page has configured it by then). */
function readPageReach(): PageReach {
  const page = typeof location === 'undefined' ? undefined : location.href;
  return pageReach(page, readPortalConfig().apiBase, configured().partnerKey);
}

export function createSession(fetchImpl?: typeof globalThis.fetch): Session {
  const reach = readPageReach();
  /** A page of another origin's question to the API, while it is asked. */
  let resuming: Promise<void> | undefined;
  const redirectListeners = new Set<(redirect: Redirect) => void>();
  const endListeners = new Set<(user: CurrentUser | null) => void>();
  let tabs: SessionChannel | null | undefined;
  /**
   * The channel to the other tabs, opened once the page is signed in: only then has it a token and
   * a user that another tab's sign-in or sign-out makes stale (a signed-out page learns of a
   * sign-in from the marker in storage).
   */
  const channel = () => {
    if (tabs === undefined) tabs = followOtherTabs(session);
    return tabs;
  };

  const session: Session = {
    $signedIn: persistedAtom<boolean>('signed-in', false, boolean),
    $user: atom<CurrentUser | null>(null),
    $headerBasket: persistedAtom<HeaderBasket | null>('header-basket', null, headerBasketWire),
    $basketQuantities: persistedAtom<BasketQuantities>('basket', {}, storedQuantities),
    $redirect: atom<Redirect | null>(null),
    api: createApiClient({
      config: readPortalConfig,
      signedIn: () => session.$signedIn.get(),
      ready: () => resuming,
      onSessionEnded: () => {
        // A session that ran out (its refresh refused) sends the client to sign in and back, unless
        // the call already said where to go; on a page of another origin (ended on the portal, say)
        // the widgets turn anonymous where they are.
        if (reach === 'api-origin' && !session.$redirect.get())
          session.$redirect.set({ path: loginPage.pattern, expired: true });
        forgetClient(session);
      },
      onRedirect: (path) => {
        if (reach === 'api-origin') session.redirect(path, true);
      },
      fetch: fetchImpl,
    }),
    onEnded(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    ended(user) {
      for (const listener of endListeners) listener(user);
    },
    onRedirect(listener) {
      redirectListeners.add(listener);
      return () => redirectListeners.delete(listener);
    },
    redirect(path, expired) {
      // The session ran out under the page: the client signs in and comes back here, whatever a
      // later call of the page (a header call's /unauth/) asks.
      const pending = session.$redirect.get();
      if (pending?.expired && pending.path === loginPage.pattern) return;
      const redirect = expired ? { path, expired } : { path };
      session.$redirect.set(redirect);
      for (const listener of redirectListeners) listener(redirect);
    },
    announce(signedIn) {
      channel()?.post(signedIn);
    },
  };
  session.$signedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    channel();
    sendKeptEdits(session);
  });
  if (reach === 'other-origin') {
    const waitFor = (question: Promise<void>) => {
      resuming = question;
    };
    // Fetched only on a page of another origin: the portal's own pages never ask.
    waitFor(
      import('./other-origin').then(
        ({ shareSessionHere }) => shareSessionHere(session, waitFor),
        () => {
          // Without its code the page cannot ask: it shows what a visitor sees.
          if (session.$signedIn.get()) forgetClient(session);
        },
      ),
    );
  }
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

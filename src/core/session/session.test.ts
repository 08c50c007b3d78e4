// @vitest-environment happy-dom

import {
  createFakeFetch,
  json,
  memoryChannel,
  onTestPortal,
  type Reply,
  type Route,
  signInWith,
  wireToken,
} from '@portal/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { object } from '../api/decode';
import { pendingOrderOf } from './pending-order';
import { createSession, forgetClient } from './session';

const SESSION = Symbol.for('portal-widgets.session');
const pendingOrder = {
  request: {
    itemIds: ['57', '58'],
    delivery: 'express' as const,
    contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
    comment: 'Позвонить за час',
  },
  key: '9f2c',
  owner: '7',
};
const user = {
  id: '7',
  login: 'demo',
  name: 'Иван Петров',
  hasPortalAccess: true,
  expressDelivery: { available: true, price: 500 },
  manager: null,
};

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(globalThis, SESSION);
});

describe('session', () => {
  it('starts logged out with the defaults of the spec', () => {
    const session = createSession();
    expect(session.$signedIn.get()).toBe(false);
    expect(session.$headerBasket.get()).toBeNull();
    expect(session.$basketQuantities.get()).toEqual({});
    expect(pendingOrderOf(session).get()).toBeNull();
  });

  it('keeps the sign-in (not its token) and the basket across a reload', () => {
    const before = createSession();
    signInWith(before, 'a');
    before.$basketQuantities.set({ '17': 8 });
    before.$headerBasket.set({ count: 2, price: 99.5 });
    pendingOrderOf(before).set(pendingOrder);

    const after = createSession();
    expect(after.$signedIn.get()).toBe(true);
    expect(Object.values(localStorage).filter((value) => value.includes('"a"'))).toEqual([]);
    expect(after.$basketQuantities.get()).toEqual({ '17': 8 });
    expect(after.$headerBasket.get()).toEqual({ count: 2, price: 99.5 });
    expect(pendingOrderOf(after).get()).toEqual(pendingOrder);
  });

  it('falls back to defaults when storage holds something else', () => {
    localStorage.setItem('portal:basket', JSON.stringify({ '1': 2, '2': -1, '3': 'x' }));
    const session = createSession();
    expect(session.$basketQuantities.get()).toEqual({ '1': 2 });
  });

  it('keeps no order attempt that could not be sent as it stands', () => {
    for (const broken of [
      { ...pendingOrder, key: '' },
      { ...pendingOrder, request: { ...pendingOrder.request, itemIds: [] } },
      { ...pendingOrder, request: { ...pendingOrder.request, delivery: 'drone' } },
      { key: 'k1' },
    ]) {
      localStorage.setItem('portal:pending-order', JSON.stringify(broken));
      expect(pendingOrderOf(createSession()).get()).toBeNull();
    }
  });

  it('reads an order attempt kept by the previous version, which has no owner, as placed by nobody known', () => {
    const { owner: _, ...previous } = pendingOrder;
    localStorage.setItem('portal:pending-order', JSON.stringify(previous));
    expect(pendingOrderOf(createSession()).get()).toEqual({ ...previous, owner: null });
  });

  it('keeps no order attempt whose owner is not a user id', () => {
    for (const owner of ['', 7, { id: '7' }]) {
      localStorage.setItem('portal:pending-order', JSON.stringify({ ...pendingOrder, owner }));
      expect(pendingOrderOf(createSession()).get()).toBeNull();
    }
  });

  it('follows a change made in another tab', () => {
    const session = createSession();
    const seen: number[] = [];
    session.$headerBasket.listen((basket) => seen.push(basket?.count ?? -1));
    const newValue = JSON.stringify({ count: 5, price: 500 });
    localStorage.setItem('portal:header-basket', newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'portal:header-basket', newValue, storageArea: localStorage }),
    );
    expect(session.$headerBasket.get()).toEqual({ count: 5, price: 500 });
    expect(seen).toEqual([5]);
  });

  it('follows an order attempt another tab sent, and its end', () => {
    const session = createSession();
    const seen: (string | null)[] = [];
    pendingOrderOf(session).listen((attempt) => seen.push(attempt?.key ?? null));
    for (const newValue of [JSON.stringify(pendingOrder), 'null']) {
      localStorage.setItem('portal:pending-order', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'portal:pending-order', newValue, storageArea: localStorage }),
      );
    }
    expect(seen).toEqual(['9f2c', null]);
  });

  it('is one session for two separately loaded copies of the module', async () => {
    const first = await import('./session');
    vi.resetModules();
    const second = await import('./session');
    expect(second).not.toBe(first);
    expect(second.getSession()).toBe(first.getSession());
    first.getSession().$headerBasket.set({ count: 4, price: 120 });
    expect(second.getSession().$headerBasket.get()).toEqual({ count: 4, price: 120 });
  });
});

describe('a session that ended on its own', () => {
  it('forgets the client but keeps an order attempt for the client who placed it', () => {
    const session = createSession();
    signInWith(session, 'a');
    session.$user.set(user);
    session.$basketQuantities.set({ '17': 8 });
    session.$headerBasket.set({ count: 2, price: 99.5 });
    pendingOrderOf(session).set(pendingOrder);
    forgetClient(session);
    expect(session.$signedIn.get()).toBe(false);
    expect(session.$user.get()).toBeNull();
    expect(session.$basketQuantities.get()).toEqual({});
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
    expect(pendingOrderOf(session).get()).toEqual(pendingOrder);
    expect(pendingOrderOf(createSession()).get()).toEqual(pendingOrder);
  });

  it('keeps an attempt stored without its owner for the client signed in when it ended', () => {
    const session = createSession();
    session.$user.set({ ...user, id: '9' });
    pendingOrderOf(session).set({ ...pendingOrder, owner: null });
    forgetClient(session);
    expect(pendingOrderOf(session).get()).toEqual({ ...pendingOrder, owner: '9' });
  });

  it('drops an attempt stored without its owner when the client was not known', () => {
    const session = createSession();
    signInWith(session, 'a');
    pendingOrderOf(session).set({ ...pendingOrder, owner: null });
    forgetClient(session);
    expect(pendingOrderOf(session).get()).toBeNull();
  });
});

describe('another tab', () => {
  onTestPortal();
  const userCall = { decode: object({}) };

  it('signing out signs this page out: no user, and no token sent any more', async () => {
    const fake = createFakeFetch(() => json(200, {}));
    const session = createSession(fake.fetch);
    signInWith(session);
    session.$user.set(user);
    // Signed in, the page opens the channel to the other tabs (its code comes then): told until it hears.
    await vi.waitFor(() => {
      memoryChannel().fromOtherTab(false);
      expect(session.$signedIn.get()).toBe(false);
    });
    expect(session.$user.get()).toBeNull();
    await session.api.call('/rest/backend.user.json', userCall);
    expect(fake.calls.map((call) => call.token)).toEqual([null]);
  });

  it("signing in drops this page's token and user; its next call gets a token with the cookie", async () => {
    const fake = createFakeFetch((call) =>
      call.path === '/ajax/oauth.php' ? json(200, wireToken('theirs')) : json(200, {}),
    );
    const session = createSession(fake.fetch);
    signInWith(session, 'mine');
    session.$user.set(user);
    await vi.waitFor(() => {
      memoryChannel().fromOtherTab(true);
      expect(session.$user.get()).toBeNull();
    });
    expect(session.$signedIn.get()).toBe(true);
    await session.api.call('/rest/backend.user.json', userCall);
    expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
      ['/ajax/oauth.php', null],
      ['/rest/backend.user.json', 'theirs'],
    ]);
    expect(fake.calls[0]?.form).toEqual({
      grant_type: 'refresh_token',
      client_id: 'portal-widgets',
      client_secret: 'public-browser-client',
    });
  });

  it('is told that the session ended on its own, never a token', async () => {
    const session = createSession();
    signInWith(session, 'a');
    forgetClient(session);
    await vi.waitFor(() => expect(memoryChannel().posted).toEqual([true, false]));
  });
});

describe('a page of another origin of the site (the company’s CMS)', () => {
  const PORTAL = 'http://127.0.0.1:8080';
  const CONFIG = Symbol.for('portal-widgets.config');
  const page = (
    address: string,
    config: Record<string, string> = { apiBase: PORTAL, portalBase: PORTAL },
  ) => {
    (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(address);
    Reflect.set(globalThis, CONFIG, config);
  };
  const listCall = { decode: object({}) };
  const tokenEndpoint =
    (...replies: Reply[]): Route =>
    (call) =>
      call.path === '/ajax/oauth.php'
        ? (replies.shift() ?? json(400, { error: 'invalid_grant' }))
        : json(200, {});
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  afterEach(() => {
    Reflect.deleteProperty(globalThis, CONFIG);
    vi.restoreAllMocks();
  });

  it('asks the API once whether the client is signed in, and calls with the token it got', async () => {
    page('http://127.0.0.1:8083/embed/cms.html');
    const fake = createFakeFetch(tokenEndpoint(json(200, wireToken('a'))));
    const session = createSession(fake.fetch);
    await session.api.call('/rest/backend.basket_count.json', listCall);
    expect(session.$signedIn.get()).toBe(true);
    expect(fake.calls.map((call) => [call.path, call.token, call.withCookies ?? false])).toEqual([
      ['/ajax/oauth.php', null, true],
      ['/rest/backend.basket_count.json', 'a', false],
    ]);
  });

  it('costs an anonymous visitor one request, says nothing, and its calls go anonymous', async () => {
    page('http://127.0.0.1:8083/embed/cms.html');
    const warned = warnings();
    const fake = createFakeFetch(tokenEndpoint());
    const session = createSession(fake.fetch);
    await session.api.call('/rest/backend.page.json', listCall);
    expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
      ['/ajax/oauth.php', null],
      ['/rest/backend.page.json', null],
    ]);
    expect(session.$signedIn.get()).toBe(false);
    expect(warned).not.toHaveBeenCalled();
  });

  it('turns anonymous where it is when the portal’s session ended: no redirect, the old figures gone', async () => {
    page('http://127.0.0.1:8083/embed/cms.html');
    localStorage.setItem('portal:signed-in', 'true');
    localStorage.setItem('portal:header-basket', JSON.stringify({ count: 3, price: 900 }));
    const fake = createFakeFetch(tokenEndpoint());
    const session = createSession(fake.fetch);
    const redirects: string[] = [];
    session.onRedirect(({ path }) => redirects.push(path));
    expect(session.$signedIn.get()).toBe(true);
    await session.api.call('/rest/backend.basket_count.json', listCall);
    expect(session.$signedIn.get()).toBe(false);
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
    expect(fake.calls.map((call) => call.token)).toEqual([null, null]);
    expect([redirects, session.$redirect.get()]).toEqual([[], null]);
  });

  it('shows the anonymous view when the API gives it no readable answer, and says once in the console what to set up', async () => {
    page('http://127.0.0.1:8083/embed/cms.html');
    localStorage.setItem('portal:signed-in', 'true');
    const warned = warnings();
    const fake = createFakeFetch(tokenEndpoint('network-error', 'network-error'));
    const session = createSession(fake.fetch);
    await session.api.call('/rest/backend.page.json', listCall);
    expect(session.$signedIn.get()).toBe(false);
    expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
      ['/ajax/oauth.php', null],
      ['/rest/backend.page.json', null],
    ]);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toContain(
      '"Access-Control-Allow-Origin: http://127.0.0.1:8083" and "Access-Control-Allow-Credentials: true"',
    );
  });

  it('asks again when the tab comes back signed in: a sign-out on the portal meanwhile shows then', async () => {
    page('http://127.0.0.1:8083/embed/cms.html');
    const fake = createFakeFetch(tokenEndpoint(json(200, wireToken('a'))));
    const session = createSession(fake.fetch);
    await session.api.call('/rest/backend.basket_count.json', listCall);
    expect(session.$signedIn.get()).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(session.$signedIn.get()).toBe(false));
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/ajax/oauth.php',
      '/rest/backend.basket_count.json',
      '/ajax/oauth.php',
    ]);
  });

  it('asks nothing on the API’s own origin signed out, nor on a partner’s page', async () => {
    for (const [address, config] of [
      [`${PORTAL}/embed/cms.html`, { apiBase: PORTAL, portalBase: PORTAL }],
      [
        'http://127.0.0.1:8082/embed/partner.html',
        { apiBase: PORTAL, portalBase: PORTAL, partnerKey: 'pk_1' },
      ],
    ] as const) {
      page(address, config);
      const fake = createFakeFetch(tokenEndpoint(json(200, wireToken('a'))));
      const session = createSession(fake.fetch);
      await session.api.call('/rest/backend.page.json', listCall);
      expect(
        fake.calls.map((call) => [call.path, call.token]),
        address,
      ).toEqual([['/rest/backend.page.json', null]]);
    }
  });
});

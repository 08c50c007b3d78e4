import { pendingOrderOf } from './pending-order';
// @vitest-environment happy-dom

import {
  createFakeFetch,
  json,
  memoryChannel,
  onTestPortal,
  type Route,
  signInWith,
  wireToken,
} from '@portal/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCurrentUser, signIn, signOut } from './auth';
import { createSession } from './session';
import { signInErrorMessage } from './sign-in-error';

const demoUser = {
  ID: 7,
  LOGIN: 'demo',
  NAME: 'Иван Петров',
  USER_DATA: { UF_EXPRESS_DELIVERY: '1', UF_EXPRESS_DELIVERY_PRICE: '500' },
  MANAGER: {
    NAME: 'Ольга Смирнова',
    PREVIEW_PICTURE_PATH: '/m.svg',
    PROPERTY_PHONE_VALUE: ['+7 473 200-00-01'],
  },
};

const basketItems = [
  { ID: 1, PRODUCT_ID: 1001, NAME: 'Колодки', PRICE: 10, QTY: 2, MAX_QTY: 10, PROPS: {} },
  { ID: 2, PRODUCT_ID: 1010, NAME: 'Свеча', PRICE: 5, QTY: 4, MAX_QTY: 100, PROPS: {} },
];

function server(user: Record<string, unknown> | 'no-auth-found' = demoUser): Route {
  return (call) => {
    switch (call.path) {
      case '/oauth/authorize/':
        return call.form.password === 'demo'
          ? json(200, { code: 'code-1', state: call.form.state })
          : json(400, { error: 'invalid_credentials', errorMessage: 'Неверный логин или пароль.' });
      case '/ajax/oauth.php':
        return json(200, wireToken('a1'));
      case '/rest/backend.user.json':
        return user === 'no-auth-found'
          ? json(401, { error: 'NO_AUTH_FOUND' })
          : json(200, { result: { current_user: user } });
      case '/rest/backend.logout.json':
        return json(200, { result: true });
      case '/rest/basket.list.json':
        return json(200, { result: { ITEMS: basketItems } });
      default:
        return json(404, {});
    }
  };
}

/** An order attempt whose answer never came, placed by `demo` (ID 7). */
const waiting = {
  request: {
    itemIds: ['1'],
    delivery: 'express' as const,
    contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
    comment: '',
  },
  key: 'k1',
  owner: '7',
};

/** `route` once the client's tokens are dead: the access token `a0` expired, its refresh refused. */
function deadTokens(route: Route): Route {
  return (call) => {
    if (call.path === '/ajax/oauth.php' && call.form.grant_type === 'refresh_token') {
      return json(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
    }
    if (call.token === 'a0') return json(401, { error: 'expired_token' });
    return route(call);
  };
}

afterEach(() => localStorage.clear());

onTestPortal();

describe('sign-in', () => {
  it('goes authorize → code → tokens → user and keeps both', async () => {
    const fake = createFakeFetch(server());
    const session = createSession(fake.fetch);
    const user = await signIn(session, 'demo', 'demo');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/oauth/authorize/',
      '/ajax/oauth.php',
      '/rest/backend.user.json',
      '/rest/basket.list.json',
    ]);
    expect(fake.calls[1]?.form).toMatchObject({ grant_type: 'authorization_code', code: 'code-1' });
    expect(fake.calls[2]?.token).toBe('a1');
    expect(session.$signedIn.get()).toBe(true);
    expect(user).toEqual({
      id: '7',
      login: 'demo',
      name: 'Иван Петров',
      hasPortalAccess: true,
      expressDelivery: { available: true, price: 500 },
      manager: {
        name: 'Ольга Смирнова',
        photoUrl: 'https://portal.test/m.svg',
        phones: ['+7 473 200-00-01'],
      },
    });
    expect(session.$user.get()).toEqual(user);
    await vi.waitFor(() => expect(session.$basketQuantities.get()).toEqual({ '1001': 2, '1010': 4 }));
  });

  it('keeps no token where a page script could read it, and tells the other tabs only that it signed in', async () => {
    const fake = createFakeFetch(server());
    const session = createSession(fake.fetch);
    await signIn(session, 'demo', 'demo');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.filter((value) => value.includes('a1'))).toEqual([]);
    expect(JSON.stringify(session.$signedIn.get())).toBe('true');
    await vi.waitFor(() => expect(memoryChannel().posted).toEqual([true]));
    // Calls still send it: the client holds it.
    await loadCurrentUser(session);
    expect(fake.calls.at(-1)?.token).toBe('a1');
  });

  it('drops the tokens an earlier version kept in storage', async () => {
    localStorage.setItem('portal:tokens', JSON.stringify({ accessToken: 'a0', refreshToken: 'r0' }));
    await signIn(createSession(createFakeFetch(server()).fetch), 'demo', 'demo');
    expect(localStorage.getItem('portal:tokens')).toBeNull();
  });

  it("passes the server's error text on a wrong password and stores nothing", async () => {
    const session = createSession(createFakeFetch(server()).fetch);
    await expect(signIn(session, 'demo', 'wrong')).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Неверный логин или пароль.',
    });
    expect(session.$signedIn.get()).toBe(false);
  });

  it("says 'Произошла ошибка.' when the code is refused: the token endpoint's English is for developers", async () => {
    const refusing: Route = (call) =>
      call.path === '/ajax/oauth.php'
        ? json(400, {
            error: 'invalid_grant',
            error_description: 'The authorization code is invalid, used or expired',
          })
        : server()(call);
    const session = createSession(createFakeFetch(refusing).fetch);
    const refused = await signIn(session, 'demo', 'demo').then(
      () => null,
      (error: unknown) => error,
    );
    expect(signInErrorMessage(refused)).toBe('Произошла ошибка.');
    expect(session.$signedIn.get()).toBe(false);
  });

  it('passes a 429 on with its Retry-After, and stores nothing', async () => {
    const fake = createFakeFetch(() => ({
      status: 429,
      body: { error: 'too_many_attempts', errorMessage: 'Слишком много неудачных попыток входа.' },
      headers: { 'Retry-After': '60' },
    }));
    const session = createSession(fake.fetch);
    await expect(signIn(session, 'demo', 'demo')).rejects.toMatchObject({ status: 429, retryAfter: '60' });
    expect(fake.calls.map((call) => call.path)).toEqual(['/oauth/authorize/']);
    expect(session.$signedIn.get()).toBe(false);
  });

  it('refuses a user without USER_DATA and logs out', async () => {
    const { USER_DATA: _, ...noAccess } = demoUser;
    const session = createSession(createFakeFetch(server(noAccess)).fetch);
    await expect(signIn(session, 'noaccess', 'demo')).rejects.toMatchObject({
      serverMessage: 'У Вас нет прав для просмотра оптового портала.',
    });
    expect(session.$signedIn.get()).toBe(false);
    expect(session.$user.get()).toBeNull();
  });

  it('never keeps the tokens of a refused account, not even for a moment, and ends its server session', async () => {
    const { USER_DATA: _, ...noAccess } = demoUser;
    const fake = createFakeFetch(server(noAccess));
    const session = createSession(fake.fetch);
    const seen: unknown[] = [];
    session.$signedIn.listen((signedIn) => seen.push(signedIn));
    await signIn(session, 'noaccess', 'demo').catch(() => undefined);
    expect(seen).toEqual([]);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/rest/backend.logout.json', token: 'a1' });
  });

  it('reloads what the basket holds when a page loads the signed-in user', async () => {
    const fake = createFakeFetch(server());
    const session = createSession(fake.fetch);
    signInWith(session, 'a0');
    session.$basketQuantities.set({ '1004': 1 });
    await loadCurrentUser(session);
    await vi.waitFor(() => expect(session.$basketQuantities.get()).toEqual({ '1001': 2, '1010': 4 }));
    expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
      ['/rest/backend.user.json', 'a0'],
      ['/rest/basket.list.json', 'a0'],
    ]);
  });

  it('refuses a user fetch answered NO_AUTH_FOUND and logs out', async () => {
    const session = createSession(createFakeFetch(server('no-auth-found')).fetch);
    signInWith(session, 'a0');
    await expect(loadCurrentUser(session)).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'NO_AUTH_FOUND',
    });
    expect(session.$signedIn.get()).toBe(false);
  });
});

describe('logout', () => {
  it('clears the server session, the client, an order attempt, the cookies and the header basket, then goes to login', async () => {
    const fake = createFakeFetch(server());
    const session = createSession(fake.fetch);
    await signIn(session, 'demo', 'demo');
    session.$basketQuantities.set({ '101': 4 });
    session.$headerBasket.set({ count: 3, price: 1234.5 });
    pendingOrderOf(session).set(waiting);
    for (const cookie of ['BITRIX_SM_SALE_UID=42', 'PHPSESSID=abc', 'theme=dark']) {
      // biome-ignore lint/suspicious/noDocumentCookie: the server's cookies, as the browser would hold them.
      document.cookie = `${cookie}; path=/`;
    }
    const redirects: string[] = [];
    session.onRedirect(({ path }) => redirects.push(path));
    const signedInAtRedirect: boolean[] = [];
    session.$redirect.listen(() => signedInAtRedirect.push(session.$signedIn.get()));

    await signOut(session);

    expect(fake.calls.at(-1)).toMatchObject({ path: '/rest/backend.logout.json', token: 'a1' });
    expect(session.$signedIn.get()).toBe(false);
    expect(session.$user.get()).toBeNull();
    expect(session.$basketQuantities.get()).toEqual({});
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
    expect(pendingOrderOf(session).get()).toBeNull();
    expect(localStorage.getItem('portal:pending-order')).toBe('null');
    expect(document.cookie).toBe('theme=dark');
    expect(redirects).toEqual(['/login/']);
    expect(session.$redirect.get()).toEqual({ path: '/login/' });
    expect(signedInAtRedirect).toEqual([true]);
    await vi.waitFor(() => expect(memoryChannel().posted).toEqual([true, false]));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const session = createSession(createFakeFetch(() => 'network-error').fetch);
    signInWith(session);
    await signOut(session);
    expect(session.$signedIn.get()).toBe(false);
  });
});

describe('an order waiting for its answer', () => {
  it.each([
    ['a refused refresh', deadTokens(server())],
    ['an invalid token', () => json(401, { error: 'invalid_token' })],
  ] as const)('outlives the logout of %s, for the client who placed it', async (_, route) => {
    const session = createSession(createFakeFetch(route).fetch);
    signInWith(session, 'a0');
    pendingOrderOf(session).set(waiting);
    await expect(loadCurrentUser(session)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.$signedIn.get()).toBe(false);
    expect(pendingOrderOf(session).get()).toEqual(waiting);
  });

  it('is given back to the client who placed it when they sign in again', async () => {
    const session = createSession(createFakeFetch(server()).fetch);
    pendingOrderOf(session).set(waiting);
    await signIn(session, 'demo', 'demo');
    expect(pendingOrderOf(session).get()).toEqual(waiting);
  });

  it.each([
    ['another client', { ...waiting, owner: '9' }],
    ['a client nobody knew', { ...waiting, owner: null }],
  ])('is dropped when the client signing in is not its owner: placed by %s', async (_, attempt) => {
    const session = createSession(createFakeFetch(server()).fetch);
    pendingOrderOf(session).set(attempt);
    await signIn(session, 'demo', 'demo');
    expect(pendingOrderOf(session).get()).toBeNull();
    expect(localStorage.getItem('portal:pending-order')).toBe('null');
  });

  it('is dropped when the client logs out', async () => {
    const session = createSession(createFakeFetch(server()).fetch);
    await signIn(session, 'demo', 'demo');
    pendingOrderOf(session).set(waiting);
    await signOut(session);
    expect(pendingOrderOf(session).get()).toBeNull();
    expect(localStorage.getItem('portal:pending-order')).toBe('null');
  });
});

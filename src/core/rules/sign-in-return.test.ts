import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPortalPath, PORTAL_PATHS, portalPath } from './portal-paths';
import {
  guardRedirect,
  requestedPage,
  safeReturnPath,
  sessionRedirectPath,
  signInReturn,
} from './sign-in-return';

const BASE = 'http://portal.invalid';
const ORDER = '/personal/order/detail/1042/';
const MATS = '/opt/carpetelli/constructor/1001/auto/3d/eva/full/black/grey/1/1';

/** A portal page's path with any parameter values and query: what a client may be sent back to. */
const portalPage = fc
  .tuple(
    fc.constantFrom(...Object.values(PORTAL_PATHS).filter(({ pattern }) => pattern !== '/login/')),
    // '.' and '..' are not a parameter any link carries: a URL reads them as moves.
    fc.array(
      fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value !== '.' && value !== '..'),
      { minLength: 9, maxLength: 9 },
    ),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  )
  .map(([page, values, query]) => {
    let index = 0;
    const path = page.pattern.replace(/:(\w+)\??/g, () => encodeURIComponent(values[index++] ?? 'x'));
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  });

describe('the page a sign-in returns to', () => {
  it('keeps any page of the portal, with its query and fragment', () => {
    fc.assert(
      fc.property(portalPage, (path) => {
        expect(safeReturnPath(path)).toBe(path);
        expect(safeReturnPath(`${path}#top`)).toBe(`${path}#top`);
      }),
    );
  });

  it('never leaves the portal: whatever the login URL says, the path stays on its origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.webUrl().map((url) => url.replace(/^https?:/, '')),
          fc
            .tuple(fc.constantFrom('/', '\\', '/\\', '\\/', '\t/', '/\t/', ' /'), fc.domain())
            .map(([lead, host]) => `${lead}${host}`),
          portalPage.map((path) => `/${path}`),
        ),
        (value) => {
          const back = safeReturnPath(value);
          if (back === null) return;
          expect(back.startsWith('/') && !back.startsWith('//')).toBe(true);
          const url = new URL(back, BASE);
          expect(url.origin).toBe(BASE);
          expect(matchPortalPath(url.pathname)).not.toBeNull();
          expect(matchPortalPath(url.pathname)).not.toBe('login');
          // A browser resolving it against any page of the portal stays there too.
          expect(new URL(back, 'https://portal.example.ru/catalog/12?x=1').origin).toBe(
            'https://portal.example.ru',
          );
        },
      ),
    );
  });

  it.each([
    'https://evil.example/personal/info/',
    '//evil.example/personal/info/',
    '/\\evil.example/personal/info/',
    '\\\\evil.example/',
    '/\t/evil.example/',
    'javascript:alert(1)',
    ' /personal/info/',
    '/login/',
    '/login/?back=/basket/',
    '/no/such/page/',
    '',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('reads the page and the reason from the login URL, and drops a reason without a page', () => {
    const login = portalPath(PORTAL_PATHS.login, {}, { back: MATS, why: 'signed-out' });
    expect(signInReturn(new URL(login, BASE).search)).toEqual({ back: MATS, reason: 'signed-out' });
    expect(signInReturn('?back=%2F%2Fevil.example%2F&why=expired')).toEqual({ back: null, reason: null });
    expect(signInReturn(`?back=${encodeURIComponent(ORDER)}&why=other`)).toEqual({
      back: ORDER,
      reason: null,
    });
  });
});

describe('route guard', () => {
  it.each(['/login/', '/unauth/', '/unauth/news/15', '/reviews/', '/404/'])(
    'lets a visitor see %s',
    (path) => {
      expect(guardRedirect(path, false)).toBeNull();
    },
  );

  it.each(['/', '/unauth/news/', '/no/such/page/'])('sends a visitor from %s to the landing page', (path) => {
    expect(guardRedirect(path, false)).toBe('/unauth/');
  });

  it('sends a visitor who opens a shared link to sign in, and back to that link afterwards', () => {
    for (const link of [ORDER, MATS, '/catalog/12?sort=price&page=3', '/basket/']) {
      const login = guardRedirect(link, false);
      expect(login).toBe(portalPath(PORTAL_PATHS.login, {}, { back: link, why: 'signed-out' }));
      expect(signInReturn(new URL(login ?? '', BASE).search)).toEqual({ back: link, reason: 'signed-out' });
      expect(guardRedirect(login ?? '', true)).toBe(link);
    }
  });

  it('sends a client whose session ran out to sign in and back; one who logged out to the page asked for', () => {
    const expired = { path: '/login/', expired: true };
    expect(guardRedirect(ORDER, false, expired)).toBe(
      `/login/?back=${encodeURIComponent(ORDER)}&why=expired`,
    );
    expect(sessionRedirectPath(ORDER, expired)).toBe(`/login/?back=${encodeURIComponent(ORDER)}&why=expired`);
    // An invalid token on a shell call (doc 1 §8: the landing page) is a session ended too (issue 44.3).
    const ended = { path: '/unauth/', expired: true };
    expect(sessionRedirectPath(ORDER, ended)).toBe(`/login/?back=${encodeURIComponent(ORDER)}&why=expired`);
    expect(guardRedirect('/', false, ended)).toBe(`/login/?back=${encodeURIComponent('/')}&why=expired`);
    expect(requestedPage(ended)).toBe('/login/');
    expect(requestedPage({ path: '/personal/info/' })).toBe('/personal/info/');
    expect(guardRedirect('/basket/', false, { path: '/login/' })).toBe('/login/');
    expect(sessionRedirectPath('/basket/', { path: '/login/' })).toBe('/login/');
    expect(guardRedirect('/basket/', false, { path: '/personal/info/' })).toBe(
      `/login/?back=${encodeURIComponent('/basket/')}&why=signed-out`,
    );
    expect(guardRedirect('/unauth/', false, { path: '/login/' })).toBeNull();
  });

  it('sends a signed-in client from the login page back where it says, or to the personal info page', () => {
    expect(guardRedirect('/login/', true)).toBe('/personal/info/');
    expect(guardRedirect('/login', true)).toBe('/personal/info/');
    expect(guardRedirect(`/login/?back=${encodeURIComponent(ORDER)}`, true)).toBe(ORDER);
    expect(guardRedirect('/login/?back=https%3A%2F%2Fevil.example%2F', true)).toBe('/personal/info/');
  });

  it('lets a signed-in client see every other page', () => {
    fc.assert(
      // Paths of up to six segments of any characters: fc.webPath() took seconds to generate a run.
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
        (path) => {
          fc.pre(matchPortalPath(path.split(/[?#]/)[0] ?? '') !== 'login');
          expect(guardRedirect(path, true)).toBeNull();
        },
      ),
    );
  });

  it('guards every page but the public ones of the spec and DESIGN, and the company pages a visitor is told about', () => {
    const publicPages = Object.entries(PORTAL_PATHS)
      .filter(([, page]) => page.guard === 'public')
      .map(([name]) => name);
    expect(publicPages.sort()).toEqual([
      'about',
      'contacts',
      'delivery',
      'landing',
      'landingNews',
      'login',
      'notFound',
      'reviews',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './routes';

describe('route guard', () => {
  it.each(['/login/', '/unauth/', '/unauth/news/15', '/reviews/', '/404/'])(
    'lets a visitor see %s',
    (path) => {
      expect(guardRedirect(path, false)).toBeNull();
    },
  );

  it.each(['/', '/basket/', '/catalog/12', '/personal/info/', '/search/', '/unauth/news/'])(
    'sends a visitor from %s to the landing page',
    (path) => {
      expect(guardRedirect(path, false)).toBe('/unauth/');
    },
  );

  it('sends a client who just logged out to the page the session asked for, if it is public', () => {
    expect(guardRedirect('/basket/', false, '/login/')).toBe('/login/');
    expect(guardRedirect('/basket/', false, '/personal/info/')).toBe('/unauth/');
    expect(guardRedirect('/unauth/', false, '/login/')).toBeNull();
  });

  it('sends a signed-in client from the login page to the personal info page', () => {
    expect(guardRedirect('/login/', true)).toBe('/personal/info/');
  });

  it('lets a signed-in client see every other page', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        fc.pre(!/^\/login\/?$/.test(path));
        expect(guardRedirect(path, true)).toBeNull();
      }),
    );
  });
});

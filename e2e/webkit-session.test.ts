import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type PortalServer, startPortalServer } from '../demo-api/serve.ts';
import { launchWebKit, type WebKitPage } from './webkit.ts';

/**
 * Safari's engine keeps the demo's session (issue 38, point 5): WebKit refuses a `Secure` cookie
 * over http on loopback, so the refresh cookie the demo sets there must not be `Secure`.
 */
let server: PortalServer;
let webkit: WebKitPage;

before(async () => {
  server = await startPortalServer({ port: 0 });
  webkit = await launchWebKit();
});

after(async () => {
  await webkit?.close();
  await server?.close();
});

/** What the page shows once it has settled: the client's name in the header, or that the session ended. */
const signedInOrNot = `
  const text = document.body.innerText;
  if (text.includes('Сеанс работы истёк')) return 'session expired';
  if (text.includes('Иван Петров')) return 'signed in';
  return null;
`;

describe('WebKit (Safari) on the demo over http://127.0.0.1', () => {
  test('stays signed in across full page loads, and keeps only a non-Secure HttpOnly refresh cookie', async () => {
    await webkit.goto(`${server.url}/login/`);
    await webkit.fill('Логин', 'demo');
    await webkit.fill('Пароль', 'demo');
    await webkit.press('Войти');
    assert.equal(await webkit.until<string>(signedInOrNot, 'the home page after sign-in'), 'signed in');

    // Full page loads: the page holds no access token, and gets one with the refresh cookie.
    for (const path of ['/basket/', '/personal/info/']) {
      await webkit.goto(`${server.url}${path}`);
      assert.equal(await webkit.until<string>(signedInOrNot, path), 'signed in', path);
      assert.equal(await webkit.run<string>('return location.pathname'), path);
    }
    // The cookie is the browser's, out of the page's reach.
    assert.doesNotMatch(await webkit.run<string>('return document.cookie'), /portal_refresh/);
  });
});

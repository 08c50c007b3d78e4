import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WireToken } from '@portal/test';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { shiftClockFromEnv } from '../demo-api/clock.ts';
import { CLIENT_ID, REFRESH_COOKIE } from '../demo-api/routes/auth.ts';
import { type PortalServer, type PortalServerOptions, startPortalServer } from '../demo-api/serve.ts';
import { CHROMIUM_ARGS } from './chromium-flags.ts';

// A run at another date (PORTAL_TEST_NOW, README "Dates in the tests"): this process, its demo
// server and the pages it serves share the shifted clock.
shiftClockFromEnv();

/** Debian's desktop Chromium, what clients run: the benches measure in it. */
export const DESKTOP_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless build of Chromium (package chromium-headless-shell) when it is installed: the
 * same engine without the desktop browser around it, the build Playwright itself runs headless
 * tests in. The browser tests take about 30 % less CPU in it (e2e/README.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM);

/** Chromium as this machine runs it: headless, and quiet on the closed network. */
export function launchChromium(executablePath = TEST_CHROMIUM): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
}

export interface ContextOptions {
  width?: number;
  height?: number;
  strict?: boolean;
  /**
   * The portal's signed-in marker already in the context's storage, as a sign-in leaves it (the
   * refresh cookie is `signInThroughApi`'s to get). Set once: a sign-out in the test clears it.
   */
  signedIn?: boolean;
  /** A phone as Lighthouse's mobile preset emulates one: touch, and 1.75 device pixels to a CSS pixel. */
  phone?: boolean;
}

/** A signed-in page the helpers below open: its viewport, and whether it keeps the page's CSP. */
type PageOptions = Pick<ContextOptions, 'width' | 'height' | 'phone' | 'strict'>;

/** The portal's persisted signed-in marker (src/core/session/session.ts, `persistedAtom('signed-in')`). */
const SIGNED_IN_MARKER = { name: 'portal:signed-in', value: 'true' };

export interface Harness {
  server: PortalServer;
  browser: Browser;
  url(path: string): string;
  /**
   * A context at this viewport, whose pages `settle` can wait on. It ignores the portal pages'
   * Content-Security-Policy (tests inject axe and probes as inline scripts) unless `strict`, as
   * the tests of the policies themselves need (security-headers, strict-host).
   */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  control(path: 'reset' | 'faults' | 'expire-tokens' | 'product' | 'basket', body?: unknown): Promise<void>;
  /** Drops the demo server's faults still pending (those with a chance and many times). */
  dropFaults(): Promise<void>;
}

/**
 * A context of `browser` at this viewport whose pages `settle` can wait on, for the portal served
 * at `portalUrl` (where `signedIn` puts the marker).
 */
export async function newSettlingContext(
  browser: Browser,
  portalUrl: string,
  { width = 1280, height = 800, strict = false, signedIn = false, phone = false }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height },
    ...(phone && { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }),
    locale: 'ru-RU',
    bypassCSP: !strict,
    storageState: signedIn
      ? { cookies: [], origins: [{ origin: portalUrl, localStorage: [SIGNED_IN_MARKER] }] }
      : undefined,
  });
  // What `settle` reads, on every page from its first request.
  await countFetches(context);
  context.on('page', trackRequests);
  return context;
}

/** One portal server (with the test controls on) and one Chromium per test file. */
export function withHarness(options: PortalServerOptions = {}): Harness {
  const harness = {} as Harness;
  before(async () => {
    const server = await startPortalServer({ port: 0, control: true, ...options });
    const browser = await launchChromium();
    Object.assign(harness, {
      server,
      browser,
      url: (path: string) => `${server.url}${path}`,
      newContext: (contextOptions?: ContextOptions) =>
        newSettlingContext(browser, server.url, contextOptions),
      control: async (path: string, body: unknown = {}) => {
        const response = await fetch(`${server.url}/__demo/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
      },
      dropFaults: async () => {
        const response = await fetch(`${server.url}/__demo/faults`, { method: 'DELETE' });
        assert.equal(response.status, 200, 'faults dropped');
      },
    });
  });
  after(async () => {
    await harness.browser?.close();
    await harness.server?.close();
  });
  return harness;
}

export async function logIn(
  page: Page,
  harness: Pick<Harness, 'url'>,
  login: string,
  password: string,
): Promise<void> {
  await page.goto(harness.url('/login/'));
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs `login` in with the context's own requests, as the login form does (authorize, then the
 * code exchange), so the context holds the refresh cookie the portal's pages refresh with. The
 * pages take it only from a context made with `signedIn` (the marker in storage).
 */
export async function signInThroughApi(
  context: BrowserContext,
  harness: Pick<Harness, 'url'>,
  login = 'demo',
): Promise<void> {
  const authorize = await context.request.post(harness.url('/oauth/authorize/'), {
    form: { client_id: CLIENT_ID, login, password: login, state: 's' },
  });
  assert.ok(authorize.ok(), `${login} signs in: ${authorize.status()}`);
  const { code } = (await authorize.json()) as { code: string };
  const exchange = await context.request.post(harness.url('/ajax/oauth.php'), {
    form: { grant_type: 'authorization_code', client_id: CLIENT_ID, code },
  });
  assert.ok(exchange.ok(), `${login}'s code is exchanged: ${exchange.status()}`);
}

/**
 * A fresh browser context with `login` signed in, its page opened at `path`. Signed in through the
 * API: the tests of the login form itself use `logIn`.
 */
export async function signedInAt(
  harness: Harness,
  path: string,
  login = 'demo',
  options?: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await signedInBlankPage(harness, login, options);
  await opened.page.goto(harness.url(path));
  return opened;
}

/** A fresh context signed in through the API, with a page not yet opened anywhere. */
export async function signedInBlankPage(
  harness: Harness,
  login: string,
  options?: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.newContext({ ...options, signedIn: true });
  await signInThroughApi(context, harness, login);
  return { context, page: await context.newPage() };
}

/**
 * A fresh browser context signed in as demo through the login form, on the home page it leads to:
 * the page holds the access token the form got and has refreshed nothing, as the tests of the
 * token's expiry and rotation need (a page opened signed in refreshes on its first call).
 */
export async function signedInByForm(harness: Harness): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.newContext();
  const page = await context.newPage();
  await logIn(page, harness, 'demo', 'demo');
  await page.waitForURL(/\/\?from=login$/);
  return { context, page };
}

/**
 * A fresh browser context with `login` signed in, on the home page where the login form leads,
 * once the page's first call has refreshed the token with the cookie: a test that then leaves the
 * page or expires the tokens does not cut that refresh off (a rotation whose answer the browser
 * never stores leaves it the used token, and using that again ends the session).
 */
export async function signedInPage(
  harness: Harness,
  login = 'demo',
  options?: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await signedInBlankPage(harness, login, options);
  const refreshed = opened.page.waitForResponse((response) => response.url().endsWith('/ajax/oauth.php'));
  await opened.page.goto(harness.url('/?from=login'));
  await refreshed;
  return opened;
}

/**
 * An access token of `login` signed in on another device: the page's own token is out of reach of
 * any script, so a test that changes what the server holds behind the page's back does it so.
 */
export async function tokenFromElsewhere(harness: Pick<Harness, 'url'>, login = 'demo'): Promise<string> {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
  const authorize = await fetch(
    harness.url('/oauth/authorize/'),
    form({ client_id: CLIENT_ID, login, password: login, state: 's' }),
  );
  const { code } = (await authorize.json()) as { code: string };
  const exchange = await fetch(
    harness.url('/ajax/oauth.php'),
    form({ grant_type: 'authorization_code', client_id: CLIENT_ID, code }),
  );
  const { out } = (await exchange.json()) as WireToken;
  return out.access_token;
}

/** The refresh token the browser holds in its HttpOnly cookie (what only the browser can send). */
export async function refreshCookie(context: BrowserContext, harness: Pick<Harness, 'url'>) {
  const cookies = await context.cookies(harness.url('/ajax/oauth.php'));
  return cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** Checks where the dialog a visitor gets instead of prices leads: the company request, and the login page. */
export async function visitorDialogLeads(dialog: Locator): Promise<void> {
  const href = (name: string) => dialog.getByRole('link', { name }).getAttribute('href');
  assert.match((await href('Стать клиентом')) ?? '', /\/unauth\/#formCompanyRequest$/);
  assert.match((await href('Авторизоваться')) ?? '', /\/login\/$/);
}

const SCREENSHOTS = join(process.cwd(), 'screenshots');

/**
 * Saves a screenshot under screenshots/ (ignored by git) for a person to look at, when the run is
 * asked for them (`npm run screenshots`): no test reads them, and taking them costs `npm test` about
 * 20 s on a 2-core machine. The whole page, unless `fullPage` is false (the window as it is).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Reads `read` until `done` holds of what it read, or `timeoutMs` has passed, and returns the last
 * reading, for the test to assert on. For a state no locator can wait for, such as the demo
 * server's. The timeout is generous: the machine may be busy.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

/** Waits as `until` does for `check` to hold of what `read` reads, and fails with `what` if it never does. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
): Promise<T> {
  const value = await until(read, check);
  assert.ok(check(value), `${what}: not within 30 s (last: ${JSON.stringify(value)})`);
  return value;
}

interface FetchCounts {
  [needle: string]: { asked: number; settled: number };
}

/** The fetches of a context's pages that `watchFetches` counts. */
export interface WatchedFetches {
  /** What `page` counted so far. */
  counted(page: Page): Promise<{ asked: number; settled: number }>;
  /** Waits until `count` have settled, and then for the next frame, by which the page has drawn what they brought. */
  settled(page: Page, count: number): Promise<void>;
}

/**
 * Every page of `context` counts its fetches whose address or body contains `needle`: asked (when
 * `fetch` is called), and settled once the page is done with one (its answer read as text, or
 * failed, aborted included). A test that checks a late answer changed nothing waits for it to have
 * settled (`settled`) instead of sleeping for as long as it should take.
 */
export async function watchFetches(context: BrowserContext, needle: string): Promise<WatchedFetches> {
  await context.addInitScript((needle: string) => {
    const holder = window as { __watchedFetches?: FetchCounts };
    holder.__watchedFetches ??= {};
    const counts = { asked: 0, settled: 0 };
    holder.__watchedFetches[needle] = counts;
    const fetchAsPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const address = input instanceof Request ? input.url : String(input);
      if (!`${address} ${String(init?.body ?? '')}`.includes(needle)) return fetchAsPage(input, init);
      counts.asked += 1;
      // No named functions in here: the test runner's transform would wrap them in a helper the
      // page does not have.
      return fetchAsPage(input, init).then(
        (response) => {
          const text = response.text.bind(response);
          response.text = () =>
            text().finally(() => {
              counts.settled += 1;
            });
          return response;
        },
        (error: unknown) => {
          counts.settled += 1;
          throw error;
        },
      );
    };
  }, needle);
  return {
    counted: (page) => watchedFetches(page, needle),
    settled: (page, count) => fetchesSettled(page, needle, count),
  };
}

/** What the page counted of the fetches `watchFetches` watches for `needle`. */
function watchedFetches(page: Page, needle: string): Promise<{ asked: number; settled: number }> {
  return page.evaluate(
    (needle) =>
      (window as { __watchedFetches?: FetchCounts }).__watchedFetches?.[needle] ?? {
        asked: 0,
        settled: 0,
      },
    needle,
  );
}

/**
 * Waits until `count` of the fetches watched for `needle` have settled, and then for the next
 * frame, by which the page has drawn what they brought.
 */
async function fetchesSettled(page: Page, needle: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([needle, count]) =>
      ((window as { __watchedFetches?: FetchCounts }).__watchedFetches?.[needle]?.settled ?? 0) >= count,
    [needle, count] as const,
    { timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
}

/**
 * Waits until every picture of the page, in open shadow roots too, has loaded or failed (a lazy one
 * only once it is in the window: until then it is not asked for), and then for the next frame: what
 * a screenshot or a measure of the layout should see.
 */
export async function picturesSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let index = 0; index < roots.length; index += 1) {
        for (const element of (roots[index] as Document | ShadowRoot).querySelectorAll('*')) {
          if (element.shadowRoot) roots.push(element.shadowRoot);
          if (!(element instanceof HTMLImageElement) || element.complete) continue;
          const box = element.getBoundingClientRect();
          const inWindow = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          if (element.loading !== 'lazy' || inWindow) return false;
        }
      }
      return true;
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
}

interface RequestsInFlight {
  requests: Set<Request>;
  /** Settles once none is in flight. */
  none: Promise<void>;
  ended: () => void;
}

/** The requests a page has in flight, as the browser reports them: scripts and pictures too. */
const requestsInFlight = new WeakMap<Page, RequestsInFlight>();

/** Keeps track of what `page` has in flight from now on, for `settle`: from its creation on (newContext). */
function trackRequests(page: Page): void {
  const inFlight: RequestsInFlight = { requests: new Set(), none: Promise.resolve(), ended: () => {} };
  requestsInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (inFlight.requests.size === 0) inFlight.none = new Promise((none) => (inFlight.ended = none));
    inFlight.requests.add(request);
  });
  const end = (request: Request) => {
    if (inFlight.requests.delete(request) && inFlight.requests.size === 0) inFlight.ended();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

/**
 * Every page of the context counts its fetches, for `settle`: asked, and in flight. The page knows
 * of a fetch as it starts, before the browser tells the test.
 */
async function countFetches(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const fetches = { asked: 0, inFlight: 0 };
    (window as { __fetches?: typeof fetches }).__fetches = fetches;
    const fetchAsPage = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      fetches.asked += 1;
      fetches.inFlight += 1;
      return fetchAsPage(...args).finally(() => {
        fetches.inFlight -= 1;
      });
    };
  });
}

/**
 * Whether the page is quiet now: loaded, no fetch in flight, every custom element defined, and
 * nothing busy (skeletons, pending lists, a route's code on its way), shadow roots included.
 * Written as text, as the next: the test runner's transform would name the helpers of a callback
 * with a function the page does not have.
 */
const QUIET = `(() => {
  const fetches = window.__fetches;
  if (document.readyState !== 'complete' || !fetches || fetches.inFlight > 0) return false;
  const roots = [document];
  for (let index = 0; index < roots.length; index += 1) {
    if (roots[index].querySelector('[aria-busy="true"], :not(:defined)')) return false;
    for (const element of roots[index].querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  return true;
})()`;

/** What keeps the page from being quiet (QUIET), for a failure to tell. */
const NOT_QUIET = `(() => {
  const fetches = window.__fetches;
  const roots = [document];
  const busy = [];
  for (let index = 0; index < roots.length; index += 1) {
    for (const element of roots[index].querySelectorAll('[aria-busy="true"], :not(:defined)'))
      busy.push(element.outerHTML.slice(0, 120));
    for (const element of roots[index].querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  return JSON.stringify({ readyState: document.readyState, fetchesInFlight: fetches?.inFlight, busy });
})()`;

/**
 * Resolves to true once the page is QUIET, checked every frame, or to false after `ms`. The page
 * runs it as the DevTools protocol hands it over, which a strict CSP with Trusted Types lets run;
 * Playwright's `waitForFunction` compiles its predicate in the page, which such a policy refuses.
 */
const untilQuiet = (ms: number) => `new Promise((done) => {
  const end = performance.now() + ${Math.max(ms, 1)};
  const check = () => (${QUIET} ? done(true) : performance.now() > end ? done(false) : requestAnimationFrame(check));
  check();
})`;

/**
 * Whether the page stays quiet for two frames, each followed by an idle spell of its main thread
 * (no task left to run: a render in slices, the effects after one, a timer due). By then the
 * answer last read has been drawn and drawing it has asked for what comes next (the next call, a
 * chunk of code): nothing asked meanwhile.
 */
const STAYS_QUIET = `(async () => {
  if (!${QUIET}) return false;
  const asked = window.__fetches.asked;
  const resources = performance.getEntriesByType('resource').length;
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise((idle) => requestAnimationFrame(() => requestIdleCallback(idle)));
  return ${QUIET} && window.__fetches.asked === asked
    && performance.getEntriesByType('resource').length === resources;
})()`;

/**
 * Waits until the page is loaded, its data in and nothing left busy: no request in flight in the
 * browser while the page stays quiet (STAYS_QUIET), for any page of a harness context (it counts
 * their fetches and requests). A state rather than `networkidle`,
 * whose 500 ms without a request are slow and, on a busy machine, no proof. Strict pages too: it
 * runs under the page's own CSP and Trusted Types.
 */
export async function settle(page: Page): Promise<void> {
  const inFlight = requestsInFlight.get(page);
  assert.ok(inFlight, 'settle needs trackRequests on the page');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const timeLeft = new AbortController();
    const ended = await Promise.race([
      inFlight.none.then(() => true),
      sleep(deadline - Date.now(), false, { signal: timeLeft.signal }),
    ]);
    timeLeft.abort();
    assert.ok(ended, `${page.url()}: ${inFlight.requests.size} requests still in flight after 30 s`);
    const quiet = await page.evaluate<boolean>(untilQuiet(deadline - Date.now())).catch((error: Error) => {
      // A new document came meanwhile (a redirect, a route the page took): it is waited for next.
      if (page.isClosed() || !/context was destroyed|navigat/i.test(error.message)) throw error;
      return null;
    });
    if (quiet === null) continue;
    if (!quiet) assert.fail(`${page.url()} not quiet within 30 s: ${await page.evaluate<string>(NOT_QUIET)}`);
    if ((await page.evaluate<boolean>(STAYS_QUIET)) && inFlight.requests.size === 0) return;
    assert.ok(Date.now() < deadline, `${page.url()} not settled within 30 s`);
  }
}

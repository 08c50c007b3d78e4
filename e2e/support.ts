import { mkdirSync } from 'node:fs';

import { join } from 'node:path';
import { after, before } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CLIENT_ID, REFRESH_COOKIE } from '../demo-api/routes/auth.ts';
import { type PortalServer, type PortalServerOptions, startPortalServer } from '../demo-api/serve.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium as this machine runs it: headless, and quiet on the closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Harness {
  server: PortalServer;
  browser: Browser;
  url(path: string): string;
  /**
   * A context at this viewport. It ignores the portal pages' Content-Security-Policy (tests inject
   * axe and probes as inline scripts) unless `strict`, as e2e/security-headers.test.ts needs.
   */
  newContext(options?: { width?: number; height?: number; strict?: boolean }): Promise<BrowserContext>;
  control(path: 'reset' | 'faults' | 'expire-tokens' | 'product', body?: unknown): Promise<void>;
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
      newContext: ({ width = 1280, height = 800, strict = false } = {}) =>
        browser.newContext({ viewport: { width, height }, locale: 'ru-RU', bypassCSP: !strict }),
      control: async (path: string, body: unknown = {}) => {
        const response = await fetch(`${server.url}/__demo/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
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

/** A fresh browser context with `login` signed in through the login page, on the home page. */
export async function signedInPage(
  harness: Harness,
  login = 'demo',
  viewport?: { width?: number; height?: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await harness.newContext(viewport);
  const page = await context.newPage();
  await logIn(page, harness, login, login);
  await page.waitForURL(/\/\?from=login$/);
  return { context, page };
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
  const { out } = (await exchange.json()) as { out: { access_token: string } };
  return out.access_token;
}

/** The refresh token the browser holds in its HttpOnly cookie (what only the browser can send). */
export async function refreshCookie(context: BrowserContext, harness: Pick<Harness, 'url'>) {
  const cookies = await context.cookies(harness.url('/ajax/oauth.php'));
  return cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

const SCREENSHOTS = join(process.cwd(), 'screenshots');

/** Saves a screenshot under screenshots/ (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

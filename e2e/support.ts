import { mkdirSync } from 'node:fs';

import { join } from 'node:path';
import { after, before } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
  newContext(options?: { width?: number; height?: number }): Promise<BrowserContext>;
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
      newContext: ({ width = 1280, height = 800 } = {}) =>
        browser.newContext({ viewport: { width, height }, locale: 'ru-RU' }),
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

const SCREENSHOTS = join(process.cwd(), 'screenshots');

/** Saves a screenshot under screenshots/ (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../chromium-flags.ts';
import type { Engine, EngineName, Key, Protocol } from './driver.ts';

/**
 * Firefox over WebDriver BiDi, or Chromium over the DevTools protocol, through puppeteer-core: a
 * headless browser with no display, each journey in a browser context of its own.
 */
export async function launchPuppeteer(name: EngineName, executablePath: string): Promise<Engine> {
  const firefox = name === 'Firefox';
  const browser: Browser = await puppeteer.launch({
    browser: firefox ? 'firefox' : 'chrome',
    executablePath,
    headless: true,
    ...(firefox
      ? {
          protocol: 'webDriverBiDi',
          // Quiet on the closed network, and no first-run pages.
          extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false, 'app.update.enabled': false },
        }
      : { args: CHROMIUM_ARGS }),
  });
  const version = (await browser.version()).replace(/^\D+/, '').replace(/\/.*$/, '');
  return {
    name,
    version,
    phoneWidth: 390,
    async open(): Promise<Protocol> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      return pageProtocol(page, async () => {
        await context.close();
      });
    },
    close: () => browser.close(),
  };
}

function pageProtocol(page: Page, close: () => Promise<void>): Protocol {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key as KeyInput),
    async setFile(expression, path) {
      const handle = await page.evaluateHandle(
        `((() => { const $ = window.__journeys; return ${expression}; })())`,
      );
      await (handle as ElementHandle<HTMLInputElement>).uploadFile(path);
      await handle.dispose();
    },
    resize: (width, height) => page.setViewport({ width, height }),
    async screenshot(path) {
      writeFileSync(path, await page.screenshot());
    },
    close,
  };
}

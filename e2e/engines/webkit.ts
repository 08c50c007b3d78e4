import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { Builder, Key as Keys, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, Key, Protocol } from './driver.ts';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Escape: Keys.ESCAPE,
  Space: Keys.SPACE,
  Backspace: Keys.BACK_SPACE,
  Home: Keys.HOME,
  End: Keys.END,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * An X display of its own: Xvfb picks a free number and writes it to the pipe (-displayfd), so two
 * at once never race for one, as `xvfb-run -a` can.
 */
function startXvfb(): Promise<{ number: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.endsWith('\n')) resolve({ number: written.trim(), process: xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended with ${code}`)));
  });
}

/** Ends a process and waits until it has. */
function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill();
  });
}

/** Waits until the WebDriver server answers its status, or its process has ended. */
async function ready(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended with ${driver.exitCode}`);
    const status = await fetch(`${url}/status`).catch(() => null);
    if (status?.ok) return;
    await pause(50);
  }
  throw new Error('WebKitWebDriver did not answer within 30 s');
}

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver (W3C WebDriver) and selenium-webdriver:
 * MiniBrowser on a virtual display of its own (Xvfb), a new session for each journey (a session
 * ends its MiniBrowser: closing the engine ends the driver, then the display).
 */
export async function launchWebKit(): Promise<Engine> {
  const display = await startXvfb();
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: `:${display.number}` },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await ready(url, server);
  let version = '';
  return {
    name: 'WebKit',
    get version() {
      return version;
    },
    // MiniBrowser's window is no narrower than 447 CSS px.
    phoneWidth: 447,
    async open(): Promise<Protocol> {
      const driver = await new Builder()
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .usingServer(url)
        .build();
      version ||= String((await driver.getCapabilities()).get('browserVersion') ?? '');
      const protocol = driverProtocol(driver);
      await protocol.resize(1280, 800);
      return protocol;
    },
    async close() {
      await ended(server);
      await ended(display.process);
    },
  };
}

function driverProtocol(driver: WebDriver): Protocol {
  /** What the window adds around the page area, measured at the first resize. */
  let frame: { width: number; height: number } | null = null;
  const resize = async (width: number, height: number) => {
    if (!frame) {
      await driver.manage().window().setRect({ width, height });
      const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      frame = { width: width - inner[0], height: height - inner[1] };
    }
    await driver
      .manage()
      .window()
      .setRect({ width: width + frame.width, height: height + frame.height });
    // Drawn at the new size before anything is read or shot.
    await driver.executeScript(
      'return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))',
    );
  };
  return {
    async goto(url) {
      await driver.get(url);
    },
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return ${expression};`),
    async click(x, y) {
      await driver
        .actions({ async: true })
        .move({ x, y, origin: Origin.VIEWPORT })
        .press()
        .release()
        .perform();
    },
    async type(text) {
      await driver.actions({ async: true }).sendKeys(text).perform();
    },
    async press(key) {
      await driver.actions({ async: true }).sendKeys(KEYS[key]).perform();
    },
    async setFile(expression, path) {
      const input = (await driver.executeScript(
        `const $ = window.__journeys; return ${expression};`,
      )) as WebElement;
      await input.sendKeys(path);
    },
    resize,
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    close: () => driver.quit(),
  };
}

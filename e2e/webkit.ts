import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * WebKitGTK (Safari's engine) driven over W3C WebDriver: Debian's `WebKitWebDriver` and
 * `MiniBrowser` (`apt-get install webkit2gtk-driver xvfb`), on Xvfb's display, as TOOLCHAIN.md has it.
 * A few plain HTTP calls, no client library: what the session tests need.
 */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebKitPage {
  goto(url: string): Promise<void>;
  /** Runs `script` (a function body) in the page and returns what it returns. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  /** Types `text` into the field labelled `label`. */
  fill(label: string, text: string): Promise<void>;
  /** Clicks the button whose text is `name`. */
  press(name: string): Promise<void>;
  /** Waits until `script` returns a truthy value, and returns it. */
  until<T>(script: string, what: string): Promise<T>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the driver on its own display and opens a browser session in it. */
export async function launchWebKit(): Promise<WebKitPage> {
  const port = await freePort();
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1400x1000x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(value)}`);
    return value;
  }
  const stop = () => {
    if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  let sessionId = '';
  for (let tries = 0; !sessionId; tries += 1) {
    try {
      ({ sessionId } = await call<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      }));
    } catch (error) {
      // The driver takes a moment to listen on its display.
      if (tries > 100) {
        stop();
        throw error;
      }
      await sleep(100);
    }
  }
  const session = `/session/${sessionId}`;
  const run = <T>(script: string, ...args: unknown[]) =>
    call<T>('POST', `${session}/execute/sync`, { script, args });
  async function until<T>(script: string, what: string, ...args: unknown[]): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await run<T>(script, ...args);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${what}: not within 30 s`);
      await sleep(100);
    }
  }
  /** The element `script` finds with `arg`, once it is there. */
  const element = async (script: string, arg: string) => {
    const found = await until<Record<string, string>>(script, arg, arg);
    return `${session}/element/${found[ELEMENT]}`;
  };
  return {
    goto: (url) => call('POST', `${session}/url`, { url }),
    run,
    async fill(label, text) {
      const field = await element(
        'return [...document.querySelectorAll("label")].find((l) => l.textContent.trim().startsWith(arguments[0]))?.control ?? null',
        label,
      );
      await call('POST', `${field}/value`, { text });
    },
    async press(name) {
      const button = await element(
        'return [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === arguments[0]) ?? null',
        name,
      );
      await call('POST', `${button}/click`, {});
    },
    until,
    async close() {
      try {
        await call('DELETE', session);
      } finally {
        stop();
      }
    },
  };
}

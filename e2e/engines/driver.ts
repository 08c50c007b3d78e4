import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { IN_PAGE, type Target, wire } from './in-page.ts';

export type EngineName = 'Chromium' | 'Firefox' | 'WebKit';

export type Key =
  | 'Enter'
  | 'Tab'
  | 'Escape'
  | 'Space'
  | 'Backspace'
  | 'Home'
  | 'End'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight';

/**
 * What a journey needs of one browser tab, and all it may use: the one interface each engine's
 * protocol is put behind (WebDriver BiDi for Firefox, W3C WebDriver for WebKit, the DevTools
 * protocol for Chromium).
 */
export interface Protocol {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. Its value comes back as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** A primary-button click at a point of the window, in CSS pixels. */
  click(x: number, y: number): Promise<void>;
  /** Types into the focused element, one key at a time. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Gives the file input that `expression` evaluates to the file at `path`, as a file chooser does. */
  setFile(expression: string, path: string): Promise<void>;
  /** Sets the size of the window's page area (the layout viewport). */
  resize(width: number, height: number): Promise<void>;
  /** What the window shows (WebDriver classic shoots no more). */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** One engine, launched once per test file; each journey gets a fresh tab with nothing stored. */
export interface Engine {
  name: EngineName;
  version: string;
  /** Narrowest window the engine's browser allows (MiniBrowser's is wider than a phone). */
  phoneWidth: number;
  open(): Promise<Protocol>;
  close(): Promise<void>;
}

const PATIENCE_MS = 30_000;
const SCREENSHOTS = join(process.cwd(), 'screenshots');

/** Describes a target for a failure message. */
export function describeTarget(target: Target): string {
  const own = [
    target.role,
    target.css,
    target.name && `'${target.name}'`,
    target.nth !== undefined && `#${target.nth}`,
  ]
    .filter(Boolean)
    .join(' ');
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/** A tab as a journey drives it: find by role and name, click, type, wait for a state. */
export class Tab {
  constructor(
    readonly engine: Engine,
    private readonly protocol: Protocol,
  ) {}

  /** Runs `expression` with `$` bound to the in-page library (in-page.ts). */
  run<T>(expression: string): Promise<T> {
    return this.protocol.evaluate<T>(`((() => { const $ = ${IN_PAGE}; return ${expression}; })())`);
  }

  /** Reads `expression` (as `run`) until its value is truthy, and returns it; fails with `what` after 30 s. */
  async until<T>(expression: string, what: string): Promise<T> {
    const deadline = Date.now() + PATIENCE_MS;
    let last: T;
    do {
      last = await this.run<T>(expression).catch((error: Error) => {
        // A document going away under the call (a navigation) is read again in the next one.
        if (/navigat|context|discarded|destroyed|detached|JavaScript error/i.test(error.message))
          return undefined as T;
        throw error;
      });
      if (last) return last;
      await pause(50);
    } while (Date.now() < deadline);
    const url = await this.run<string>('location.href').catch(() => 'unknown');
    assert.fail(`${this.engine.name}: ${what}: not within 30 s on ${url} (last: ${JSON.stringify(last)})`);
  }

  async goto(url: string): Promise<void> {
    await this.protocol.goto(url);
    await this.run('true');
  }

  url(): Promise<string> {
    return this.run('location.href');
  }

  async waitForUrl(pattern: RegExp): Promise<string> {
    return this.until<string>(
      `new RegExp(${JSON.stringify(pattern.source)}, ${JSON.stringify(pattern.flags)}).test(location.href) && location.href`,
      `the address ${pattern}`,
    );
  }

  /** Waits until the page is done for now: loaded, nothing busy, nothing asked for over two frames. */
  async settled(): Promise<void> {
    await this.until('$.quiet()', 'the page settled');
  }

  /** Waits until the target is on the page (and drawn). */
  async waitFor(target: Target): Promise<void> {
    await this.until(`$.find(${JSON.stringify(wire(target))}) !== null`, describeTarget(target));
  }

  async waitForGone(target: Target): Promise<void> {
    await this.until(`$.find(${JSON.stringify(wire(target))}) === null`, `${describeTarget(target)} gone`);
  }

  count(target: Target): Promise<number> {
    return this.run(`$.findAll(${JSON.stringify(wire(target))}).length`);
  }

  /** The target's text (shadow roots included, whitespace folded), once it is there. */
  async text(target: Target): Promise<string> {
    await this.waitFor(target);
    return this.run(`$.textOf($.find(${JSON.stringify(wire(target))}))`);
  }

  /** Every text of the targets found, now. */
  texts(target: Target): Promise<string[]> {
    return this.run(`$.findAll(${JSON.stringify(wire(target))}).map($.textOf)`);
  }

  /** Waits until the target's text matches, and returns it. */
  waitForText(target: Target, text: RegExp): Promise<string> {
    return this.until(
      `((element) => element && new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)}).test($.textOf(element)) && $.textOf(element))($.find(${JSON.stringify(wire(target))}))`,
      `${describeTarget(target)} reading ${text}`,
    );
  }

  /** A property of the target (`value`, `checked`, …) once it is there. */
  async property<T>(target: Target, name: string): Promise<T> {
    await this.waitFor(target);
    return this.run(`$.find(${JSON.stringify(wire(target))})[${JSON.stringify(name)}]`);
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    await this.waitFor(target);
    return this.run(`$.find(${JSON.stringify(wire(target))}).getAttribute(${JSON.stringify(name)})`);
  }

  /** Waits until the target's property has the value. */
  async waitForProperty(target: Target, name: string, value: unknown): Promise<void> {
    await this.until(
      `$.find(${JSON.stringify(wire(target))})?.[${JSON.stringify(name)}] === ${JSON.stringify(value)}`,
      `${describeTarget(target)} with ${name} ${JSON.stringify(value)}`,
    );
  }

  /**
   * Clicks the target as a person does: scrolled into the window, the pointer pressed at its centre
   * once nothing else is there (WebKit's WebDriver cannot click an element inside a shadow root).
   */
  async click(target: Target): Promise<void> {
    const point = await this.until<{ x: number; y: number; hit: boolean } | null>(
      `$.point(${JSON.stringify(wire(target))}).then((point) => point?.hit && point)`,
      `${describeTarget(target)} to click`,
    );
    assert.ok(point);
    await this.protocol.click(point.x, point.y);
  }

  /** Clicks the target, then types `text` key by key. */
  async typeInto(target: Target, text: string): Promise<void> {
    await this.click(target);
    await this.until(
      `$.contains($.find(${JSON.stringify(wire(target))}), $.focused())`,
      `${describeTarget(target)} focused`,
    );
    await this.protocol.type(text);
  }

  type(text: string): Promise<void> {
    return this.protocol.type(text);
  }

  press(key: Key): Promise<void> {
    return this.protocol.press(key);
  }

  /** Moves the focus to the target, as Tab would reach it (a select's own popup stays closed). */
  async focus(target: Target): Promise<void> {
    await this.waitFor(target);
    await this.run(`$.find(${JSON.stringify(wire(target))}).focus()`);
  }

  /** Role, name and tag of the focused element, shadow roots included. */
  focused(): Promise<{ tag: string; role: string; name: string } | null> {
    return this.run('$.describe($.focused())');
  }

  async upload(target: Target, path: string): Promise<void> {
    await this.until(`$.findAll(${JSON.stringify(wire(target))}).length > 0`, describeTarget(target));
    await this.protocol.setFile(`$.find(${JSON.stringify(wire(target))})`, path);
  }

  resize(width: number, height: number): Promise<void> {
    return this.protocol.resize(width, height);
  }

  /** The errors the page let reach `window` since the library came to it (its first call). */
  errors(): Promise<string[]> {
    return this.run('$.errors');
  }

  /** Saves a screenshot under screenshots/ when the run is asked for them (`npm run screenshots`). */
  async screenshot(name: string): Promise<void> {
    if (!process.env.SCREENSHOTS) return;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await this.protocol.screenshot(join(SCREENSHOTS, `${name}-${this.engine.name.toLowerCase()}.png`));
  }

  close(): Promise<void> {
    return this.protocol.close();
  }
}

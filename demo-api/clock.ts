import { runInThisContext } from 'node:vm';

/**
 * A run of the tests, or of the demo, at another date (issue 37): `PORTAL_TEST_NOW` holds the
 * instant the run starts at, e.g. `2028-02-29T12:00:00+03:00`, and the clock runs on from there.
 * The demo server's data, the test code and the pages the server serves (in every browser) then all
 * read the same shifted clock: the seeded orders, settlements and delivery dates, the default
 * periods the pages open on, and what a test expects.
 */
export const TEST_NOW_ENV = 'PORTAL_TEST_NOW';

/**
 * Replaces `Date` with one whose "now" is `shift` milliseconds from the real one: `new Date()`,
 * `Date()` and `Date.now()` move, everything else (parsing, `new Date(ms)`, `instanceof`, the
 * prototype) is the real `Date`'s. Timers and `performance.now()` are untouched, so nothing waits
 * longer or shorter. Written as text, as the browser gets it too (`clockScript`); installing it twice
 * keeps the first shift.
 */
export const DATE_SHIFT = `(shift) => {
  const RealDate = globalThis.Date;
  if (RealDate.portalShift !== undefined) return;
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? now : key === 'portalShift' ? shift : Reflect.get(target, key, receiver),
  });
}`;

type InstallShift = (shift: number) => void;

/** The instant `PORTAL_TEST_NOW` names, in milliseconds, or null when the run keeps the real clock. */
export function testNowFromEnv(): number | null {
  const text = process.env[TEST_NOW_ENV];
  if (!text) return null;
  const instant = Date.parse(text);
  if (Number.isNaN(instant))
    throw new Error(`${TEST_NOW_ENV}=${text} is not a date (ISO 8601, e.g. 2028-02-29T12:00:00+03:00)`);
  return instant;
}

/** Whether this process's clock is shifted (`shiftClockFromEnv` ran with a date set). */
export function clockShifted(): boolean {
  return (Date as DateConstructor & { portalShift?: number }).portalShift !== undefined;
}

/**
 * Moves this process's clock to `PORTAL_TEST_NOW` when it is set: called first by every test
 * process (the unit tests' setup, e2e/support.ts) and by `npm start`.
 */
export function shiftClockFromEnv(): void {
  const instant = testNowFromEnv();
  if (instant === null || clockShifted()) return;
  (runInThisContext(DATE_SHIFT) as InstallShift)(instant - Date.now());
}

/**
 * The script a page of the shifted demo loads before its own (`/__demo/clock.js`): the browser's
 * clock moves by what separates the server's (shifted) now from the browser's own.
 */
export function clockScript(): string {
  return `(${DATE_SHIFT})(${Date.now()} - Date.now());\n`;
}

export const CLOCK_SCRIPT_PATH = '/__demo/clock.js';

/** `html` with the clock script as the first thing in its head: it runs before any script of the page's. */
export function withClockScript(html: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1><script src="${CLOCK_SCRIPT_PATH}"></script>`);
}

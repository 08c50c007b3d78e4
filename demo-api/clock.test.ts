import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DATE_SHIFT, withClockScript } from './clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh global scope with its own real `Date`, shifted by `shift`, and what `probe` reads there. */
function inShiftedScope<T>(shift: number, probe: string): T {
  const scope = createContext({});
  runInContext(`(${DATE_SHIFT})(${shift})`, scope);
  return runInContext(probe, scope) as T;
}

describe('the shifted clock', () => {
  it('moves now, and nothing else', () => {
    const before = Date.now();
    const [now, constructed, called, epoch, parsed, isDate] = inShiftedScope<
      [number, number, string, number, number, boolean]
    >(
      DAY_MS,
      `[Date.now(), new Date().getTime(), Date(), new Date(0).getTime(), Date.parse('2028-02-29T12:00:00Z'), new Date() instanceof Date]`,
    );
    expect(now).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(constructed).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(Date.parse(called)).toBeGreaterThanOrEqual(Math.floor((before + DAY_MS) / 1000) * 1000);
    expect(epoch).toBe(0);
    expect(parsed).toBe(Date.UTC(2028, 1, 29, 12));
    expect(isDate).toBe(true);
  });

  it('keeps the first shift when installed twice', () => {
    const now = inShiftedScope<number>(DAY_MS, `(${DATE_SHIFT})(${-DAY_MS * 365}); Date.now()`);
    expect(now).toBeGreaterThan(Date.now());
  });

  it('lets a subclass of Date read the shifted now', () => {
    const year = inShiftedScope<number>(
      DAY_MS * 366 * 3,
      'class Day extends Date {}; new Day().getUTCFullYear()',
    );
    expect(year).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 3);
  });

  it("puts the clock script before every script of a page's head", () => {
    expect(
      withClockScript('<!doctype html><html lang="ru"><head><script type="module" src="/a.js"></script>'),
    ).toBe(
      '<!doctype html><html lang="ru"><head><script src="/__demo/clock.js"></script><script type="module" src="/a.js"></script>',
    );
  });
});

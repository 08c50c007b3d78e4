import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DATE_SHIFT, withClockScript } from './clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What `probe` reads in a fresh global scope with its own real `Date`, after `real` (read with that
 * real clock) and once the clock there is shifted by `shift`. A scope of its own: this process's
 * clock may itself be shifted (npm run test:dates).
 */
function inShiftedScope<T>(shift: number, real: string, probe: string): { real: number; shifted: T } {
  const scope = createContext({});
  const before = runInContext(real, scope) as number;
  runInContext(`(${DATE_SHIFT})(${shift})`, scope);
  return { real: before, shifted: runInContext(probe, scope) as T };
}

describe('the shifted clock', () => {
  it('moves now, and nothing else', () => {
    const { real, shifted } = inShiftedScope<[number, number, string, number, number, boolean]>(
      DAY_MS,
      'Date.now()',
      `[Date.now(), new Date().getTime(), Date(), new Date(0).getTime(), Date.parse('2028-02-29T12:00:00Z'), new Date() instanceof Date]`,
    );
    const [now, constructed, called, epoch, parsed, isDate] = shifted;
    expect(now).toBeGreaterThanOrEqual(real + DAY_MS);
    expect(constructed).toBeGreaterThanOrEqual(real + DAY_MS);
    expect(Date.parse(called)).toBeGreaterThanOrEqual(Math.floor((real + DAY_MS) / 1000) * 1000);
    expect(epoch).toBe(0);
    expect(parsed).toBe(Date.UTC(2028, 1, 29, 12));
    expect(isDate).toBe(true);
  });

  it('keeps the first shift when installed twice', () => {
    const { real, shifted } = inShiftedScope<number>(
      DAY_MS,
      'Date.now()',
      `(${DATE_SHIFT})(${-DAY_MS * 365}); Date.now()`,
    );
    expect(shifted).toBeGreaterThanOrEqual(real + DAY_MS);
  });

  it('lets a subclass of Date read the shifted now', () => {
    const { real, shifted } = inShiftedScope<number>(
      DAY_MS * 366 * 3,
      'new Date().getUTCFullYear()',
      'class Day extends Date {}; new Day().getUTCFullYear()',
    );
    expect(shifted).toBeGreaterThanOrEqual(real + 3);
  });

  it("puts the clock script before every script of a page's head", () => {
    expect(
      withClockScript('<!doctype html><html lang="ru"><head><script type="module" src="/a.js"></script>'),
    ).toBe(
      '<!doctype html><html lang="ru"><head><script src="/__demo/clock.js"></script><script type="module" src="/a.js"></script>',
    );
  });
});

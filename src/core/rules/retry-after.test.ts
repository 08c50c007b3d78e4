import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

const now = Date.UTC(2026, 10, 26, 23, 30, 0);

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('60', now)).toBe(60);
    expect(retryAfterSeconds(' 900 ', now)).toBe(900);
  });

  it('reads an HTTP date, counted from now and rounded up', () => {
    expect(retryAfterSeconds('Thu, 26 Nov 2026 23:32:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 23:30:00 GMT', now + 500)).toBe(1);
  });

  it('asks for a second at least, and nothing of a header it cannot read', () => {
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
  });

  it('gives a whole number of seconds, one or more, for any delay or date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        (seconds, ms) => {
          const fromDelay = retryAfterSeconds(String(seconds), now);
          const fromDate = retryAfterSeconds(new Date(now + ms).toUTCString(), now);
          for (const wait of [fromDelay, fromDate]) {
            expect(Number.isInteger(wait)).toBe(true);
            expect(wait).toBeGreaterThanOrEqual(1);
          }
          expect(fromDelay).toBe(Math.max(1, seconds));
          // toUTCString drops the milliseconds: the date is up to a second earlier than asked.
          expect(fromDate).toBeLessThanOrEqual(Math.max(1, Math.ceil(ms / 1000)));
          expect(fromDate).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(ms / 1000) - 1));
        },
      ),
    );
  });
});

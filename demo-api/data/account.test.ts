import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, MOSCOW_OFFSET_MS } from '../format';
import { seededLedger, seededOrders } from './account';

/** The first instant of the Moscow month holding `timestamp`. */
function moscowMonthStart(timestamp: number): number {
  const moscow = new Date(timestamp + MOSCOW_OFFSET_MS);
  return Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), 1) - MOSCOW_OFFSET_MS;
}

/** Any instant from 2024 to 2030, the demo's start. */
const anchors = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31, 23, 59) });

describe('the seeded settlements', () => {
  it.each(['demo', 'basic'])(
    "hold a payment in the settlements page's default period (this month so far) on any day (%s)",
    (login) => {
      fc.assert(
        fc.property(anchors, (anchor) => {
          const ledger = seededLedger(login, anchor, seededOrders(login, anchor));
          const thisMonth = ledger.filter(
            (entry) => entry.date >= moscowMonthStart(anchor) && entry.date <= anchor,
          );
          expect(thisMonth.map((entry) => entry.kind)).toContain('payment');
          expect(ledger.every((entry) => entry.date <= anchor)).toBe(true);
        }),
      );
    },
  );

  it('pay the oldest unpaid shipment on the day the demo starts, on the 1st of a month and a leap day too', () => {
    for (const anchor of [Date.parse('2027-01-01T00:30:00+03:00'), Date.parse('2028-02-29T12:00:00+03:00')]) {
      const payments = seededLedger('demo', anchor, seededOrders('demo', anchor)).filter(
        (entry) => entry.kind === 'payment',
      );
      expect(formatDate(payments.at(-1)?.date ?? 0)).toBe(formatDate(anchor));
    }
  });
});

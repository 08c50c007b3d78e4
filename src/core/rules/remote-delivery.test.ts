import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduledShipment } from '../domain/remote-supplier';
import { remoteDeliveryShipment } from './remote-delivery';

const HOUR = 3600;
const now = Date.UTC(2024, 10, 20, 9, 0); // Wednesday, 12:00 in Voronezh
const nowSeconds = now / 1000;
const run = (offsetHours: number, date: string): ScheduledShipment => ({
  shippingTimestamp: nowSeconds + offsetHours * HOUR,
  shippingDate: date,
});
const schedule = [run(21, '21.11.2024'), run(45, '22.11.2024'), run(69, '23.11.2024')];

describe('remote delivery date', () => {
  it('takes the first run later than now plus the delivery hours', () => {
    expect(remoteDeliveryShipment(now, 0, schedule)?.shippingDate).toBe('21.11.2024');
    expect(remoteDeliveryShipment(now, 24, schedule)?.shippingDate).toBe('22.11.2024');
    expect(remoteDeliveryShipment(now, 46, schedule)?.shippingDate).toBe('23.11.2024');
  });

  it('skips a run whose timestamp is exactly now plus the hours', () => {
    expect(remoteDeliveryShipment(now, 21, schedule)?.shippingDate).toBe('22.11.2024');
    expect(remoteDeliveryShipment(now + 1000, 20, schedule)?.shippingDate).toBe('21.11.2024');
  });

  it('has no date when the hours reach past the last run', () => {
    expect(remoteDeliveryShipment(now, 69, schedule)).toBeNull();
    expect(remoteDeliveryShipment(now, 500, schedule)).toBeNull();
    expect(remoteDeliveryShipment(now, 0, [])).toBeNull();
  });

  it('reads a schedule sent out of order by time', () => {
    const shuffled = [schedule[2], schedule[0], schedule[1]].filter((entry) => entry !== undefined);
    expect(remoteDeliveryShipment(now, 24, shuffled)?.shippingDate).toBe('22.11.2024');
  });

  it('always picks the earliest run strictly later than ready time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100, max: 400 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 300 }),
        (offsets, hours) => {
          const runs = offsets.map((offset, index) => run(offset, `run ${index}`));
          const picked = remoteDeliveryShipment(now, hours, runs);
          const ready = nowSeconds + hours * HOUR;
          const later = runs.filter((entry) => entry.shippingTimestamp > ready);
          if (later.length === 0) expect(picked).toBeNull();
          else expect(picked?.shippingTimestamp).toBe(Math.min(...later.map((e) => e.shippingTimestamp)));
        },
      ),
    );
  });
});

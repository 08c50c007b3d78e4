import { describe, expect, it } from 'vitest';
import { Faults, parseFaultSpec } from './faults';

/** Rolls these numbers in turn (as Math.random would), then 0.99. */
const dice =
  (...rolls: number[]) =>
  () =>
    rolls.shift() ?? 0.99;

describe('faults by chance', () => {
  it('meets a matching call only when the roll falls under its chance, and counts only those', () => {
    const faults = new Faults(dice(0.5, 0.1, 0.7, 0.05));
    faults.add({ path: 'basket', status: 502, chance: 0.2, times: 2 });
    expect([1, 2, 3, 4].map(() => faults.take('/rest/basket.update.json')?.status ?? null)).toEqual([
      null,
      502,
      null,
      502,
    ]);
    expect(faults.pending).toBe(0);
  });

  it('lets a call a fault passed over meet the next matching one', () => {
    const faults = new Faults(dice(0.9, 0.3));
    faults.add({ path: 'basket', status: 502, after: true, chance: 0.1 });
    faults.add({ path: 'basket', status: 500, chance: 0.5 });
    expect(faults.take('/rest/basket.list.json')).toMatchObject({ status: 500 });
    expect(faults.pending).toBe(1);
  });

  it('takes a chance above 0 and up to 1 only', () => {
    expect(parseFaultSpec({ path: 'x', status: 500, chance: 0.2 })).toMatchObject({ chance: 0.2 });
    for (const chance of [0, 1.5, '0.2']) {
      expect(typeof parseFaultSpec({ path: 'x', status: 500, chance })).toBe('string');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { DRIVER_MAT, FRONT_PAIR, FULL_SET, normaliseMatItems, REAR_MATS, toggleMatItem } from './mat-items';

const BRIDGE = 'p9xw4bzd';
const OFFERED = [FULL_SET, DRIVER_MAT, FRONT_PAIR, REAR_MATS, BRIDGE];

/** Every subset of the four named items and another one: 32 sets. */
const SUBSETS: string[][] = Array.from({ length: 2 ** OFFERED.length }, (_, mask) =>
  OFFERED.filter((_, index) => mask & (1 << index)),
);

const name = (set: readonly string[]) => `[${set.join(', ')}]`;

/** What every set the rule answers must be. */
function expectLawful(result: readonly string[]): void {
  expect(result.length).toBeGreaterThan(0);
  expect(result).toEqual(OFFERED.filter((id) => result.includes(id)));
  if (result.includes(FULL_SET)) expect(result).toEqual([FULL_SET]);
  expect(result.includes(DRIVER_MAT) && result.includes(FRONT_PAIR)).toBe(false);
  expect(result.includes(FRONT_PAIR) && result.includes(REAR_MATS)).toBe(false);
}

describe('toggleMatItem over every combination', () => {
  const cases = SUBSETS.flatMap((checked) =>
    OFFERED.flatMap((id) =>
      [true, false].map((on) => [on ? 'checking' : 'unchecking', id, name(checked), checked, on] as const),
    ),
  );

  it.each(cases)('%s %s in %s', (_, id, __, checked, on) => {
    const result = toggleMatItem(checked, id, on, OFFERED);
    expectLawful(result);
    // What the client did shows in the answer, from every set the rule itself can leave.
    if (name(normaliseMatItems(checked, OFFERED)) !== name(checked)) return;
    if (on && id === FULL_SET) expect(result).toEqual([FULL_SET]);
    else if (on) {
      const pairs =
        (id === FRONT_PAIR && checked.includes(REAR_MATS)) ||
        (id === REAR_MATS && checked.includes(FRONT_PAIR));
      if (pairs) expect(result).toEqual([FULL_SET]);
      else {
        // Checked now; the full set gone; the driver's mat and the front pair exclude each other.
        expect(result).toContain(id);
        expect(result).not.toContain(FULL_SET);
        if (id === DRIVER_MAT) expect(result).not.toContain(FRONT_PAIR);
        if (id === FRONT_PAIR) expect(result).not.toContain(DRIVER_MAT);
        // Nothing else changes but what the rule takes away.
        for (const other of [REAR_MATS, BRIDGE].filter((item) => item !== id))
          expect(result.includes(other)).toBe(checked.includes(other));
      }
    } else {
      const left = checked.filter((item) => item !== id);
      expect(result).toEqual(left.length === 0 ? [FULL_SET] : left);
    }
  });

  it('merges the front pair and the rear mats into the full set', () => {
    expect(toggleMatItem([REAR_MATS], FRONT_PAIR, true, OFFERED)).toEqual([FULL_SET]);
    expect(toggleMatItem([FRONT_PAIR, BRIDGE], REAR_MATS, true, OFFERED)).toEqual([FULL_SET]);
  });

  it('unchecks the full set for any other item, and everything else for the full set', () => {
    expect(toggleMatItem([FULL_SET], DRIVER_MAT, true, OFFERED)).toEqual([DRIVER_MAT]);
    expect(toggleMatItem([FULL_SET], BRIDGE, true, OFFERED)).toEqual([BRIDGE]);
    expect(toggleMatItem([DRIVER_MAT, REAR_MATS, BRIDGE], FULL_SET, true, OFFERED)).toEqual([FULL_SET]);
  });

  it('swaps the driver’s mat and the front pair', () => {
    expect(toggleMatItem([DRIVER_MAT, BRIDGE], FRONT_PAIR, true, OFFERED)).toEqual([FRONT_PAIR, BRIDGE]);
    expect(toggleMatItem([FRONT_PAIR], DRIVER_MAT, true, OFFERED)).toEqual([DRIVER_MAT]);
    expect(toggleMatItem([DRIVER_MAT], REAR_MATS, true, OFFERED)).toEqual([DRIVER_MAT, REAR_MATS]);
  });

  it('never leaves the set empty', () => {
    expect(toggleMatItem([FULL_SET], FULL_SET, false, OFFERED)).toEqual([FULL_SET]);
    expect(toggleMatItem([BRIDGE], BRIDGE, false, OFFERED)).toEqual([FULL_SET]);
  });

  it('keeps the front pair and the rear mats apart when the pattern has no full set', () => {
    const offered = [DRIVER_MAT, FRONT_PAIR, REAR_MATS];
    expect(toggleMatItem([REAR_MATS], FRONT_PAIR, true, offered)).toEqual([FRONT_PAIR, REAR_MATS]);
    expect(toggleMatItem([FRONT_PAIR], FULL_SET, true, offered)).toEqual([FRONT_PAIR]);
  });
});

describe('normaliseMatItems', () => {
  it.each(SUBSETS.map((set) => [name(set), set] as const))(
    '%s becomes a lawful set, and stays so',
    (_, set) => {
      const result = normaliseMatItems(set, OFFERED);
      expectLawful(result);
      expect(normaliseMatItems(result, OFFERED)).toEqual(result);
    },
  );

  it('drops items the pattern does not offer', () => {
    expect(normaliseMatItems(['k3t8nm2r', REAR_MATS], OFFERED)).toEqual([REAR_MATS]);
    expect(normaliseMatItems(['k3t8nm2r'], OFFERED)).toEqual([FULL_SET]);
  });
});

/** A small seeded pseudo-random source: the same seed gives the same data in every process. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const picked: T[] = [];
      while (picked.length < count && pool.length > 0) {
        picked.push(...pool.splice(int(0, pool.length - 1), 1));
      }
      return picked;
    },
  };
}

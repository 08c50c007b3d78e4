import { SEEDED_BASKETS } from '../data/baskets';
import { Baskets } from './baskets';
import { Faults } from './faults';
import { type TokenLifetimes, Tokens } from './tokens';

/** Everything one demo app remembers; two apps in one process share none of it. */
export interface DemoStore {
  tokens: Tokens;
  baskets: Baskets;
  faults: Faults;
}

export function createStore(now: () => number, lifetimes: TokenLifetimes): DemoStore {
  return { tokens: new Tokens(now, lifetimes), baskets: new Baskets(SEEDED_BASKETS), faults: new Faults() };
}

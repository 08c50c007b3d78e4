import { SEEDED_BASKETS } from '../data/baskets';
import { Baskets } from './baskets';
import { Faults } from './faults';
import { Orders } from './orders';
import { Pricing } from './pricing';
import { Relays } from './relays';
import { type TokenLifetimes, Tokens } from './tokens';
import { Uploads } from './uploads';

/** Everything one demo app remembers; two apps in one process share none of it. */
export interface DemoStore {
  tokens: Tokens;
  baskets: Baskets;
  faults: Faults;
  pricing: Pricing;
  orders: Orders;
  uploads: Uploads;
  relays: Relays;
}

export function createStore(now: () => number, lifetimes: TokenLifetimes): DemoStore {
  return {
    tokens: new Tokens(now, lifetimes),
    baskets: new Baskets(SEEDED_BASKETS),
    faults: new Faults(),
    pricing: new Pricing(),
    orders: new Orders(),
    uploads: new Uploads(),
    relays: new Relays(),
  };
}

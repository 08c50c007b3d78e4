import { SEEDED_BASKETS } from '../data/baskets';
import { AccountState } from './account';
import { Baskets } from './baskets';
import { Faults } from './faults';
import { KeptAnswers } from './kept-answers';
import { Orders } from './orders';
import { Pricing } from './pricing';
import { Relays } from './relays';
import { SignInThrottle } from './sign-in-throttle';
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
  account: AccountState;
  relays: Relays;
  signIns: SignInThrottle;
  /** The current-password checks of personal.changepass.json, under the sign-in's rules. */
  passwordChecks: SignInThrottle;
  /** The answers of calls made under an idempotency key (http/idempotency.ts). */
  answers: KeptAnswers;
}

export function createStore(now: () => number, lifetimes: TokenLifetimes): DemoStore {
  const orders = new Orders();
  return {
    tokens: new Tokens(now, lifetimes),
    baskets: new Baskets(SEEDED_BASKETS),
    faults: new Faults(),
    pricing: new Pricing(),
    orders,
    uploads: new Uploads(),
    account: new AccountState(now(), orders),
    relays: new Relays(),
    signIns: new SignInThrottle(now),
    passwordChecks: new SignInThrottle(now),
    answers: new KeptAnswers(),
  };
}

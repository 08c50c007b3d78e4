/** How many failed sign-ins are let through before a wait, and how long the waits are. */
export interface ThrottleLimits {
  /** Failures in a row for one login. */
  perLogin: number;
  /** Failures in a row from one address, whatever the logins. */
  perAddress: number;
  /** The first wait; each further failure after it doubles it, up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = {
  perLogin: 5,
  perAddress: 20,
  firstWaitMs: 60_000,
  maxWaitMs: 15 * 60_000,
};

interface Failures {
  count: number;
  /** Until when a sign-in is answered 429 without looking at the password. */
  blockedUntil: number;
}

/**
 * Failed sign-ins per login and per address (docs/server-contract.md, "Sign-in throttling"): past
 * the limit, each further failure makes the next wait twice as long. A success clears its login's
 * count (its address's too), so a client who mistyped a few times is not held back afterwards.
 */
export class SignInThrottle {
  readonly #logins = new Map<string, Failures>();
  readonly #addresses = new Map<string, Failures>();
  readonly #now: () => number;
  readonly #limits: ThrottleLimits;

  constructor(now: () => number, limits: ThrottleLimits = SIGN_IN_LIMITS) {
    this.#now = now;
    this.#limits = limits;
  }

  /** Milliseconds before this login may be tried from this address; 0 when it may be now. */
  wait(login: string, address: string): number {
    const until = Math.max(
      this.#logins.get(login.toLowerCase())?.blockedUntil ?? 0,
      this.#addresses.get(address)?.blockedUntil ?? 0,
    );
    return Math.max(0, until - this.#now());
  }

  failed(login: string, address: string): void {
    this.#count(this.#logins, login.toLowerCase(), this.#limits.perLogin);
    this.#count(this.#addresses, address, this.#limits.perAddress);
  }

  succeeded(login: string, address: string): void {
    this.#logins.delete(login.toLowerCase());
    this.#addresses.delete(address);
  }

  reset(): void {
    this.#logins.clear();
    this.#addresses.clear();
  }

  #count(failures: Map<string, Failures>, key: string, limit: number): void {
    const entry = failures.get(key) ?? { count: 0, blockedUntil: 0 };
    entry.count += 1;
    if (entry.count >= limit) {
      const doublings = Math.min(entry.count - limit, 10);
      const waitMs = Math.min(this.#limits.firstWaitMs * 2 ** doublings, this.#limits.maxWaitMs);
      entry.blockedUntil = this.#now() + waitMs;
    }
    failures.set(key, entry);
  }
}

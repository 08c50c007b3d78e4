import { randomBytes } from 'node:crypto';

/** When failures start to make the next try wait, and how long. */
export interface WaitRule {
  /** The failure that sets the first wait. */
  limit: number;
  /** The first wait; each further failure doubles it, up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
  /**
   * Failures this old are forgotten (a window), so that a success of someone else cannot clear
   * them; without it, they count until a success of their own key clears them.
   */
  forgetAfterMs?: number;
}

/** The rules of docs/server-contract.md, "Sign-in throttling". */
export interface ThrottleLimits {
  /** One login from one address, from a browser it never signed in from. */
  loginAtAddress: WaitRule;
  /** One address, whatever the logins; a success does not clear it. */
  address: WaitRule;
  /** One login from anywhere, browsers it never signed in from: short, growing waits, no lock-out. */
  login: WaitRule;
  /** One login from a browser it signed in from before (its device cookie): that browser's own failures only. */
  knownDevice: WaitRule;
}

const MINUTE = 60_000;

export const SIGN_IN_LIMITS: ThrottleLimits = {
  loginAtAddress: { limit: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
  address: { limit: 20, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  login: { limit: 10, firstWaitMs: 5_000, maxWaitMs: 5 * MINUTE },
  knownDevice: { limit: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE },
};

interface Failures {
  count: number;
  last: number;
  /** Until when a try is answered 429 without looking at the password. */
  blockedUntil: number;
}

/** Failures per key under one rule. */
class FailureCount {
  readonly #failures = new Map<string, Failures>();
  readonly #rule: WaitRule;
  readonly #now: () => number;

  constructor(rule: WaitRule, now: () => number) {
    this.#rule = rule;
    this.#now = now;
  }

  #entry(key: string): Failures | undefined {
    const entry = this.#failures.get(key);
    const { forgetAfterMs } = this.#rule;
    if (entry && forgetAfterMs !== undefined && this.#now() - entry.last >= forgetAfterMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  wait(key: string): number {
    return Math.max(0, (this.#entry(key)?.blockedUntil ?? 0) - this.#now());
  }

  failed(key: string): void {
    const now = this.#now();
    const entry = this.#entry(key) ?? { count: 0, last: now, blockedUntil: 0 };
    entry.count += 1;
    entry.last = now;
    const { limit, firstWaitMs, maxWaitMs } = this.#rule;
    if (entry.count >= limit) {
      const doublings = Math.min(entry.count - limit, 20);
      entry.blockedUntil = now + Math.min(firstWaitMs * 2 ** doublings, maxWaitMs);
    }
    this.#failures.set(key, entry);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  reset(): void {
    this.#failures.clear();
  }
}

/** One try of a password: whose, from where, and whether from a browser that signed in as it before. */
export interface PasswordTry {
  login: string;
  address: string;
  /** The browser's device cookie, when it has one. */
  device?: string | undefined;
}

/**
 * Failed password checks (sign-in, and the current password of a password change), counted so that
 * guessing is slowed without locking the client out (docs/server-contract.md, "Sign-in throttling"):
 *
 * - a browser the login signed in from before (its device cookie names the login) is held back by
 *   its own failures only, so a stranger's failures elsewhere never keep the client out of it;
 * - any other browser by the login at its address (a hard wait, for that address only), by its
 *   address whatever the logins (a success does not clear it: the attacker's own sign-in between
 *   guesses no longer wipes them), and by the login from everywhere (short waits that grow: slows a
 *   guess spread over many addresses, never a lock-out).
 *
 * A success clears the login's counts and its device's, never the address's.
 */
export class SignInThrottle {
  readonly #loginAtAddress: FailureCount;
  readonly #address: FailureCount;
  readonly #login: FailureCount;
  readonly #knownDevice: FailureCount;
  /** Device cookie → the logins that signed in with it. */
  readonly #devices = new Map<string, Set<string>>();

  constructor(now: () => number, limits: ThrottleLimits = SIGN_IN_LIMITS) {
    this.#loginAtAddress = new FailureCount(limits.loginAtAddress, now);
    this.#address = new FailureCount(limits.address, now);
    this.#login = new FailureCount(limits.login, now);
    this.#knownDevice = new FailureCount(limits.knownDevice, now);
  }

  #known({ login, device }: PasswordTry): string | undefined {
    const name = login.toLowerCase();
    return device && this.#devices.get(device)?.has(name) ? `${name}\n${device}` : undefined;
  }

  /** Milliseconds before this try may be made; 0 when it may be now. */
  wait(attempt: PasswordTry): number {
    const device = this.#known(attempt);
    if (device) return this.#knownDevice.wait(device);
    const login = attempt.login.toLowerCase();
    return Math.max(
      this.#loginAtAddress.wait(`${login}\n${attempt.address}`),
      this.#address.wait(attempt.address),
      this.#login.wait(login),
    );
  }

  failed(attempt: PasswordTry): void {
    const device = this.#known(attempt);
    if (device) {
      this.#knownDevice.failed(device);
      return;
    }
    const login = attempt.login.toLowerCase();
    this.#loginAtAddress.failed(`${login}\n${attempt.address}`);
    this.#address.failed(attempt.address);
    this.#login.failed(login);
  }

  /** The password was right: the login's counts start over (the address's stay). */
  succeeded(attempt: PasswordTry): void {
    const login = attempt.login.toLowerCase();
    this.#loginAtAddress.clear(`${login}\n${attempt.address}`);
    this.#login.clear(login);
    const device = this.#known(attempt);
    if (device) this.#knownDevice.clear(device);
  }

  /**
   * The browser signed in as `login`: answers the device cookie that names the login from now on,
   * the one the browser sent when it is one of ours, or a new one.
   */
  trustDevice(login: string, sent: string | undefined): string {
    const device = sent && this.#devices.has(sent) ? sent : randomBytes(20).toString('hex');
    const logins = this.#devices.get(device) ?? new Set();
    logins.add(login.toLowerCase());
    this.#devices.set(device, logins);
    return device;
  }

  reset(): void {
    for (const count of [this.#loginAtAddress, this.#address, this.#login, this.#knownDevice]) count.reset();
    this.#devices.clear();
  }
}

import { randomBytes } from 'node:crypto';

/** How long each kind of credential lives, in milliseconds. */
export interface TokenLifetimes {
  codeMs: number;
  accessMs: number;
  refreshMs: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type AccessCheck = { status: 'valid'; login: string } | { status: 'invalid' } | { status: 'expired' };

interface Grant {
  login: string;
  expiresAt: number;
}

interface AccessGrant extends Grant {
  refreshToken: string;
}

const newToken = (): string => randomBytes(20).toString('hex');

/** Authorization codes, access and refresh tokens of one demo app, on its own clock. */
export class Tokens {
  readonly #codes = new Map<string, Grant>();
  readonly #access = new Map<string, AccessGrant>();
  readonly #refresh = new Map<string, Grant>();
  readonly #now: () => number;
  readonly #lifetimes: TokenLifetimes;

  constructor(now: () => number, lifetimes: TokenLifetimes) {
    this.#now = now;
    this.#lifetimes = lifetimes;
  }

  issueCode(login: string): string {
    const code = newToken();
    this.#codes.set(code, { login, expiresAt: this.#now() + this.#lifetimes.codeMs });
    return code;
  }

  /** Exchanges a code for tokens; a code works once, and only while it is fresh. */
  redeemCode(code: string): TokenPair | undefined {
    const grant = this.#take(this.#codes, code);
    return grant && this.#issuePair(grant.login);
  }

  /** Rotates: the refresh token used here stops working, the answer carries a new one. */
  refresh(refreshToken: string): TokenPair | undefined {
    const grant = this.#take(this.#refresh, refreshToken);
    return grant && this.#issuePair(grant.login);
  }

  check(accessToken: string): AccessCheck {
    const grant = this.#access.get(accessToken);
    if (!grant) return { status: 'invalid' };
    if (grant.expiresAt <= this.#now()) return { status: 'expired' };
    return { status: 'valid', login: grant.login };
  }

  /** Logout: the access token and the refresh token issued with it stop working. */
  revoke(accessToken: string): void {
    const grant = this.#access.get(accessToken);
    if (!grant) return;
    this.#access.delete(accessToken);
    this.#refresh.delete(grant.refreshToken);
  }

  /** Every access token issued so far expires now; refresh tokens stay valid. */
  expireAccessTokens(): void {
    const now = this.#now();
    for (const grant of this.#access.values()) grant.expiresAt = Math.min(grant.expiresAt, now);
  }

  #take(grants: Map<string, Grant>, token: string): Grant | undefined {
    const grant = grants.get(token);
    grants.delete(token);
    return grant && grant.expiresAt > this.#now() ? grant : undefined;
  }

  #issuePair(login: string): TokenPair {
    const now = this.#now();
    const pair = { accessToken: newToken(), refreshToken: newToken() };
    this.#access.set(pair.accessToken, {
      login,
      expiresAt: now + this.#lifetimes.accessMs,
      refreshToken: pair.refreshToken,
    });
    this.#refresh.set(pair.refreshToken, { login, expiresAt: now + this.#lifetimes.refreshMs });
    return pair;
  }
}

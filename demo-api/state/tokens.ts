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

/**
 * One sign-in and every token issued from it, however often refreshed: reuse of a rotated refresh
 * token ends all of it, and so does logout.
 */
interface SignInSession {
  login: string;
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
}

interface CodeGrant {
  login: string;
  expiresAt: number;
}

interface TokenGrant {
  session: SignInSession;
  expiresAt: number;
}

interface RefreshGrant extends TokenGrant {
  /** Exchanged already. Kept after use, to recognise a replay. */
  used: boolean;
}

const newToken = (): string => randomBytes(20).toString('hex');

/**
 * Authorization codes, access and refresh tokens of one demo app, on its own clock.
 *
 * Refresh tokens rotate: each refresh answers a new refresh token and the one sent stops working.
 * Sent again, however soon, it was copied by someone: whoever holds the session's tokens, the client
 * or the thief, loses them all at once (OAuth 2.0 Security BCP, refresh token rotation with reuse
 * detection). There is no grace for tabs that refresh together: the tabs of one browser take turns
 * (src/core/api/refresh-turns.ts), and a grace would hand a copy of the cookie the live session.
 */
export class Tokens {
  readonly #codes = new Map<string, CodeGrant>();
  readonly #access = new Map<string, TokenGrant>();
  readonly #refresh = new Map<string, RefreshGrant>();
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

  /** Exchanges a code for tokens of a new session; a code works once, and only while it is fresh. */
  redeemCode(code: string): TokenPair | undefined {
    const grant = this.#codes.get(code);
    this.#codes.delete(code);
    if (!grant || grant.expiresAt <= this.#now()) return undefined;
    const session: SignInSession = { login: grant.login, accessTokens: new Set(), refreshTokens: new Set() };
    return { accessToken: this.#issueAccess(session), refreshToken: this.#issueRefresh(session) };
  }

  /**
   * Rotates: the refresh token used here stops working and the answer carries a new one. A used
   * one sent again ends the session.
   */
  refresh(refreshToken: string): TokenPair | undefined {
    const grant = this.#refresh.get(refreshToken);
    if (!grant || grant.expiresAt <= this.#now()) return undefined;
    const { session } = grant;
    if (grant.used) {
      this.#end(session);
      return undefined;
    }
    grant.used = true;
    return { accessToken: this.#issueAccess(session), refreshToken: this.#issueRefresh(session) };
  }

  check(accessToken: string): AccessCheck {
    const grant = this.#access.get(accessToken);
    if (!grant) return { status: 'invalid' };
    if (grant.expiresAt <= this.#now()) return { status: 'expired' };
    return { status: 'valid', login: grant.session.login };
  }

  /** Logout: every token of the session this access token belongs to stops working. */
  revoke(accessToken: string): void {
    const grant = this.#access.get(accessToken);
    if (grant) this.#end(grant.session);
  }

  /** Every access token issued so far expires now; refresh tokens stay valid. */
  expireAccessTokens(): void {
    const now = this.#now();
    for (const grant of this.#access.values()) grant.expiresAt = Math.min(grant.expiresAt, now);
  }

  #issueAccess(session: SignInSession): string {
    const token = newToken();
    this.#access.set(token, { session, expiresAt: this.#now() + this.#lifetimes.accessMs });
    session.accessTokens.add(token);
    return token;
  }

  #issueRefresh(session: SignInSession): string {
    const token = newToken();
    this.#refresh.set(token, { session, expiresAt: this.#now() + this.#lifetimes.refreshMs, used: false });
    session.refreshTokens.add(token);
    return token;
  }

  #end(session: SignInSession): void {
    for (const token of session.accessTokens) this.#access.delete(token);
    for (const token of session.refreshTokens) this.#refresh.delete(token);
    session.accessTokens.clear();
    session.refreshTokens.clear();
  }
}

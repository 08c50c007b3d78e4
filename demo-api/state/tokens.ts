import { randomBytes } from 'node:crypto';

/** How long each kind of credential lives, in milliseconds. */
export interface TokenLifetimes {
  codeMs: number;
  accessMs: number;
  refreshMs: number;
  /** How long a refresh token that was just used still works, for tabs that sent it at the same time. */
  refreshGraceMs: number;
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
  /** The refresh token issued last: what a tab inside the grace is given. */
  latestRefreshToken: string;
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
  /** When it was exchanged; `null` while unused. Kept after use, to recognise a replay. */
  usedAt: number | null;
}

const newToken = (): string => randomBytes(20).toString('hex');

/**
 * Authorization codes, access and refresh tokens of one demo app, on its own clock.
 *
 * Refresh tokens rotate: each refresh answers a new refresh token and the one sent stops working.
 * For `refreshGraceMs` after its use it still answers (a fresh access token and the session's
 * latest refresh token), so two tabs that refreshed at once both stay signed in. Sent again after
 * that, it was copied by someone: whoever holds the session's tokens, the client or the thief,
 * loses them all (OAuth 2.0 Security BCP, refresh token rotation with reuse detection).
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
    const session: SignInSession = {
      login: grant.login,
      accessTokens: new Set(),
      refreshTokens: new Set(),
      latestRefreshToken: '',
    };
    return { accessToken: this.#issueAccess(session), refreshToken: this.#issueRefresh(session) };
  }

  /**
   * Rotates: the refresh token used here stops working and the answer carries a new one. Within
   * the grace a used token answers the session's latest one; after it, it ends the session.
   */
  refresh(refreshToken: string): TokenPair | undefined {
    const grant = this.#refresh.get(refreshToken);
    const now = this.#now();
    if (!grant || grant.expiresAt <= now) return undefined;
    const { session } = grant;
    if (grant.usedAt === null) {
      grant.usedAt = now;
      return { accessToken: this.#issueAccess(session), refreshToken: this.#issueRefresh(session) };
    }
    if (now - grant.usedAt <= this.#lifetimes.refreshGraceMs) {
      return { accessToken: this.#issueAccess(session), refreshToken: session.latestRefreshToken };
    }
    this.#end(session);
    return undefined;
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

  /** The grace of every refresh token used so far is over: sent again, each ends its session. */
  endRefreshGrace(): void {
    const over = this.#now() - this.#lifetimes.refreshGraceMs - 1;
    for (const grant of this.#refresh.values()) {
      if (grant.usedAt !== null) grant.usedAt = Math.min(grant.usedAt, over);
    }
  }

  #issueAccess(session: SignInSession): string {
    const token = newToken();
    this.#access.set(token, { session, expiresAt: this.#now() + this.#lifetimes.accessMs });
    session.accessTokens.add(token);
    return token;
  }

  #issueRefresh(session: SignInSession): string {
    const token = newToken();
    this.#refresh.set(token, { session, expiresAt: this.#now() + this.#lifetimes.refreshMs, usedAt: null });
    session.refreshTokens.add(token);
    session.latestRefreshToken = token;
    return token;
  }

  #end(session: SignInSession): void {
    for (const token of session.accessTokens) this.#access.delete(token);
    for (const token of session.refreshTokens) this.#refresh.delete(token);
    session.accessTokens.clear();
    session.refreshTokens.clear();
  }
}

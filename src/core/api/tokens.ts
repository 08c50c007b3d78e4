import { readServerNames } from '../config';

/** The OAuth tokens kept locally (doc 1 §3). */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The sign-in protocol's client, as the page configured it (`oauthClientId`, `oauthClientSecret`;
 * docs/server-contract.md). The portal is a public browser client: nothing here is a secret, and the
 * server must not treat `client_secret` as one (see README, "Security").
 */
export function oauthClient(): { clientId: string; clientSecret: string; state: string } {
  const names = readServerNames();
  return { clientId: names.oauthClientId, clientSecret: names.oauthClientSecret, state: 'portal-widgets' };
}

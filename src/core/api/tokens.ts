/**
 * The sign-in protocol's client constants. The portal is a public browser client: nothing here is
 * a secret, and the server must not treat `client_secret` as one (see README, "Security").
 */
export const OAUTH_CLIENT = {
  clientId: 'portal-widgets',
  clientSecret: 'public-browser-client',
  state: 'portal-widgets',
} as const;

import { toWireUser } from '../data/users';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { apiError } from '../http/errors';
import { textField } from '../http/form';

/** The only client the demo knows: the portal's widgets and host. */
export const CLIENT_ID = 'portal-widgets';

/** Sign-in and session calls (doc 1 §7): the OAuth code flow, the current user and logout. */
export function authRoutes(app: DemoApp, { store, accessTtlSeconds }: DemoDeps): void {
  app.on('POST', ['/oauth/authorize/', '/oauth/authorize'], (c) => {
    const form = c.get('form');
    if (textField(form, 'client_id') !== CLIENT_ID) {
      return c.json({ error: 'invalid_client', errorMessage: 'Неизвестный клиент авторизации.' }, 400);
    }
    const login = textField(form, 'login')?.trim() ?? '';
    const password = textField(form, 'password') ?? '';
    // The old server answered this case with error_information, the others with errorMessage.
    if (!login || !password) {
      return c.json({ error: 'invalid_request', error_information: 'Не указан логин или пароль.' }, 400);
    }
    // The password the client last set (personal.changepass.json), else the seeded one.
    const user = store.account.user(login);
    if (!user || user.password !== password) {
      return c.json({ error: 'invalid_credentials', errorMessage: 'Неверный логин или пароль.' }, 400);
    }
    return c.json({ code: store.tokens.issueCode(user.login), state: textField(form, 'state') ?? '' });
  });

  app.post('/ajax/oauth.php', (c) => {
    const form = c.get('form');
    if (textField(form, 'client_id') !== CLIENT_ID) {
      return apiError(c, 400, 'invalid_client', 'The client credentials are invalid');
    }
    // client_secret is not checked: a browser client cannot keep a secret (see README).
    const grantType = textField(form, 'grant_type');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return apiError(c, 400, 'unsupported_grant_type', 'The grant type is not supported');
    }
    const isCode = grantType === 'authorization_code';
    const pair = isCode
      ? store.tokens.redeemCode(textField(form, 'code') ?? '')
      : store.tokens.refresh(textField(form, 'refresh_token') ?? '');
    if (!pair) {
      const credential = isCode ? 'authorization code' : 'refresh token';
      return apiError(c, 400, 'invalid_grant', `The ${credential} is invalid, used or expired`);
    }
    return c.json({
      out: {
        access_token: pair.accessToken,
        refresh_token: pair.refreshToken,
        expires_in: accessTtlSeconds,
        token_type: 'Bearer',
      },
    });
  });

  app.post(
    '/rest/backend.user.json',
    withCaller((c, { user }) => c.json({ result: { current_user: toWireUser(user) } })),
  );

  app.post(
    '/rest/backend.logout.json',
    withCaller((c, { accessToken }) => {
      store.tokens.revoke(accessToken);
      return c.json({ result: true });
    }),
  );
}

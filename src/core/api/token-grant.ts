import type { FormObject } from '../domain/form';
import { readOauthClient } from '../server-names';
import type { Answer } from './client';
import { type FieldsOf, object, string, tryDecode } from './decode';
import { ApiError, errorCode } from './errors';
import { inTurn } from './refresh-turns';
import type { WireToken } from './wire-types';

/** The refresh token is not in it: the server keeps it in an HttpOnly cookie (docs/server-contract.md). */
const tokenAnswer = object({
  out: object({ access_token: string } satisfies FieldsOf<WireToken['out']>),
} satisfies FieldsOf<WireToken>);

/**
 * Exchanges a grant (sign-in's code, a refresh with the cookie) at the token endpoint with `send`,
 * the client's own request, for an access token: a refusal (4xx) is `unauthorized`, a server error
 * `http`, an answer without an access token `malformed`. A refusal carries no words for the user:
 * the endpoint's error_description is OAuth's English text for developers, and the sign-in's own
 * words come from /oauth/authorize/ (doc 1 §8), so the login form says 'Произошла ошибка.'. A
 * refresh sends the cookie every tab of the browser shares, so it waits for this tab's turn
 * (api/refresh-turns.ts). The turns come with the session's code, not as a part of their own:
 * every signed-in page refreshes as it loads, so it would fetch them at once anyway.
 */
export async function exchangeGrant(
  send: (path: string, params: FormObject, options: { signal?: AbortSignal }) => Promise<Answer>,
  grant: FormObject,
  signal?: AbortSignal,
): Promise<string> {
  try {
    // Where versions before the refresh cookie kept both tokens, for any script of the page to
    // read; every signed-in page comes here first.
    localStorage.removeItem('portal:tokens');
  } catch {
    // No storage here (Node, a sandboxed frame): nothing was kept.
  }
  const exchange = async () => {
    const { clientId, clientSecret } = readOauthClient();
    const answer = await send(
      '/ajax/oauth.php',
      { ...grant, client_id: clientId, client_secret: clientSecret },
      { signal },
    );
    if (answer.status >= 400 && answer.status < 500) {
      const { code } = errorCode(answer.body);
      throw new ApiError('unauthorized', `token refused: ${code ?? answer.status}`, {
        status: answer.status,
        code,
      });
    }
    if (answer.status >= 500) throw new ApiError('http', 'token: server error', { status: answer.status });
    const parsed = tryDecode(tokenAnswer, answer.body);
    if (!parsed.ok) throw new ApiError('malformed', 'token: no access token', { status: answer.status });
    return parsed.value.out.access_token;
  };
  return grant.grant_type === 'refresh_token' ? inTurn(exchange) : exchange();
}

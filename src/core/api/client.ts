import type { PortalConfig } from '../config';
import { landingPage, loginPage } from '../rules/portal-page';
import { type Decoder, tryDecode } from './decode';
import { ApiError, errorCode } from './errors';
import { type FormObject, toFormBody } from './form';
import type { Tokens } from './tokens';

/**
 * Which area a call belongs to decides where an invalid token sends the user (doc 1 §8):
 * shell calls (page data, menus, basket count) to the landing page, everything else to login.
 */
export type CallArea = 'shell' | 'portal';

const REDIRECT_ON_INVALID_TOKEN: Record<CallArea, string> = {
  shell: landingPage.pattern,
  portal: loginPage.pattern,
};

export interface CallOptions<TOutput> {
  /** Form fields; nested objects become `name[key]`. */
  params?: FormObject;
  /** A multipart body (a file upload), sent instead of `params`. */
  body?: FormData;
  /** Checks and maps a successful answer; anything it rejects becomes a `malformed` ApiError. */
  decode: Decoder<TOutput>;
  /** Sends `Authorization: Bearer`. Defaults to `true`. */
  auth?: boolean;
  /** Defaults to `'portal'`. */
  area?: CallArea;
  /** Sends this token instead of the session's: sign-in checks the user before keeping the tokens. */
  accessToken?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a basket edit sent as the tab closes). Defaults to `false`. */
  keepalive?: boolean;
}

type SendOptions = Pick<CallOptions<unknown>, 'accessToken' | 'signal' | 'keepalive'>;

export interface ApiClientDeps {
  config: () => PortalConfig;
  getTokens: () => Tokens | null;
  setTokens: (tokens: Tokens | null) => void;
  /** The session is over (refresh refused, token invalid): forget the user. */
  onSessionEnded: () => void;
  /** An invalid token: the page should go to this portal path. */
  onRedirect: (path: string) => void;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  call<TOutput>(path: string, options: CallOptions<TOutput>): Promise<TOutput>;
  /** Exchanges a grant at the token endpoint; shared by sign-in and refresh. */
  requestTokens(grant: FormObject, signal?: AbortSignal): Promise<Tokens>;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or `undefined` when the body was not JSON (an HTML error page, a cut answer). */
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  let refreshing: Promise<void> | null = null;

  async function send(
    path: string,
    params: FormObject | FormData,
    { accessToken, signal, keepalive }: SendOptions,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      const response = await (deps.fetch ?? globalThis.fetch)(`${deps.config().apiBase}${path}`, {
        method: 'POST',
        body: params instanceof FormData ? params : toFormBody(params),
        headers,
        signal,
        keepalive,
      });
      return { status: response.status, body: parseJson(await response.text()) } satisfies Answer;
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('network', `${path}: no answer`, { cause });
    }
  }

  /**
   * The token endpoint's exchange (api/token-grant.ts), fetched the first time a page signs in or
   * refreshes: most page views do neither (an access token lasts an hour), and every page carries
   * this client. A fetch that fails is no answer, as when the exchange itself gets none.
   */
  async function requestTokens(grant: FormObject, signal?: AbortSignal): Promise<Tokens> {
    let grants: typeof import('./token-grant');
    try {
      grants = await import('./token-grant');
    } catch (cause) {
      throw new ApiError('network', 'token: no code', { cause });
    }
    return grants.exchangeGrant(send, grant, signal);
  }

  async function refresh(): Promise<void> {
    const refreshToken = deps.getTokens()?.refreshToken;
    if (!refreshToken) {
      deps.onSessionEnded();
      throw new ApiError('unauthorized', 'no refresh token');
    }
    try {
      deps.setTokens(await requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }));
    } catch (error) {
      // Another tab sharing the stored tokens refreshed first: the server has rotated our refresh
      // token away, but the tokens that tab stored are valid, so the retry uses them.
      if (deps.getTokens()?.refreshToken !== refreshToken && deps.getTokens()) return;
      // Only a refused grant ends the session; a network fault leaves the tokens for the next try.
      if (error instanceof ApiError && error.kind === 'unauthorized') deps.onSessionEnded();
      throw error;
    }
  }

  /** One refresh for every caller that met the same expired token. */
  function refreshAfterExpiry(expiredToken: string | undefined): Promise<void> {
    if (deps.getTokens()?.accessToken !== expiredToken) return Promise.resolve();
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function interpret<TOutput>(path: string, answer: Answer, options: CallOptions<TOutput>): TOutput {
    const { status, body } = answer;
    if (status >= 200 && status < 300) {
      const parsed = tryDecode(options.decode, body);
      if (parsed.ok) return parsed.value;
      throw new ApiError('malformed', `${path}: malformed`, { status, cause: parsed.error });
    }
    const { code, message } = errorCode(body);
    if (status === 401) {
      if (code === 'invalid_token') {
        // The redirect first: a guard that sees the session end must already know where to go.
        deps.onRedirect(REDIRECT_ON_INVALID_TOKEN[options.area ?? 'portal']);
        deps.onSessionEnded();
      }
      throw new ApiError('unauthorized', `unauthorized: ${code}`, { status, code });
    }
    if (status >= 400 && status < 500 && message) {
      throw new ApiError('rejected', message, { status, code, serverMessage: message });
    }
    // A 5xx's own words are kept for the few answers the spec shows them on (the company request).
    throw new ApiError('http', `${path}: HTTP ${status}`, { status, code, serverMessage: message });
  }

  async function call<TOutput>(path: string, options: CallOptions<TOutput>): Promise<TOutput> {
    const auth = options.auth ?? true;
    const params = options.body ?? options.params ?? {};
    const usedToken = options.accessToken ?? (auth ? deps.getTokens()?.accessToken : undefined);
    let answer = await send(path, params, { ...options, accessToken: usedToken });
    if (
      auth &&
      !options.accessToken &&
      answer.status === 401 &&
      errorCode(answer.body).code === 'expired_token'
    ) {
      await refreshAfterExpiry(usedToken);
      answer = await send(path, params, { ...options, accessToken: deps.getTokens()?.accessToken });
    }
    return interpret(path, answer, options);
  }

  return { call, requestTokens };
}

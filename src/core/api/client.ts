import type { PortalConfig } from '../config';
import type { CallArea } from '../domain/call-area';
import type { FormObject } from '../domain/form';
import type { ResumeOutcome } from '../rules/page-reach';
import { landingPage, loginPage } from '../rules/portal-page';
import { type Decoder, tryDecode } from './decode';
import { ApiError, errorCode } from './errors';
import { toFormBody } from './form';
import { exchangeGrant } from './token-grant';

const REDIRECT_ON_INVALID_TOKEN: Record<CallArea, string> = {
  shell: landingPage.pattern,
  portal: loginPage.pattern,
};

interface CallOptions<TOutput> {
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
  /** Sends this token instead of the session's: sign-in checks the user before keeping it. */
  accessToken?: string;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a basket edit sent as the tab closes). Defaults to `false`. */
  keepalive?: boolean;
}

interface SendOptions extends Pick<CallOptions<unknown>, 'accessToken' | 'signal' | 'keepalive'> {
  /** `include` only for the token endpoint, where the refresh cookie is; the default for the rest. */
  credentials?: RequestCredentials;
}

export interface ApiClientDeps {
  config: () => PortalConfig;
  /**
   * Whether this browser is signed in (a marker, no credential): a page that holds no access token
   * yet gets one by a refresh with the cookie before its first call.
   */
  signedIn: () => boolean;
  /**
   * Settles once the page knows whether it is signed in, when it must ask first (a page of another
   * origin than the API's); calls that would send the session's token wait for it.
   */
  ready?: () => Promise<void> | undefined;
  /** The session is over (refresh refused, token invalid): forget the user. */
  onSessionEnded: () => void;
  /** An invalid token: the page should go to this portal path. */
  onRedirect: (path: string) => void;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  call<TOutput>(path: string, options: CallOptions<TOutput>): Promise<TOutput>;
  /**
   * Exchanges sign-in's code at the token endpoint for an access token (the server keeps the
   * refresh token in its cookie). Only a caller that has the password gets one here: a refresh's
   * token never leaves the client.
   */
  redeemCode(code: string, signal?: AbortSignal): Promise<string>;
  /**
   * Calls send this access token from now on (sign-in, once the user is checked); none drops
   * the one held in memory (signed out, or signed in again in another tab).
   */
  keep(accessToken?: string): void;
  /**
   * Asks the token endpoint, with the cookie, for this page's access token, and keeps it: how a page
   * of another origin, which cannot read the portal's signed-in marker, learns whether the client is
   * signed in (one request; an anonymous visitor's is refused). Ends nothing: the caller decides.
   */
  resume(): Promise<ResumeOutcome>;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or `undefined` when the body was not JSON (an HTML error page, a cut answer). */
  body: unknown;
  /** The `Retry-After` header, when the answer has one. */
  retryAfter?: string;
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
  /** The session's access token: here only, in memory, out of reach of the page's scripts. */
  let current: string | undefined;

  async function send(
    path: string,
    params: FormObject | FormData,
    { accessToken, signal, keepalive, credentials }: SendOptions,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Only ever in the header: a form field would let a simple cross-site post carry it.
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      const response = await (deps.fetch ?? globalThis.fetch)(`${deps.config().apiBase}${path}`, {
        method: 'POST',
        body: params instanceof FormData ? params : toFormBody(params),
        headers,
        signal,
        keepalive,
        credentials,
      });
      return {
        status: response.status,
        body: parseJson(await response.text()),
        retryAfter: response.headers.get('Retry-After') ?? undefined,
      } satisfies Answer;
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError('network', `${path}: no answer`, { cause });
    }
  }

  /** The token endpoint's exchange (api/token-grant.ts) of a grant for an access token. */
  function requestAccess(grant: FormObject, signal?: AbortSignal): Promise<string> {
    // Kept alive: the server rotates the refresh cookie as it answers, and a page left meanwhile
    // (a link clicked on a slow line) would lose the new cookie and keep the used one.
    return exchangeGrant(
      (grantPath, params, options) =>
        send(grantPath, params, { ...options, credentials: 'include', keepalive: true }),
      grant,
      signal,
    );
  }

  async function refresh(): Promise<void> {
    try {
      // The refresh token is the cookie the browser sends; the server rotates it in its answer.
      current = await requestAccess({ grant_type: 'refresh_token' });
    } catch (error) {
      // Only a refused grant ends the session; a network fault leaves the cookie for the next try.
      if (error instanceof ApiError && error.kind === 'unauthorized') deps.onSessionEnded();
      throw error;
    }
  }

  /** One refresh for every caller that met the same expired token (or none yet on this page). */
  function refreshAfterExpiry(expired?: string): Promise<void> {
    if (current !== expired) return Promise.resolve();
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * The session's access token; a signed-in page's first call waits for the refresh that gets one.
   * None once signed out, here or in another tab (the marker follows the other tabs).
   */
  async function sessionToken(): Promise<string | undefined> {
    const ready = deps.ready?.();
    if (ready) await ready;
    if (!deps.signedIn()) return;
    if (!current) await refreshAfterExpiry();
    return current;
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
      const { retryAfter } = answer;
      throw new ApiError('rejected', message, { status, code, serverMessage: message, retryAfter });
    }
    // A 5xx's own words are kept for the few answers the spec shows them on (the company request).
    throw new ApiError('http', `${path}: HTTP ${status}`, { status, code, serverMessage: message });
  }

  async function call<TOutput>(path: string, options: CallOptions<TOutput>): Promise<TOutput> {
    const auth = options.auth ?? true;
    const params = options.body ?? options.params ?? {};
    const used = options.accessToken ?? (auth ? await sessionToken() : undefined);
    let answer = await send(path, params, { ...options, accessToken: used });
    if (
      auth &&
      !options.accessToken &&
      used &&
      answer.status === 401 &&
      errorCode(answer.body).code === 'expired_token'
    ) {
      await refreshAfterExpiry(used);
      answer = await send(path, params, { ...options, accessToken: current });
    }
    return interpret(path, answer, options);
  }

  return {
    call,
    redeemCode: (code, signal) => requestAccess({ grant_type: 'authorization_code', code }, signal),
    keep(accessToken) {
      current = accessToken;
    },
    async resume() {
      try {
        current = await requestAccess({ grant_type: 'refresh_token' });
        return 'signed-in';
      } catch (error) {
        current = undefined;
        const kind = error instanceof ApiError ? error.kind : undefined;
        if (kind === 'unauthorized') return 'refused';
        // A request the page may not read (CORS) fails as no network does: nothing tells them apart.
        return kind === 'network' ? 'unreachable' : 'failed';
      }
    },
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { Catalogue } from '../data/catalogue';
import type { DemoUser } from '../data/users';
import type { DemoStore } from '../state/store';
import { badRequest, NO_AUTH_FOUND, TOKEN_ERRORS } from './errors';
import { type FormObject, readForm, textField } from './form';

/** The signed-in user of a /rest/ call and the token it came with. */
export interface Caller {
  user: DemoUser;
  accessToken: string;
}

export interface DemoEnv {
  Variables: {
    /** The request body, nested (`filter[brand]` read as `form.filter.brand`). */
    form: FormObject;
    /** null for an anonymous call (no token at all). */
    caller: Caller | null;
  };
}

export type DemoApp = Hono<DemoEnv>;
type DemoContext = Context<DemoEnv>;

/** What route modules need from the app that mounts them. */
export interface DemoDeps {
  store: DemoStore;
  catalogue: Catalogue;
  now: () => number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export const formBody: MiddlewareHandler<DemoEnv> = async (c, next) => {
  try {
    c.set('form', await readForm(c.req));
  } catch {
    return badRequest(c, 'Не удалось разобрать тело запроса.');
  }
  await next();
};

/**
 * The caller's address, as the connection has it (docs/server-contract.md: behind a proxy, the
 * address the proxy writes); one for every call made in-process without a socket (tests).
 */
export function callerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The deprecated `auth` form field, where it may be read: not from a page of another origin. A
 * form field rides on a simple POST, which a foreign page may send without asking (no preflight),
 * so from there only the Authorization header counts (docs/server-contract.md, "The `auth` form
 * field"). Calls without an Origin (not from a browser page) keep it, as the spec's server has it.
 */
function formToken(c: Context<DemoEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return undefined;
  if (c.req.header('sec-fetch-site') === 'cross-site') return undefined;
  return textField(c.get('form'), 'auth');
}

/**
 * Reads the access token (Authorization: Bearer, or else an `auth` form field from the API's own
 * origin) and sets the caller. No token at all is an anonymous call; an unknown or expired one is
 * refused with the spec's 401.
 */
export function identifyCaller(store: DemoStore): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) || formToken(c);
    if (!token) {
      c.set('caller', null);
      return next();
    }
    const check = store.tokens.check(token);
    if (check.status !== 'valid') return c.json(TOKEN_ERRORS[check.status], 401);
    const user = store.account.user(check.login);
    if (!user) return c.json(TOKEN_ERRORS.invalid, 401);
    c.set('caller', { user, accessToken: token });
    await next();
  };
}

/** A /rest/ handler that needs a signed-in caller; without a token it answers 401 NO_AUTH_FOUND. */
export function withCaller(
  handler: (c: DemoContext, caller: Caller) => Response | Promise<Response>,
): Handler<DemoEnv> {
  return (c) => {
    const caller = c.get('caller');
    return caller ? handler(c, caller) : c.json(NO_AUTH_FOUND, 401);
  };
}

import { setTimeout as delay } from 'node:timers/promises';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { FaultSpec, Faults } from '../state/faults';
import { TOKEN_ERRORS } from './errors';

const BAD_GATEWAY_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>`;

// Cut off mid-object, as a response truncated by a dying upstream would be.
const MALFORMED_JSON = '{"result": {"current_user": {"ID": "10';

/**
 * Applies the next matching fault set through /__demo/faults. Preflight requests and the control
 * endpoints themselves are never faulted, so a fault meant for a call is not used up by its OPTIONS.
 */
export function injectFaults(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__demo/')) return next();
    const fault = faults.take(c.req.path);
    return fault ? applyFault(c, fault, next) : next();
  };
}

/**
 * Answers the fault instead of the call; an `after` fault lets the call act and then answers in
 * place of what it answered. A fault with a latency alone delays the call, which then proceeds.
 */
export async function applyFault(c: Context, fault: FaultSpec, next: Next): Promise<Response | undefined> {
  if (!fault.after) {
    const answer = await answerFault(c, fault);
    if (answer) return answer;
  }
  await next();
  const lost = fault.after && (await answerFault(c, fault));
  if (lost) c.res = lost;
  return undefined;
}

/** Waits the fault's latency, then answers its error; `undefined` when the call should proceed. */
export async function answerFault(c: Context, fault: FaultSpec): Promise<Response | undefined> {
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.token) return c.json(TOKEN_ERRORS[fault.token], 401);
  if (fault.status === 502) return c.html(BAD_GATEWAY_PAGE, 502);
  if (fault.status) {
    return c.json({ error: 'server_error', error_description: 'Внутренняя ошибка сервера.' }, fault.status);
  }
  if (fault.malformed) {
    return c.body(MALFORMED_JSON, 200, { 'content-type': 'application/json; charset=UTF-8' });
  }
  return undefined;
}

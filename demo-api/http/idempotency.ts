import type { MiddlewareHandler } from 'hono';
import type { KeptAnswers } from '../state/kept-answers';
import type { DemoEnv } from './context';
import { textField } from './form';

/**
 * The calls that change something on the server and take an `idempotency_key`, besides
 * basket.add.json and order.add.json, which keep their own (docs/server-contract.md).
 */
export const KEYED_CALLS = [
  'backend.page.json',
  'basket.clear.json',
  'personal.changepass.json',
  'backend.claim.json',
  'review.send.json',
  'enquiry.wholesale.json',
] as const;

/**
 * A call of KEYED_CALLS sent with an `idempotency_key` acts once: sent again under the key (its
 * answer was lost), it is answered what it answered the first time, and does nothing; sent while the
 * first is still being answered, it waits for that answer. Keys are the caller's own (a visitor's are
 * the visitors'), and each call's.
 */
export function answerOnce(answers: KeptAnswers): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const key = textField(c.get('form'), 'idempotency_key')?.trim() ?? '';
    if (key === '' || !KEYED_CALLS.some((call) => c.req.path.endsWith(`/${call}`))) return next();
    const scope = [c.get('caller')?.user.login ?? '', c.req.path, key].join('\n');
    // Read and begun in one go: a resend that arrives meanwhile finds this call under way.
    for (let pending = answers.get(scope); pending; pending = answers.get(scope)) {
      const earlier = await pending;
      if (earlier) {
        return new Response(earlier.body, {
          status: earlier.status,
          headers: { 'Content-Type': earlier.contentType },
        });
      }
    }
    const keep = answers.begin(scope);
    try {
      await next();
    } catch (error) {
      keep(null);
      throw error;
    }
    const { res } = c;
    keep(
      res.status < 500
        ? {
            status: res.status,
            body: await res.clone().text(),
            contentType: res.headers.get('Content-Type') ?? '',
          }
        : null,
    );
    return undefined;
  };
}

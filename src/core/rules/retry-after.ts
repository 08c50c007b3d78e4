/**
 * Seconds to wait from a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP
 * date measured from `now` (milliseconds). At least one second when it asks for a wait at all;
 * `undefined` when there is no header or it is neither.
 */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = Date.parse(value);
  if (!/[a-z]/i.test(value) || Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

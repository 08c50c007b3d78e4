/**
 * A fresh idempotency key: sent with a call that must act once however often it is sent (an order,
 * an addition to the basket), so that a resend after a lost answer is recognised by the server.
 */
export function idempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

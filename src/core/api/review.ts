import type { FormObject } from '../domain/form';
import type { ApiClient } from './client';
import { envelope, isRecord } from './decode';
import type { WireSuccess } from './wire-types';

const reviewAnswer = envelope(
  (input: unknown) =>
    input === true || (isRecord(input) && input['success' satisfies keyof WireSuccess] === true),
);

/**
 * POST /rest/review.send.json, our relay (DESIGN "Server relays"): the server holds the messaging
 * bot's credential and sends the text. No token: the page is opened from a link. Under an
 * idempotency key, so that a resend after a lost answer sends nothing twice. True on success.
 */
export async function sendReview(
  api: ApiClient,
  review: FormObject,
  idempotencyKey: string,
): Promise<boolean> {
  const answer = await api.call('/rest/review.send.json', {
    params: { ...review, idempotency_key: idempotencyKey },
    decode: reviewAnswer,
    auth: false,
  });
  return answer.result;
}

import type { ApiClient } from './client';
import { envelope, type FieldsOf, isRecord, object, optional } from './decode';
import { text } from './product';
import type { WireClaimAnswer, WireSaleLookup } from './wire-types';

/** What the sale lookup and the claim name an order item by. */
interface ClaimTarget {
  /** The basket item id. */
  itemId: string;
  /** The part's 1C code. */
  innerId: string;
}

const saleAnswer = envelope(
  optional(object({ selling_number: text } satisfies FieldsOf<WireSaleLookup>), null),
);

/**
 * Our sale lookup (DESIGN: claims use backend.claim.json with a sale lookup of ours): the GUID of the
 * item's sale record, or null when the item was never sold.
 */
export async function lookupSale(
  api: ApiClient,
  target: ClaimTarget,
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await api.call('/rest/claim.sale.json', {
    params: { basket_item_id: target.itemId, inner_id: target.innerId },
    decode: saleAnswer,
    signal,
  });
  const guid = answer.result?.selling_number.trim() ?? '';
  return guid === '' ? null : guid;
}

/** Doc 2 §3 "Return claim". */
export interface ReturnClaim extends ClaimTarget {
  guid: string;
  quantity: number;
  /** The code sent (`sentReasonCode`): 1–6, 8 or 9. */
  reasonType: number;
  comment: string;
}

type WireClaimFields = keyof Exclude<WireClaimAnswer, string>;

/** 'success', as the result itself or as its `result` field; anything else is a failure. */
const claimAnswer = envelope(
  (input: unknown) =>
    input === ('success' satisfies WireClaimAnswer) ||
    (isRecord(input) &&
      (input['result' satisfies WireClaimFields] === 'success' ||
        input['success' satisfies WireClaimFields] === true)),
);

/**
 * POST /rest/backend.claim.json (doc 1 §7, doc 2 §4), under an idempotency key: true when the
 * server answered 'success'.
 */
export async function sendClaim(
  api: ApiClient,
  claim: ReturnClaim,
  idempotencyKey: string,
): Promise<boolean> {
  const answer = await api.call('/rest/backend.claim.json', {
    params: {
      basket_item_id: claim.itemId,
      inner_id: claim.innerId,
      guid: claim.guid,
      qty: claim.quantity,
      reason_type: claim.reasonType,
      comment: claim.comment,
      idempotency_key: idempotencyKey,
    },
    decode: claimAnswer,
  });
  return answer.result;
}

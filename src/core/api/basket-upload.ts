import type { UploadOffer, UploadReply, UploadRequest, UploadRow, UploadStep } from '../domain/upload';
import { commonMessages } from '../messages/common';
import type { ApiClient } from './client';
import {
  array,
  type Decoder,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  oneOf,
  optional,
  string,
} from './decode';
import { loadPageData } from './page-data';
import { strictFlag } from './strict-flag';
import type { WireUploadOffer, WireUploadReply, WireUploadRow } from './wire-types';

export const UPLOAD_STEPS = ['parse', 'search', 'add2basket'] as const satisfies readonly UploadStep[];

const text: Decoder<string> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

const nonEmpty = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

const uploadOffer = map(
  object({
    ID: identifier,
    BRAND: optional(text, ''),
    ARTICLE: text,
    NAME: optional(string, ''),
    AMOUNT: optional(numeric, 0),
    MIN_QUANT: optional(numeric, 1),
  } satisfies FieldsOf<WireUploadOffer>),
  (wire): UploadOffer => ({
    id: wire.ID,
    brand: wire.BRAND,
    article: wire.ARTICLE,
    name: wire.NAME,
    available: Math.max(0, Math.floor(wire.AMOUNT)),
    multiplicity: Math.max(1, Math.floor(wire.MIN_QUANT)),
  }),
);

/** A list that PHP may also send as an object keyed by position, or as false when empty. */
function list<T>(item: Decoder<T>): Decoder<T[]> {
  const decode = array(item);
  return (input, path) => {
    if (input === false || input === '' || input === null || input === undefined) return [];
    return isRecord(input) ? decode(Object.values(input), path) : decode(input, path);
  };
}

const uploadRow = map(
  object({
    ARTICLE: text,
    BRAND: optional(text, ''),
    QUANTITY: numeric,
    OFFERS: list(uploadOffer),
    ANALOGS: list(uploadOffer),
  } satisfies FieldsOf<WireUploadRow>),
  (wire): UploadRow => ({
    article: wire.ARTICLE,
    brand: nonEmpty(wire.BRAND),
    quantity: wire.QUANTITY,
    offers: wire.OFFERS,
    analogues: wire.ANALOGS,
  }),
);

const nextStep: Decoder<UploadStep | null> = (input, path) =>
  input === '' || input === null || input === undefined || input === false
    ? null
    : oneOf(UPLOAD_STEPS)(input, path);

export const uploadReplyWire = map(
  object({
    file_name: optional(string, ''),
    next_step: nextStep,
    rows: list(uploadRow),
    info_message: optional(string, ''),
    error: optional(strictFlag, false),
    error_message: optional(string, ''),
    basket_added: optional(strictFlag, false),
    count_added: optional(numeric, 0),
    added_message: optional(string, ''),
  } satisfies FieldsOf<WireUploadReply>),
  (wire): UploadReply => ({
    fileName: nonEmpty(wire.file_name),
    nextStep: wire.next_step,
    rows: wire.rows,
    info: nonEmpty(wire.info_message),
    error:
      wire.error || nonEmpty(wire.error_message)
        ? (nonEmpty(wire.error_message) ?? commonMessages.genericError)
        : null,
    basketAdded: wire.basket_added,
    countAdded: wire.count_added,
    addedMessage: nonEmpty(wire.added_message),
  }),
);

/**
 * Sends one step of the upload; `file` goes with the parse step of a file, `rows` with a pasted
 * list's, the idempotency key with add2basket (a resend after a lost answer adds nothing twice).
 */
export async function sendUploadStep(
  api: ApiClient,
  request: UploadRequest,
  { file, idempotencyKey }: { file?: Blob; idempotencyKey?: string } = {},
): Promise<UploadReply> {
  const params =
    request.step === 'parse'
      ? request.rows
        ? {
            step: request.step,
            rows: JSON.stringify(
              request.rows.map((row) => ({ ARTICLE: row.article, BRAND: row.brand, QUANTITY: row.quantity })),
            ),
          }
        : { step: request.step }
      : request.step === 'search'
        ? { step: request.step, file_name: request.fileName }
        : {
            step: request.step,
            file_name: request.fileName,
            products: JSON.stringify(
              request.products.map((product) => ({ ID: product.id, QUANTITY: product.quantity })),
            ),
            ...(idempotencyKey && { idempotency_key: idempotencyKey }),
          };
  const files = request.step === 'parse' && file ? { file } : undefined;
  return (await loadPageData(api, 'excel2basket', { params, files, page: uploadReplyWire })).page;
}

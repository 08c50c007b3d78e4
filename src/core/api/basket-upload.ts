import { commonMessages } from '../messages/common';
import { flag } from './basket-items';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
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

export const UPLOAD_STEPS = ['parse', 'search', 'add2basket'] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/** An article of the file that the catalogue does not hold (products_diff). */
export interface MissingArticle {
  article: string;
  quantity: number | null;
}

/** A found product the add2basket step adds (products_data), sent back as JSON. */
export interface FoundProduct {
  id: string;
  quantity: number;
}

/** One reply of the excel2basket page (doc 2 §3 "Uploaded-file session"), as the flow needs it. */
export interface UploadReply {
  fileName: string | null;
  nextStep: UploadStep | null;
  found: FoundProduct[];
  missing: MissingArticle[];
  info: string | null;
  /** error_message when the reply reports an error. */
  error: string | null;
  basketAdded: boolean;
  countAdded: number;
  addedMessage: string | null;
}

const text: Decoder<string> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

const nonEmpty = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

const quantity: Decoder<number | null> = (input) => {
  const value = typeof input === 'string' ? Number(input.replace(',', '.')) : input;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const missingArticle: Decoder<MissingArticle> = (input, path = '') => {
  if (typeof input === 'string' || typeof input === 'number')
    return { article: String(input), quantity: null };
  if (!isRecord(input)) throw new DecodeError(path, 'an article');
  return {
    article: text(input.article ?? input.ARTICLE, `${path}.article`),
    quantity: quantity(input.quantity ?? input.QUANTITY),
  };
};

const foundProduct = map(
  object({ ID: identifier, QUANTITY: numeric }),
  (wire): FoundProduct => ({ id: wire.ID, quantity: wire.QUANTITY }),
);

/** A list that PHP may also send as an object keyed by position, or as false when empty. */
function list<T>(item: Decoder<T>): Decoder<T[]> {
  const decode = array(item);
  return (input, path) => {
    if (input === false || input === '' || input === null || input === undefined) return [];
    return isRecord(input) ? decode(Object.values(input), path) : decode(input, path);
  };
}

const nextStep: Decoder<UploadStep | null> = (input, path) =>
  input === '' || input === null || input === undefined || input === false
    ? null
    : oneOf(UPLOAD_STEPS)(input, path);

export const uploadReplyWire = map(
  object({
    file_name: optional(string, ''),
    next_step: nextStep,
    products_data: list(foundProduct),
    products_diff: list(missingArticle),
    info_message: optional(string, ''),
    error: optional(flag, false),
    error_message: optional(string, ''),
    basket_added: optional(flag, false),
    count_added: optional(numeric, 0),
    added_message: optional(string, ''),
  }),
  (wire): UploadReply => ({
    fileName: nonEmpty(wire.file_name),
    nextStep: wire.next_step,
    found: wire.products_data,
    missing: wire.products_diff,
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

/** One step of the upload as the server is asked for it (doc 2 §7 page key excel2basket). */
export type UploadRequest =
  | { step: 'parse' }
  | { step: 'search'; fileName: string }
  | { step: 'add2basket'; fileName: string; products: readonly FoundProduct[] };

/** Sends one step of the upload; `file` goes with the parse step. */
export async function sendUploadStep(
  api: ApiClient,
  request: UploadRequest,
  file?: Blob,
): Promise<UploadReply> {
  const params =
    request.step === 'parse'
      ? { step: request.step }
      : request.step === 'search'
        ? { step: request.step, file_name: request.fileName }
        : {
            step: request.step,
            file_name: request.fileName,
            products: JSON.stringify(
              request.products.map((product) => ({ ID: product.id, QUANTITY: product.quantity })),
            ),
          };
  const files = request.step === 'parse' && file ? { file } : undefined;
  return (await loadPageData(api, 'excel2basket', { params, files, page: uploadReplyWire })).page;
}

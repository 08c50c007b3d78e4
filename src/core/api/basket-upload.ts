import { commonMessages } from '../messages/common';
import { flag } from './basket-items';
import type { ApiClient } from './client';
import {
  array,
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

export type UploadStep = 'parse' | 'search' | 'add2basket';
export const UPLOAD_STEPS = ['parse', 'search', 'add2basket'] as const satisfies readonly UploadStep[];

/** A line the add2basket step adds (its products, sent as JSON of ID and QUANTITY). */
export interface FoundProduct {
  id: string;
  quantity: number;
}

/** A catalogue part a row of the file may order (an entry of OFFERS or ANALOGS of the search step's rows). */
export interface UploadOffer {
  id: string;
  brand: string;
  article: string;
  name: string;
  /** What the client can still order: the stock less what their basket holds (AMOUNT). */
  available: number;
  /** Sold in multiples of this (MIN_QUANT). */
  multiplicity: number;
}

/**
 * A row of the file as the search step answers it (server contract, "Order from a file"): the
 * article and quantity asked for, every maker's part with that article, and the analogues in stock
 * offered when none of them is.
 */
export interface UploadRow {
  article: string;
  quantity: number;
  offers: UploadOffer[];
  analogues: UploadOffer[];
}

/** One reply of the excel2basket page (doc 2 §3 "Uploaded-file session"), as the flow needs it. */
export interface UploadReply {
  fileName: string | null;
  nextStep: UploadStep | null;
  /** The search step's rows, one per row of the file. */
  rows: UploadRow[];
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

const uploadOffer = map(
  object({
    ID: identifier,
    BRAND: optional(text, ''),
    ARTICLE: text,
    NAME: optional(string, ''),
    AMOUNT: optional(numeric, 0),
    MIN_QUANT: optional(numeric, 1),
  }),
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
    QUANTITY: numeric,
    OFFERS: list(uploadOffer),
    ANALOGS: list(uploadOffer),
  }),
  (wire): UploadRow => ({
    article: wire.ARTICLE,
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
    error: optional(flag, false),
    error_message: optional(string, ''),
    basket_added: optional(flag, false),
    count_added: optional(numeric, 0),
    added_message: optional(string, ''),
  }),
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

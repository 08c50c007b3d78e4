export type UploadStep = 'parse' | 'search' | 'add2basket';

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

/** One step of the upload as the server is asked for it (doc 2 §7 page key excel2basket). */
export type UploadRequest =
  | { step: 'parse' }
  | { step: 'search'; fileName: string }
  | { step: 'add2basket'; fileName: string; products: readonly FoundProduct[] };

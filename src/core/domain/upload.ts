export type UploadStep = 'parse' | 'search' | 'add2basket';

/** Where an order's rows come from: a spreadsheet file, or a list pasted from the clipboard (issue 44). */
export type UploadSource = 'file' | 'list';

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
 * A row of the file or pasted list as the search step answers it (server contract, "Order from a
 * file"): the article, brand and quantity asked for, every maker's part with that article (or with
 * it less leading zeros), and the analogues in stock offered when none of them is.
 */
export interface UploadRow {
  article: string;
  /** The brand the row names; null when it names none. */
  brand: string | null;
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

/** A row of a pasted list as the client read it (rules/pasted-order.ts). */
export interface ListedRow {
  article: string;
  /** '' when the line names none. */
  brand: string;
  quantity: number;
}

/** One step of the upload as the server is asked for it (doc 2 §7 page key excel2basket). */
export type UploadRequest =
  /** The file goes beside it; a pasted list goes as its rows. */
  | { step: 'parse'; rows?: readonly ListedRow[] }
  | { step: 'search'; fileName: string }
  | { step: 'add2basket'; fileName: string; products: readonly FoundProduct[] };

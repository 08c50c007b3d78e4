import type { FormObject } from '../domain/form';
import type { AccountFilters } from '../rules/account-filters';
import { accountFilterParams } from '../rules/account-filters';
import { amountOrZero, loadAccountPage, parseServerDate } from './account-page';
import type { ApiClient } from './client';
import { array, envelope, identifier, map, object, optional } from './decode';
import { flag, text } from './product';

/** Doc 2 §3 "Document". */
export interface AccountDocument {
  id: string;
  type: string;
  number: string;
  date: Date | null;
  price: number;
  xmlId: string;
}

const documentWire = map(
  object({
    ID: identifier,
    DOC_TYPE: text,
    DOC_NUMBER: (input: unknown, path?: string) =>
      typeof input === 'number' ? String(input) : text(input, path),
    DOC_DATE: (input: unknown) => parseServerDate(input),
    PRICE: amountOrZero,
    XML_ID: text,
  }),
  (wire): AccountDocument => ({
    id: wire.ID,
    type: wire.DOC_TYPE,
    number: wire.DOC_NUMBER,
    date: wire.DOC_DATE,
    price: wire.PRICE,
    xmlId: wire.XML_ID,
  }),
);

/** page=personal_docs_list with the four filters (doc 2 §2.3, §7). */
export async function loadDocuments(
  api: ApiClient,
  filters: AccountFilters,
  signal?: AbortSignal,
): Promise<AccountDocument[]> {
  const page = await loadAccountPage(
    api,
    'personal_docs_list',
    object({ docs: optional(array(documentWire), []) }),
    accountFilterParams(filters),
    signal,
  );
  return page.docs;
}

/** A downloaded document: its bytes and the name to save it under. */
interface DocumentFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The file of docs.download.json comes base64-encoded in the answer. */
function fromBase64(data: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(data.replace(/\s/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const downloadAnswer = envelope(
  object({
    success: optional(flag, false),
    error: optional(flag, false),
    file: text,
    file_name: text,
    message: text,
  }),
);

/** The outcome of a download: the file, or the server's message for the alert (doc 2 §4 Documents). */
export type DownloadResult = { ok: true; file: DocumentFile } | { ok: false; message: string };

/**
 * A call answered in the shape of docs.download.json (doc 2 §7): the file base64-encoded with its
 * name, or the server's message. Our price lists and reconciliation act answer so too.
 */
export async function downloadFile(
  api: ApiClient,
  path: string,
  params: FormObject,
  fallbackName: string,
): Promise<DownloadResult> {
  const answer = await api.call(path, { params, decode: downloadAnswer });
  const { success, error, file, file_name, message } = answer.result;
  const bytes = success && !error ? fromBase64(file) : null;
  if (!bytes || bytes.length === 0) return { ok: false, message };
  return { ok: true, file: { fileName: file_name || fallbackName, bytes } };
}

/** POST /rest/docs.download.json (doc 2 §7) with type, number and xml_id. */
export function downloadDocument(api: ApiClient, document: AccountDocument): Promise<DownloadResult> {
  return downloadFile(
    api,
    '/rest/docs.download.json',
    { type: document.type, number: document.number, xml_id: document.xmlId },
    `${document.type} ${document.number}.pdf`,
  );
}

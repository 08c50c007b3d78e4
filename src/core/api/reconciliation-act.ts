import { dateRangeParams } from '../rules/account-filters';
import type { DateRange } from '../rules/date-range';
import { amountOrZero, loadAccountPage } from './account-page';
import type { ApiClient } from './client';
import { array, map, object, optional } from './decode';
import { type DownloadResult, downloadFile } from './documents';
import { text } from './product';

/** A side of the act with its requisites; `kpp` is '' for a sole trader. */
export interface ActParty {
  name: string;
  inn: string;
  kpp: string;
}

/** The reconciliation act of a period as the server keeps the books (amounts in roubles). */
export interface ReconciliationAct {
  seller: ActParty;
  buyer: ActParty;
  from: string;
  to: string;
  /** The client's debt at the start; negative when paid ahead. */
  opening: number;
  rows: { date: string; document: string; debit: number; credit: number }[];
  turnover: { debit: number; credit: number };
  closing: number;
  /** Who owes whom at the end, in figures and words: the server's sentence, printed as it is. */
  statement: string;
}

const party = object({ name: text, inn: text, kpp: optional(text, '') });

const actWire = map(
  object({
    act: object({
      seller: party,
      buyer: party,
      from: text,
      to: text,
      opening: amountOrZero,
      rows: optional(
        array(object({ date: text, document: text, debit: amountOrZero, credit: amountOrZero })),
        [],
      ),
      turnover: object({ debit: amountOrZero, credit: amountOrZero }),
      closing: amountOrZero,
      statement: text,
    }),
  }),
  (wire): ReconciliationAct => wire.act,
);

/** page=personal_sverka_act with date_from, date_to (ours, docs/server-contract.md "Reconciliation act"). */
export function loadReconciliationAct(
  api: ApiClient,
  range: DateRange,
  signal?: AbortSignal,
): Promise<ReconciliationAct> {
  return loadAccountPage(api, 'personal_sverka_act', actWire, dateRangeParams(range), signal);
}

/** POST /rest/sverka.act.download.json with date_from, date_to: the act as a PDF. */
export function downloadReconciliationAct(api: ApiClient, range: DateRange): Promise<DownloadResult> {
  return downloadFile(api, '/rest/sverka.act.download.json', dateRangeParams(range), 'Акт сверки.pdf');
}

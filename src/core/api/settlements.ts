import { dateRangeParams } from '../rules/account-filters';
import type { DateRange } from '../rules/date-range';
import { amountOrZero, loadAccountPage } from './account-page';
import type { ApiClient } from './client';
import { array, map, object, optional } from './decode';
import { text } from './product';

/** A document of the reconciliation (doc 2 §3 "Settlement"). */
export interface SettlementDocument {
  /** As the server writes it, dd.MM.yyyy. */
  date: string;
  document: string;
  /** Shipment, in roubles; 0 when none. */
  debet: number;
  /** Payment, in roubles; 0 when none. */
  credit: number;
}

export interface Settlements {
  /** The balance: what the client owes (negative when they paid ahead). */
  saldo: number;
  documents: SettlementDocument[];
}

const settlementsWire = map(
  object({
    saldo: amountOrZero,
    settlementDocs: optional(
      array(object({ date: text, document: text, debet: amountOrZero, credit: amountOrZero })),
      [],
    ),
  }),
  (wire): Settlements => ({ saldo: wire.saldo, documents: wire.settlementDocs }),
);

/** page=personal_sverka_list with date_from, date_to (doc 2 §2.16, §7). */
export function loadSettlements(
  api: ApiClient,
  range: DateRange,
  signal?: AbortSignal,
): Promise<Settlements> {
  return loadAccountPage(api, 'personal_sverka_list', settlementsWire, dateRangeParams(range), signal);
}

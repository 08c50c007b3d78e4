import type { Settlements } from '../domain/account';
import { dateRangeParams } from '../rules/account-filters';
import type { DateRange } from '../rules/date-range';
import { amountOrZero, loadAccountPage } from './account-page';
import type { ApiClient } from './client';
import { array, type FieldsOf, map, object, optional } from './decode';
import { text } from './product';
import type { WireSettlementDoc, WireSettlements } from './wire-types';

const settlementsWire = map(
  object({
    saldo: amountOrZero,
    settlementDocs: optional(
      array(
        object({
          date: text,
          document: text,
          debet: amountOrZero,
          credit: amountOrZero,
        } satisfies FieldsOf<WireSettlementDoc>),
      ),
      [],
    ),
  } satisfies FieldsOf<WireSettlements>),
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

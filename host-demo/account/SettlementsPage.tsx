import {
  accountFilterMessages,
  defaultSettlementRange,
  formatAmount,
  loadSettlements,
  reconcile,
  type Settlements,
  settlementsMessages as text,
} from '@portal/core/account';
import { checkDateRange, formatIsoDate, type DateRange as Range } from '@portal/core/kit';
import { Button, DateRange, Notice, useResource, useSession } from '@portal/ui';
import { useState } from 'react';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';
import { AccountTable } from './AccountTable';
import { ActActions } from './ReconciliationAct';
import * as own from './SettlementsPage.css';

function Reconciliation({ settlements, range }: { settlements: Settlements; range: Range }) {
  const totals = reconcile(settlements);
  const saldoLabel = range.to ? text.saldoAt(formatIsoDate(range.to)) : text.saldo;
  return (
    <>
      {range.from && range.to && (
        <h2 className={own.statement}>
          {text.statement(formatIsoDate(range.from), formatIsoDate(range.to))}
        </h2>
      )}
      <dl className={own.balances}>
        <div className={own.balance}>
          <dt>{text.opening}</dt>
          <dd className={own.balanceValue}>{formatAmount(totals.opening)}</dd>
        </div>
        <div className={own.balance}>
          <dt>{text.closing}</dt>
          <dd className={own.balanceValue}>{formatAmount(totals.closing)}</dd>
        </div>
      </dl>
      <p className={own.saldo}>
        <span>{saldoLabel}:</span> <strong>{formatAmount(settlements.saldo)}</strong>
      </p>
      <p className={own.debtor}>
        {totals.debtor === 'nobody'
          ? text.debtor.nobody
          : `${text.debtor[totals.debtor]}: ${formatAmount(Math.abs(totals.closing))}`}
      </p>
      {range.from && range.to && (
        <div className={own.noPrint}>
          <ActActions range={range} />
        </div>
      )}
      {settlements.documents.length === 0 ? (
        <Notice>{text.empty}</Notice>
      ) : (
        <AccountTable
          card
          columns={[
            { label: text.date },
            { label: text.document },
            { label: text.debet, align: 'end' },
            { label: text.credit, align: 'end' },
          ]}
          foot={
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {text.totals}
                </th>
                <td data-label={text.debet} data-align="end">
                  {formatAmount(totals.debet)}
                </td>
                <td data-label={text.credit} data-align="end">
                  {formatAmount(totals.credit)}
                </td>
              </tr>
            </tfoot>
          }
        >
          {settlements.documents.map((document, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's rows have no id; a range's rows are replaced whole.
            <tr key={index}>
              <td data-label={text.date} className={css.nowrap}>
                {document.date}
              </td>
              <td data-label="" data-title>
                {document.document}
              </td>
              <td data-label={text.debet} data-align="end">
                {document.debet ? formatAmount(document.debet) : ''}
              </td>
              <td data-label={text.credit} data-align="end">
                {document.credit ? formatAmount(document.credit) : ''}
              </td>
            </tr>
          ))}
        </AccountTable>
      )}
    </>
  );
}

/**
 * /personal/sverka/ ('Взаиморасчёты', doc 2 §2.16): the balance and the shipments and payments of a
 * date range, the current month up to today at first, with their totals, the opening and closing
 * balance and who owes whom; its reconciliation act prints alone or downloads as a PDF.
 */
export function SettlementsPage() {
  const { api } = useSession();
  const [draft, setDraft] = useState<Range>(() => defaultSettlementRange(new Date()));
  const [applied, setApplied] = useState<Range>(draft);
  const settlements = useResource(JSON.stringify(applied), (signal) => loadSettlements(api, applied, signal));
  return (
    <AccountPage title={text.title}>
      <form
        className={`${css.card} ${css.filters} ${own.noPrint}`}
        aria-label={accountFilterMessages.legend}
        onSubmit={(event) => {
          event.preventDefault();
          if (checkDateRange(draft) === null) setApplied(draft);
        }}
      >
        <DateRange value={draft} onChange={setDraft} />
        <div className={css.filterButtons}>
          <Button type="submit" variant="primary">
            {accountFilterMessages.show}
          </Button>
        </div>
      </form>
      <Loaded resource={settlements}>
        {(value) => <Reconciliation settlements={value} range={applied} />}
      </Loaded>
    </AccountPage>
  );
}

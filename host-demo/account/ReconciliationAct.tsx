import {
  type ActParty,
  downloadReconciliationAct,
  formatSum,
  loadReconciliationAct,
  type ReconciliationAct,
  settlementsMessages as text,
} from '@portal/core/account';
import type { DateRange } from '@portal/core/kit';
import { Button, Notice, useResource, useSession } from '@portal/ui';
import { createPortal } from 'react-dom';
import * as page from './Account.css';
import * as css from './ReconciliationAct.css';
import { useFileDownload } from './useFileDownload';

const act = text.act;

/** An amount of the act's table; '' for none in a movement's row. */
const sum = (amount: number, blankZero = false): string =>
  blankZero && amount === 0 ? '' : formatSum(amount);

function Signature({ party }: { party: ActParty }) {
  return (
    <div>
      <p className={css.paragraph}>
        <strong>{act.from(party.name)}</strong>
      </p>
      <p className={css.paragraph}>{act.inn(party.inn, party.kpp)}</p>
      <p className={css.paragraph}>{act.head}</p>
      <p className={css.line}>_________________ / _________________ /</p>
      <p className={css.caption}>
        {act.signature} {act.decoding}
      </p>
      <p className={css.paragraph}>{act.stamp}</p>
    </div>
  );
}

/**
 * The act as the printer gets it: the server's figures and closing line, both parties with their
 * requisites, the movements under a head that repeats on each sheet, and both signature blocks.
 */
function ActSheet({ value }: { value: ReconciliationAct }) {
  const { seller, buyer } = value;
  const totalRow = (label: string, debit: number, credit: number) => (
    <tr className={css.total}>
      <td />
      <td />
      <td>{label}</td>
      <td className={css.amount}>{sum(debit)}</td>
      <td className={css.amount}>{sum(credit)}</td>
    </tr>
  );
  return (
    <section className={css.sheet} aria-label={act.title} data-print-act>
      <h2 className={css.title}>{act.title}</h2>
      <p className={css.centered}>{act.period(value.from, value.to)}</p>
      <p className={css.centered}>{act.between(seller.name, buyer.name)}</p>
      <p className={css.paragraph}>
        {act.seller}: {act.requisites(seller.name, seller.inn, seller.kpp)}
        <br />
        {act.buyer}: {act.requisites(buyer.name, buyer.inn, buyer.kpp)}
      </p>
      <p className={css.paragraph}>{act.intro(seller.name, buyer.name)}</p>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{act.number}</th>
            <th scope="col">{act.date}</th>
            <th scope="col">{act.document}</th>
            <th scope="col">{act.debit}</th>
            <th scope="col">{act.credit}</th>
          </tr>
        </thead>
        <tbody>
          {totalRow(act.opening, Math.max(value.opening, 0), Math.max(-value.opening, 0))}
          {value.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the act's rows are numbered by place and replaced whole.
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{row.date}</td>
              <td>{row.document}</td>
              <td className={css.amount}>{sum(row.debit, true)}</td>
              <td className={css.amount}>{sum(row.credit, true)}</td>
            </tr>
          ))}
          {totalRow(act.turnover, value.turnover.debit, value.turnover.credit)}
          {totalRow(act.closing, Math.max(value.closing, 0), Math.max(-value.closing, 0))}
        </tbody>
      </table>
      <div className={css.closing}>
        <p className={css.paragraph}>
          <strong>{act.byBooksOf(seller.name)}</strong>
          <br />
          {value.statement}
        </p>
        <div className={css.signatures}>
          <Signature party={seller} />
          <Signature party={buyer} />
        </div>
      </div>
    </section>
  );
}

/** The PDF of the act, made by the server; why not, beside the button. */
function DownloadAct({ range }: { range: DateRange }) {
  const { api } = useSession();
  const { busy, failure, download } = useFileDownload(
    () => downloadReconciliationAct(api, range),
    text.downloadFailed,
  );
  return (
    <>
      <Button busy={busy} busyLabel={text.downloading} onClick={download}>
        {text.download}
      </Button>
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  );
}

/**
 * The act of a period with both ends: printed from the page (the printer gets the act alone) or
 * downloaded as the server's PDF.
 */
export function ActActions({ range }: { range: DateRange }) {
  const { api } = useSession();
  const loaded = useResource(JSON.stringify(range), (signal) => loadReconciliationAct(api, range, signal));
  return (
    <div className={page.filterButtons}>
      <Button disabled={loaded.status !== 'ready'} onClick={() => window.print()}>
        {text.print}
      </Button>
      <DownloadAct range={range} />
      {loaded.status === 'failed' && <Notice tone="error">{loaded.message}</Notice>}
      {loaded.status === 'ready' && createPortal(<ActSheet value={loaded.value} />, document.body)}
    </div>
  );
}

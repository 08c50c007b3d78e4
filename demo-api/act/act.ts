import { type LedgerEntry, ledgerDocument } from '../data/account';
import { formatDate, toKopecks } from '../format';
import { amountInWords } from './amount-words';

/**
 * The reconciliation act ('Акт сверки взаимных расчётов') of one client and a period, as the
 * supplier's books have it: the one place that decides its figures and who owes whom. The page
 * prints it from `personal_sverka_act` and the PDF is drawn from it (docs/server-contract.md
 * "Reconciliation act").
 */

/** A side of the act with its requisites. */
export interface Party {
  name: string;
  inn: string;
  /** '' for a sole trader. */
  kpp: string;
}

export interface ActRow {
  /** 'dd.MM.yyyy'. */
  date: string;
  document: string;
  /** Kopecks: a shipment to the client. */
  debit: number;
  /** Kopecks: a payment by the client. */
  credit: number;
}

export interface ReconciliationAct {
  seller: Party;
  buyer: Party;
  /** 'dd.MM.yyyy', both days included. */
  from: string;
  to: string;
  /** Kopecks, the client's debt to the seller at the start of `from`; negative: paid ahead. */
  opening: number;
  rows: ActRow[];
  /** Kopecks: the period's shipments and payments. */
  turnover: { debit: number; credit: number };
  /** Kopecks, at the end of `to`, signed as `opening`. */
  closing: number;
  /** Who owes whom at the end, in figures and words, as the act's closing line says it. */
  statement: string;
}

/** '12 345,00' (thin group spaces as Russian documents print them: a no-break space). */
export function formatKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(kopecks) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(Math.abs(kopecks) % 100).padStart(2, '0')}`;
}

/**
 * The closing line: 'Задолженность ООО «…» перед ООО «…» на 30.11.2026 составляет 12 345,00 руб.
 * (двенадцать тысяч триста сорок пять рублей 00 копеек).' The debtor is the buyer when the balance
 * is positive (shipped more than paid), the seller when negative (paid ahead), nobody at zero.
 */
export function debtStatement(seller: Party, buyer: Party, at: string, balance: number): string {
  if (balance === 0) return `Задолженность на ${at} отсутствует.`;
  const [debtor, creditor] = balance > 0 ? [buyer, seller] : [seller, buyer];
  const amount = Math.abs(balance);
  return `Задолженность ${debtor.name} перед ${creditor.name} на ${at} составляет ${formatKopecks(amount)} руб. (${amountInWords(amount)}).`;
}

const signed = (entry: LedgerEntry): number => (entry.kind === 'shipment' ? 1 : -1) * toKopecks(entry.amount);

/** The act of the entries between `from` and `to` (milliseconds, both included). */
export function reconciliationAct(
  ledger: readonly LedgerEntry[],
  parties: { seller: Party; buyer: Party },
  period: { from: number; to: number },
): ReconciliationAct {
  const opening = ledger
    .filter((entry) => entry.date < period.from)
    .reduce((sum, entry) => sum + signed(entry), 0);
  const rows = ledger
    .filter((entry) => entry.date >= period.from && entry.date <= period.to)
    .map(
      (entry): ActRow => ({
        date: formatDate(entry.date),
        document: ledgerDocument(entry, formatDate(entry.date)),
        debit: entry.kind === 'shipment' ? toKopecks(entry.amount) : 0,
        credit: entry.kind === 'payment' ? toKopecks(entry.amount) : 0,
      }),
    );
  const turnover = {
    debit: rows.reduce((sum, row) => sum + row.debit, 0),
    credit: rows.reduce((sum, row) => sum + row.credit, 0),
  };
  const closing = opening + turnover.debit - turnover.credit;
  const to = formatDate(period.to);
  return {
    ...parties,
    from: formatDate(period.from),
    to,
    opening,
    rows,
    turnover,
    closing,
    statement: debtStatement(parties.seller, parties.buyer, to, closing),
  };
}

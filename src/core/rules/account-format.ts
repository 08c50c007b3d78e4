import type { SettlementDocument, Settlements } from '../domain/account';
import { personalDeliveryMessages, personalInfoMessages } from '../messages/account';
import { shellMessages } from '../messages/shell';
import { formatDate } from './format';
import { MOSCOW_OFFSET_MS } from './moscow-time';

/** A document's name in the list (doc 2 §2.3): its type and number, 'УПД № ВРН-001038'. */
export function documentName(document: { type: string; number: string }): string {
  return `${document.type} № ${document.number}`;
}

/** Doc 2 §3: the addresses joined by commas, or '-' when there are none. */
export function formatAddresses(addresses: readonly string[]): string {
  const shown = addresses.map((address) => address.trim()).filter(Boolean);
  return shown.length > 0 ? shown.join(', ') : personalInfoMessages.none;
}

/** A date as dd.MM.yyyy, or '-' when there is none. */
export function formatOptionalDate(date: Date | null): string {
  return date ? formatDate(date) : personalInfoMessages.none;
}

/** The weekday label of a moment in Moscow time (doc 2 §2.8: Вс Пн Вт Ср Чт Пт Сб). */
export function weekdayLabel(date: Date): string {
  const moscow = new Date(date.getTime() + MOSCOW_OFFSET_MS);
  return personalDeliveryMessages.weekdays[moscow.getUTCDay()] ?? '';
}

/** 'Пт 22.11.2024 16:00': the server's text after the weekday, when the moment is known. */
export function withWeekday(date: Date | null, text: string): string {
  return date ? `${weekdayLabel(date)} ${text}`.trim() : text;
}

const amounts = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Any amount in roubles, 0 and negatives included ('−1 234,50 ₽'): balances and totals. */
export function formatAmount(amount: number): string {
  return `${formatSum(amount)} ₽`;
}

/** '1 500,50' without the sign of the rouble, as a table of a document headed 'руб.' writes it. */
export function formatSum(amount: number): string {
  return amounts.format(Math.round(amount * 100) / 100 || 0);
}

/** The totals of a reconciliation: shipments and payments, summed in kopecks. */
export function settlementTotals(documents: readonly SettlementDocument[]): {
  debet: number;
  credit: number;
} {
  const sum = (pick: (document: SettlementDocument) => number) =>
    documents.reduce((total, document) => total + Math.round(pick(document) * 100), 0) / 100;
  return { debet: sum((document) => document.debet), credit: sum((document) => document.credit) };
}

/** Who owes whom at the end of a reconciliation's range. */
type Debtor = 'client' | 'company' | 'nobody';

export interface Reconciliation {
  /** The balance before the range's first document: the closing one less its shipments, plus its payments. */
  opening: number;
  /** The server's saldo at the range's end: positive while the client owes (doc 2 §2.16). */
  closing: number;
  debet: number;
  credit: number;
  debtor: Debtor;
}

/** The opening and closing balance of a range and who owes whom, in kopecks so nothing drifts. */
export function reconcile(settlements: Settlements): Reconciliation {
  const { debet, credit } = settlementTotals(settlements.documents);
  const kopecks = (amount: number) => Math.round(amount * 100);
  const closing = kopecks(settlements.saldo);
  const opening = closing - kopecks(debet) + kopecks(credit);
  return {
    opening: opening / 100,
    closing: closing / 100,
    debet,
    credit,
    debtor: closing > 0 ? 'client' : closing < 0 ? 'company' : 'nobody',
  };
}

/** The client's balance: what they have paid ahead, negative while they owe. */
export function clientBalance(saldo: number): number {
  return -saldo || 0;
}

/** The header's link: 'Баланс: −12 345,67 ₽', or 'Баланс' while the figure is not known. */
export function balanceLabel(saldo: number | null): string {
  return saldo === null
    ? shellMessages.balance
    : `${shellMessages.balance}: ${formatAmount(clientBalance(saldo))}`;
}

/**
 * The order's items that hold every word of the query in their name or their article (doc 2 §2.6
 * names the name; a client looks a part up by its article as often), case and ё/е aside; an
 * article matches without its spaces, dashes, dots and slashes ('0986494524' finds '0 986 494 524').
 */
export function searchOrderItems<T extends { name: string; article: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const fold = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
  const compact = (text: string) => fold(text).replace(/[\s\-./]/g, '');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) =>
    words.every((word) => fold(item.name).includes(word) || compact(item.article).includes(compact(word))),
  );
}

import type { SettlementDocument } from '../api/settlements';
import { personalDeliveryMessages, personalInfoMessages } from '../messages/account';
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
  return `${amounts.format(Math.round(amount * 100) / 100 || 0)} ₽`;
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

/** The items whose name holds every word of the query, case and ё/е aside (doc 2 §2.6 search). */
export function searchByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const fold = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => words.every((word) => fold(item.name).includes(word)));
}

import { MOSCOW_TIME_ZONE } from './moscow-time';

const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1 234,50 ₽' — two decimals in Russian format; `null` when there is nothing to show (0 or less). */
export function formatRubles(amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return `${rubles.format(amount)} ₽`;
}

/** dd.MM.yyyy in the portal's time zone (Moscow time, where Voronezh is). */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: MOSCOW_TIME_ZONE,
  }).format(date);
}

const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1 234,50 ₽' — two decimals in Russian format; `null` when there is nothing to show (0 or less). */
export function formatRubles(amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return `${rubles.format(amount)} ₽`;
}

/** '1 234,50 ₽/шт' — a price per piece, or `null` when there is none to show. */
export function formatPricePerPiece(amount: number): string | null {
  const rubles = formatRubles(amount);
  return rubles && `${rubles}/шт`;
}

/** Doc 1 §9: above 50 up to 100 reads '>50', above 100 '>100', otherwise the exact amount. */
export function formatStock(amount: number): string {
  if (amount > 100) return '>100';
  if (amount > 50) return '>50';
  return String(Math.max(0, Math.floor(amount)));
}

/** dd.MM.yyyy in the portal's time zone (Moscow time, where Voronezh is). */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  }).format(date);
}

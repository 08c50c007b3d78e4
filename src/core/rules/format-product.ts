import { formatRubles } from './format';

// Apart from format.ts, which every page with the basket badge loads: only product lists use these.
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

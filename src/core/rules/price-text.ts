import type { PriceRange } from './catalogue-filter';
import { clampPriceRange } from './filter-fields';

/** A price typed into a filter field: digits with an optional decimal part; '' means no bound. */
export function parsePriceText(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/**
 * The price filter from the two fields of the panel: an empty field is the slider's end; the range
 * is made whole and kept inside the bounds (`clampPriceRange`). 'invalid' when a field is not a number.
 */
export function priceRangeFromText(
  text: { min: string; max: string },
  bounds: PriceRange,
): PriceRange | null | 'invalid' {
  const min = parsePriceText(text.min);
  const max = parsePriceText(text.max);
  if (min === 'invalid' || max === 'invalid') return 'invalid';
  return clampPriceRange({ min: min ?? bounds.min, max: max ?? bounds.max }, bounds);
}

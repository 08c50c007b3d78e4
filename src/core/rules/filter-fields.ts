import type { ListFilter, PriceRange } from './catalogue-filter';

/**
 * The rules of the filter panel's fields (doc 1 §2, §4). Pure functions: the panel edits a draft
 * with them and the list store sends the applied one.
 */

/** Property lists show this many values until 'Показать ещё' (doc 1 §9). */
export const FILTER_VALUES_SHOWN = 5;

/**
 * The slider's ends from the server's price range: whole numbers (doc 1 §5), widened outwards so
 * every price stays inside; `null` when there is no positive range to slide over.
 */
export function sliderBounds(range: { min: number; max: number } | null): PriceRange | null {
  if (!range || !Number.isFinite(range.min) || !Number.isFinite(range.max)) return null;
  const min = Math.max(0, Math.floor(Math.min(range.min, range.max)));
  const max = Math.ceil(Math.max(range.min, range.max));
  return max > min ? { min, max } : null;
}

/**
 * A price range typed or slid by the client, made whole and kept inside the slider: ends are
 * rounded, swapped when crossed and clamped to the bounds. A range that covers the bounds entirely
 * restricts nothing and reads as `null`.
 */
export function clampPriceRange(range: PriceRange, bounds: PriceRange): PriceRange | null {
  const clamp = (value: number) =>
    Math.min(bounds.max, Math.max(bounds.min, Number.isNaN(value) ? bounds.min : Math.round(value)));
  const low = clamp(Math.min(range.min, range.max));
  const high = clamp(Math.max(range.min, range.max));
  return low <= bounds.min && high >= bounds.max ? null : { min: low, max: high };
}

/** Adds the value when absent, removes it when present; the order of the others is kept. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
}

/** The filter with one property value toggled; a property left with no values is dropped. */
export function toggleProperty(filter: ListFilter, code: string, value: string): ListFilter {
  const { [code]: current = [], ...others } = filter.properties;
  const next = toggleValue(current, value);
  return { ...filter, properties: next.length > 0 ? { ...others, [code]: next } : others };
}

/** How many restrictions are applied: the price counts once, every chosen value once. */
export function activeFilterCount(filter: ListFilter): number {
  return (
    (filter.price ? 1 : 0) +
    filter.sections.length +
    filter.brands.length +
    Object.values(filter.properties).reduce((sum, values) => sum + values.length, 0)
  );
}

/**
 * Which values of a property list show: the first five, or all when expanded; a chosen value is
 * always shown so that it can be unticked.
 */
export function visibleValues<T extends { id: string }>(
  values: readonly T[],
  chosen: readonly string[],
  expanded: boolean,
): T[] {
  if (expanded || values.length <= FILTER_VALUES_SHOWN) return [...values];
  return values.filter((value, index) => index < FILTER_VALUES_SHOWN || chosen.includes(value.id));
}

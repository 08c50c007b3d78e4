import type { FilterData, FilterOption } from '../domain/catalogue';
import type { StepFilterData, StepFilterOption } from '../domain/step-search';
import { stepSearchMessages } from '../messages/search';
import { EMPTY_FILTER, type ListFilter } from './catalogue-filter';

/** Chosen filter values (option ids); an empty list does not filter. */
export interface StepSearchFilters {
  brands: readonly string[];
  deliveryDates: readonly string[];
}
export const NO_STEP_SEARCH_FILTERS: StepSearchFilters = { brands: [], deliveryDates: [] };

/** The delivery-date block rides in the filter panel as a property list. */
const DELIVERY_DATE_FILTER = 'delivery_time';

// The step search filters on the client: every value the server offered stays choosable.
const choosable = (option: StepFilterOption): FilterOption => ({
  id: option.id,
  name: option.name,
  active: true,
});

const collator = new Intl.Collator('ru-RU', { sensitivity: 'base', numeric: true });

/** 'dd.MM.yyyy' as a sortable 'yyyyMMdd'; anything else sorts after every date. */
function dateOrder(text: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  return match ? `${match[3]}${match[2]}${match[1]}` : `~${text}`;
}

/** The options with every chosen value among them: a value the answer no longer offers is its own name. */
function withChosen(options: readonly StepFilterOption[], chosen: readonly string[]): StepFilterOption[] {
  const offered = new Set(options.map((option) => option.id));
  const missing = [...new Set(chosen)].filter((id) => !offered.has(id));
  return [...options, ...missing.map((id) => ({ id, name: id }))];
}

/**
 * What the shared filter panel shows for a step search or the named search: brands in alphabetical
 * order and delivery dates in time order, whatever order the answers brought them in, and every
 * chosen value among them even when the answer to it no longer offers it (a brand that matches
 * nothing), so that it can always be unchecked.
 */
export function stepFilterPanelData(
  options: StepFilterData,
  chosen: StepSearchFilters = NO_STEP_SEARCH_FILTERS,
): FilterData {
  const dates = withChosen(options.deliveryDates, chosen.deliveryDates).sort((a, b) =>
    dateOrder(a.id) < dateOrder(b.id) ? -1 : 1,
  );
  return {
    price: null,
    sections: [],
    brands: withChosen(options.brands, chosen.brands)
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(choosable),
    properties:
      dates.length === 0
        ? []
        : [
            {
              code: DELIVERY_DATE_FILTER,
              name: stepSearchMessages.filters.deliveryDates,
              options: dates.map(choosable),
            },
          ],
  };
}

/** The step search's filters as the panel edits them. */
export function stepFiltersAsList(filters: StepSearchFilters): ListFilter {
  return {
    ...EMPTY_FILTER,
    brands: filters.brands,
    properties: filters.deliveryDates.length === 0 ? {} : { [DELIVERY_DATE_FILTER]: filters.deliveryDates },
  };
}

/** What the panel applied, as the step search's filters (price and sections do not apply). */
export function stepFiltersFromList(filter: ListFilter): StepSearchFilters {
  return { brands: filter.brands, deliveryDates: filter.properties[DELIVERY_DATE_FILTER] ?? [] };
}

import type { FilterData, FilterOption } from '../api/catalogue';
import type { StepFilterData, StepFilterOption } from '../api/step-search';
import { stepSearchMessages } from '../messages/step-search';
import { EMPTY_FILTER, type ListFilter } from './catalogue-filter';
import type { StepSearchFilters } from './step-search';

/** The delivery-date block rides in the filter panel as a property list. */
export const DELIVERY_DATE_FILTER = 'delivery_time';

// The step search filters on the client: every value the server offered stays choosable.
const choosable = (option: StepFilterOption): FilterOption => ({
  id: option.id,
  name: option.name,
  active: true,
});

/** What the shared filter panel shows for a step search: brands and delivery dates only. */
export function stepFilterPanelData(options: StepFilterData): FilterData {
  return {
    price: null,
    sections: [],
    brands: options.brands.map(choosable),
    properties:
      options.deliveryDates.length === 0
        ? []
        : [
            {
              code: DELIVERY_DATE_FILTER,
              name: stepSearchMessages.filters.deliveryDates,
              options: options.deliveryDates.map(choosable),
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

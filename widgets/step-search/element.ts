import { defineWidget } from '@portal/element';
import { StepSearch } from './StepSearch';

/** Registers `<portal-step-search>`; does nothing when the tag is already defined. */
export function defineStepSearch(tag = 'portal-step-search'): void {
  defineWidget(tag, StepSearch, {
    attributes: { q: 'q', brand: 'brand', type: 'type' },
    events: { onAddToBasket: 'portal:add-to-basket' },
  });
}

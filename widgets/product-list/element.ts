import { defineWidget } from '@portal/element';
import { ProductList } from './ProductList';

/** Registers `<portal-product-list>`; does nothing when the tag is already defined. */
export function defineProductList(tag = 'portal-product-list'): void {
  defineWidget(tag, ProductList, {
    attributes: { 'section-id': 'sectionId', kind: 'kind', q: 'q', type: 'searchType', brand: 'brand' },
    events: { onAddToBasket: 'portal:add-to-basket' },
  });
}

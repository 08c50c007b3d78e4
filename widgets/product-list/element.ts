import { defineWidget, widgetElement } from '@portal/element';
import { ProductList } from './ProductList';

/**
 * A list of parts: a catalogue section (or the whole catalogue), the new arrivals, trends or hits,
 * or the results of a named search (`q`); 50 a page, the next appended as the end comes into view.
 *
 * @tag portal-product-list
 * @attr {string} section-id - The catalogue section. Defaults to none: the whole catalogue.
 * @attr {'novelty' | 'trends' | 'hits'} kind - `novelty`, `trends` or `hits`: that marked list instead of a section. Defaults to none.
 * @attr {string} q - A search query: the list shows that search's results. Defaults to none.
 * @attr {'article' | 'description' | 'advanced' | 'kod'} type - With `q`: `article`, `description`, `advanced` or `kod`. Defaults to `article`.
 * @attr {string} brand - With `q`: only this brand's parts. Defaults to none.
 * @attr {string} url-params - Keeps the filters, sort, pages and scroll position in the page's address, under parameters starting with this prefix ('' for none); with `q`, the sort. Defaults to none: the address is left alone.
 * @fires portal-add-to-basket - The server accepted an addition.
 * @fires portal-navigate - A portal link is clicked; cancel it to route in-app.
 * @csspart list - The list of rows.
 * @csspart skeleton - The placeholder rows while the list loads.
 * @csspart row - A product row.
 * @csspart photo - A row's photo.
 * @csspart photo-search - The link that searches for a photo on the web, where there is none.
 * @csspart brand - A row's brand.
 * @csspart article - A row's article (a link to the step search).
 * @csspart name - A row's name (opens the detail dialog).
 * @csspart marks - A row's marks (new, hit, sale…).
 * @csspart price - A row's price.
 * @csspart stepper - A row's quantity stepper.
 * @csspart add - A row's 'В корзину' button.
 * @csspart section-link - A section heading's link.
 * @csspart filters - The filter panel.
 * @csspart filters-button - The button that opens the filters on a narrow screen.
 * @csspart sort - The sort selector.
 * @csspart markup - The markup control.
 * @csspart toast - The message after an addition.
 * @csspart product-dialog - The detail dialog with the analogues.
 * @csspart anonymous-dialog - The dialog inviting a visitor to become a client or sign in.
 * @csspart search - The search results (with `q`).
 * @csspart progress - The progress bar of a search.
 * @csspart soft-search - The notice that similar parts are shown.
 * @csspart brands - The table of the brands found.
 * @csspart section - A section of the results ('В наличии', 'Аналоги в наличии').
 * @csspart empty - The message when nothing is found.
 * @csspart search-by-name - The 'Искать по названию' button.
 * @csspart remote-suppliers - The 'Искать на других складах' link.
 * @csspart vehicle-offer - For a VIN or frame number searched, the link to that car's catalogue.
 */
export class PortalProductList extends widgetElement(ProductList, {
  attributes: {
    'section-id': 'sectionId',
    kind: 'kind',
    q: 'q',
    type: 'searchType',
    brand: 'brand',
    'url-params': 'urlParams',
  },
  events: { onAddToBasket: 'portal-add-to-basket' },
}) {}

/** Registers `<portal-product-list>`; does nothing when the tag is already defined. */
export function defineProductList(): void {
  defineWidget('portal-product-list', PortalProductList);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-product-list': PortalProductList;
  }
}

import { defineWidget, widgetElement } from '@portal/element';
import { QuickSearch } from './QuickSearch';

/**
 * The header search box: the search type, the query with suggestions as the client types, and
 * 'Найти', which opens the search page.
 *
 * @tag portal-quick-search
 * @attr {string} placeholder - Text of the empty box. Defaults to `Поиск запчастей`.
 * @attr {string} portal-base - Where the search pages' links lead. Defaults to the page's portal base.
 * @attr {string} value - The query of the search the page shows. Defaults to empty.
 * @attr {'article' | 'description' | 'advanced' | 'kod'} type - The type of that search: `article`, `description`, `advanced` or `kod`. Defaults to the remembered type.
 * @fires portal-search - A search is started with Enter or 'Найти'.
 * @fires portal-navigate - A search page is opened; cancel it to route in-app.
 * @csspart search - The search form.
 * @csspart box - The box around the type, the query and the button.
 * @csspart search-type - The search type selector.
 * @csspart search-input - The query field.
 * @csspart search-button - The 'Найти' button.
 * @csspart popup - The suggestions' popup.
 * @csspart vehicle-offer - For a VIN or frame number typed, the link to the online catalogue for that car.
 * @csspart hits - The list of suggestions.
 * @csspart hit - A suggestion.
 * @csspart search-status - The popup's line while searching, or when nothing is found.
 * @csspart anonymous-dialog - The dialog a visitor who is not signed in sees on typing.
 * @cssprop --portal-search-width - The box's width. Defaults to `min(440px, 100vw - 48px)`.
 */
export class PortalQuickSearch extends widgetElement(QuickSearch, {
  attributes: {
    placeholder: 'placeholder',
    'portal-base': 'portalBase',
    value: 'value',
    type: 'searchType',
  },
  events: { onSearch: 'portal-search' },
  display: 'inline-block',
}) {}

/** Registers `<portal-quick-search>`; does nothing when the tag is already defined. */
export function defineQuickSearch(): void {
  defineWidget('portal-quick-search', PortalQuickSearch);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-quick-search': PortalQuickSearch;
  }
}

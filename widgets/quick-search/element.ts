import { defineWidget } from '@portal/element';
import { QuickSearch } from './QuickSearch';

/** Registers `<portal-quick-search>`; does nothing when the tag is already defined. */
export function defineQuickSearch(tag = 'portal-quick-search'): void {
  defineWidget(tag, QuickSearch, {
    attributes: {
      placeholder: 'placeholder',
      'portal-base': 'portalBase',
      value: 'value',
      type: 'searchType',
    },
    events: { onSearch: 'portal:search' },
    display: 'inline-block',
  });
}

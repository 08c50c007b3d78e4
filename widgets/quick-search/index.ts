export { defineQuickSearch, PortalQuickSearch } from './element';
export { QuickSearch, type QuickSearchProps } from './QuickSearch';

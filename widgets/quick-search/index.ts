export { defineQuickSearch } from './element';
export { QuickSearch, type QuickSearchProps } from './QuickSearch';

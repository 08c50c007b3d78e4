export { QuickSearch } from './QuickSearch';

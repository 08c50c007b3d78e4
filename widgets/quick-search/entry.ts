import { defineQuickSearch } from './element';

// The bundle entry /widgets/quick-search.js: loading it is asking for the tag.
defineQuickSearch();

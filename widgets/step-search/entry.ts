import { defineStepSearch } from './element';

// The bundle entry /widgets/step-search.js: loading it is asking for the tag.
defineStepSearch();

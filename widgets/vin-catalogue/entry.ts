import { defineVinCatalogue } from './element';

// The bundle entry /widgets/vin-catalogue.js: loading it is asking for the tag.
defineVinCatalogue();

import { defineProductList } from './element';

// The bundle entry /widgets/product-list.js: loading it is asking for the tag.
defineProductList();

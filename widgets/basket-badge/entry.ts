import { defineBasketBadge } from './element';

// The bundle entry /widgets/basket-badge.js: loading it is asking for the tag.
defineBasketBadge();

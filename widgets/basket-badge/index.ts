export { BasketBadge, type BasketBadgeProps } from './BasketBadge';
export { defineBasketBadge } from './element';

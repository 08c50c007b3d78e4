export { BasketBadge, type BasketBadgeProps } from './BasketBadge';
export { defineBasketBadge, PortalBasketBadge } from './element';

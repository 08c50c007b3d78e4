export { BasketBadge } from './BasketBadge';

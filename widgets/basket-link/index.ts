export { BasketLink } from './BasketLink';

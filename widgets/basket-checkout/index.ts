export { BasketCheckout } from './BasketCheckout';

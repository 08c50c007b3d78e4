import { defineWidget } from '@portal/element';
import { BasketCheckout } from './BasketCheckout';

/** Registers `<portal-basket-checkout>`; does nothing when the tag is already defined. */
export function defineBasketCheckout(tag = 'portal-basket-checkout'): void {
  defineWidget(tag, BasketCheckout, { events: { onOrderPlaced: 'portal:order-placed' } });
}

import { defineWidget, widgetElement } from '@portal/element';
import { BasketCheckout } from './BasketCheckout';

/**
 * The signed-in client's basket and checkout: the lines with their quantities, the selection,
 * delivery and payment, and the order.
 *
 * @tag portal-basket-checkout
 * @fires portal-order-placed - An order was placed; the numbers as the client sees them.
 * @fires portal-navigate - A portal link is clicked; cancel it to route in-app.
 * @csspart table - The table of basket lines.
 * @csspart line - A basket line.
 * @csspart stepper - A line's quantity stepper.
 * @csspart order-form - The checkout form.
 * @csspart summary - The order's summary.
 * @csspart total - The total.
 * @csspart notice - The checkout's warning, error or order numbers (it may hold a link).
 * @csspart gone-notice - The note that an edit was not saved: its line had been deleted in another tab or on another device.
 * @csspart unsent - Under a line, the note that its edit waits for the connection to be sent.
 * @csspart pending - Under a line, the note that its edit (kept from before a reload, or made in another tab) is being saved.
 * @csspart submit - The button that places the order.
 * @csspart empty - The message of an empty basket.
 * @csspart upload-link - The link to ordering from a file.
 */
export class PortalBasketCheckout extends widgetElement(BasketCheckout, {
  events: { onOrderPlaced: 'portal-order-placed' },
}) {}

/** Registers `<portal-basket-checkout>`; does nothing when the tag is already defined. */
export function defineBasketCheckout(): void {
  defineWidget('portal-basket-checkout', PortalBasketCheckout);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-basket-checkout': PortalBasketCheckout;
  }
}

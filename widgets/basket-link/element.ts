import { defineWidget, widgetElement } from '@portal/element';
import { BasketLink } from './BasketLink';

/**
 * A text link to the client's basket; a visitor sees a link to log in.
 *
 * @tag portal-basket-link
 * @fires portal-navigate - The link is clicked; cancel it to route in-app.
 * @csspart link - The link (to the basket, or to log in).
 * @csspart login - The link of a visitor who is not signed in (also `link`).
 */
export class PortalBasketLink extends widgetElement(BasketLink, { display: 'inline' }) {}

/** Registers `<portal-basket-link>`; does nothing when the tag is already defined. */
export function defineBasketLink(): void {
  defineWidget('portal-basket-link', PortalBasketLink);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-basket-link': PortalBasketLink;
  }
}

import { defineWidget, widgetElement } from '@portal/element';
import { BasketBadge } from './BasketBadge';

/**
 * The header basket: how many lines are in the client's basket and their total, linking to the
 * basket page; a visitor sees a link to log in.
 *
 * @tag portal-basket-badge
 * @attr {string} label - Text beside the cart icon; an empty value hides it. Defaults to `Корзина`.
 * @fires portal-basket-change - The figures are known (on mount) or changed.
 * @fires portal-navigate - The link is clicked; cancel it to route in-app.
 * @csspart badge - The link (to the basket, or to log in).
 * @csspart login - The link of a visitor who is not signed in (also `badge`).
 * @csspart count - The number of lines.
 * @csspart total - The total in roubles.
 */
export class PortalBasketBadge extends widgetElement(BasketBadge, {
  attributes: { label: 'label' },
  events: { onBasketChange: 'portal-basket-change' },
  display: 'inline-block',
}) {}

/** Registers `<portal-basket-badge>`; does nothing when the tag is already defined. */
export function defineBasketBadge(): void {
  defineWidget('portal-basket-badge', PortalBasketBadge);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-basket-badge': PortalBasketBadge;
  }
}

import type { MatBasketDetail } from '@portal/core/mats';
import type { HeaderBasket, SearchType } from '@portal/core/session';

/** Every DOM event a widget sends, with its `detail`. All bubble and cross shadow roots. */
export interface PortalEventMap {
  /** The header basket changed (any widget, another tab, a reload). */
  'portal:basket-change': HeaderBasket;
  /**
   * A product list added a part to the basket (after the server accepted it); or the mat
   * constructor's 'В корзину' with the configured set (doc 2 §7, `type: 'constructor'`), which the
   * page puts in a basket itself.
   */
  'portal:add-to-basket': { productId: string; quantity: number } | MatBasketDetail;
  /** The basket checkout placed an order; `orderNumbers` as the client sees them. */
  'portal:order-placed': { orderNumbers: string[] };
  /** A widget asks the page to go to a portal page; cancel it to route in-app. */
  'portal:navigate': { path: string; url: string };
  /** The search box started a search (Enter or its button): what was asked and by which type. */
  'portal:search': { query: string; type: SearchType };
}

export type PortalEventType = keyof PortalEventMap;

type PortalDomEvents = { [K in PortalEventType]: CustomEvent<PortalEventMap[K]> };

declare global {
  interface HTMLElementEventMap extends PortalDomEvents {}
  interface DocumentEventMap extends PortalDomEvents {}
  interface WindowEventMap extends PortalDomEvents {}
}

export function portalEvent<K extends PortalEventType>(
  type: K,
  detail: PortalEventMap[K],
  cancelable = false,
): CustomEvent<PortalEventMap[K]> {
  return new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable });
}

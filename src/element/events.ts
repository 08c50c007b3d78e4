import type { MatBasketDetail } from '@portal/core/mats';
import type { HeaderBasket, SearchType } from '@portal/core/session';

/**
 * Every DOM event a widget sends, with its `detail`. All bubble and cross shadow roots. Named
 * `portal-*`: a colon in an event's name cannot be bound in Angular templates (`(portal:x)` reads as
 * a target) nor in JSX under Babel's default transform (a namespaced name).
 */
export interface PortalEventMap {
  /** The header basket changed (any widget, another tab, a reload). */
  'portal-basket-change': HeaderBasket;
  /**
   * A product list added a part to the basket (after the server accepted it); or the mat
   * constructor's 'В корзину' with the configured set (doc 2 §7, `type: 'constructor'`), which the
   * page puts in a basket itself.
   */
  'portal-add-to-basket': { productId: string; quantity: number } | MatBasketDetail;
  /** The basket checkout placed an order; `orderNumbers` as the client sees them. */
  'portal-order-placed': { orderNumbers: string[] };
  /** A widget asks the page to go to a portal page; cancel it to route in-app. */
  'portal-navigate': { path: string; url: string };
  /** The search box started a search (Enter or its button): what was asked and by which type. */
  'portal-search': { query: string; type: SearchType };
}

export type PortalEventType = keyof PortalEventMap;

/** `portal-basket-change` → `portal:basket-change`, the name of the previous version. */
type DeprecatedName<Type extends PortalEventType> = Type extends `portal-${infer Name}`
  ? `portal:${Name}`
  : never;

/**
 * The previous version's names (`portal:*`), sent too, after each `portal-*` event, for one version.
 * @deprecated listen to the `portal-*` names.
 */
export type PortalDeprecatedEventMap = {
  [Type in PortalEventType as DeprecatedName<Type>]: PortalEventMap[Type];
};

type PortalDomEvents = { [K in PortalEventType]: CustomEvent<PortalEventMap[K]> } & {
  [K in keyof PortalDeprecatedEventMap]: CustomEvent<PortalDeprecatedEventMap[K]>;
};

declare global {
  interface HTMLElementEventMap extends PortalDomEvents {}
  interface DocumentEventMap extends PortalDomEvents {}
  interface WindowEventMap extends PortalDomEvents {}
}

/**
 * Sends the event from `target` under its name, then under the previous version's (`portal:x`,
 * deprecated, for one version). False when a listener of either cancelled it.
 */
export function dispatchPortalEvent<Type extends PortalEventType>(
  target: EventTarget,
  type: Type,
  detail: PortalEventMap[Type],
  cancelable = false,
): boolean {
  const init = { detail, bubbles: true, composed: true, cancelable };
  const kept = target.dispatchEvent(new CustomEvent(type, init));
  // `portal-x` → `portal:x`: the name's first hyphen.
  return target.dispatchEvent(new CustomEvent(type.replace('-', ':'), init)) && kept;
}

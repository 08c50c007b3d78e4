import { defineWidget } from '@portal/element';
import { BasketBadge } from './BasketBadge';

/** Registers `<portal-basket-badge>`; does nothing when the tag is already defined. */
export function defineBasketBadge(tag = 'portal-basket-badge'): void {
  defineWidget(tag, BasketBadge, {
    attributes: { label: 'label' },
    events: { onBasketChange: 'portal:basket-change' },
    display: 'inline-block',
  });
}

import { defineWidget } from '@portal/element';
import { MatConstructor } from './MatConstructor';

/** Registers `<portal-mat-constructor>`; does nothing when the tag is already defined. */
export function defineMatConstructor(tag = 'portal-mat-constructor'): void {
  defineWidget(tag, MatConstructor, {
    attributes: { markup: 'markup', 'markup-control': 'markupControl' },
    events: { onAddToBasket: 'portal:add-to-basket' },
  });
}

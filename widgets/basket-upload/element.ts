import { defineWidget } from '@portal/element';
import { BasketUpload } from './BasketUpload';

/** Registers `<portal-basket-upload>`; does nothing when the tag is already defined. */
export function defineBasketUpload(tag = 'portal-basket-upload'): void {
  defineWidget(tag, BasketUpload);
}

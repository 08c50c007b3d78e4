import { defineWidget, widgetElement } from '@portal/element';
import { MatConstructor } from './MatConstructor';

/**
 * The car-mat configurator: the car (or its VIN), the pattern, mat type, material, colours, items
 * and accessories over a layered preview, the price, and 'В корзину'. On a partner's site it
 * needs the loader's `data-partner-key`.
 *
 * @tag portal-mat-constructor
 * @fires portal-add-to-basket - 'В корзину' pressed, with the configured set (on a partner page its quantities and retail total, no wholesale figure).
 * @fires portal-navigate - 'Войти в портал' clicked (no key, no session); cancel it to route in-app.
 * @csspart mat-constructor - The widget's box.
 * @csspart cars - The car's make, model and generation selectors.
 * @csspart banners - The patterns' pictures to choose from.
 * @csspart configurator - The choices beside the preview.
 * @csspart preview - The layered preview of the set.
 * @csspart transmissions - The transmission choice.
 * @csspart mat-types - The mat type choice.
 * @csspart materials - The cell shape choice.
 * @csspart material-colours - The material colour choice.
 * @csspart edging-colours - The edging colour choice.
 * @csspart swatch - A colour swatch.
 * @csspart items - The mats of the set.
 * @csspart upsale - The extra items.
 * @csspart vin - The VIN or frame number search.
 * @csspart name-plates - The name plates.
 * @csspart heel-pads - The heel pads.
 * @csspart item - An item or accessory.
 * @csspart price - A price.
 * @csspart stepper - A quantity stepper.
 * @csspart markup - The markup field.
 * @csspart totals - The totals.
 * @csspart total - The total.
 * @csspart total-without-markup - The total without markup (the portal only).
 * @csspart add - The 'В корзину' button.
 * @csspart handed - On a partner page, what 'В корзину' handed to the page.
 * @csspart error - A failed call's message.
 * @csspart unavailable - 'Для автомобиля … коврики не доступны.'
 * @csspart invalid-link - The message of a configuration link that no longer opens.
 * @csspart missing-access - The message of a partner page without a valid key.
 * @cssprop --portal-sticky-top - How far below the top of the window the preview stays while the choices scroll. Defaults to `12px`.
 */
export class PortalMatConstructor extends widgetElement(MatConstructor, {
  events: { onAddToBasket: 'portal-add-to-basket' },
}) {}

/** Registers `<portal-mat-constructor>`; does nothing when the tag is already defined. */
export function defineMatConstructor(): void {
  defineWidget('portal-mat-constructor', PortalMatConstructor);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-mat-constructor': PortalMatConstructor;
  }
}

import { widgetElement } from '@portal/element';
import { BasketUpload } from './BasketUpload';

/**
 * Ordering from a file: the client uploads a spreadsheet of articles and quantities, reviews every
 * row (as asked, quantity changed, a maker or an analogue to pick, not found) and adds what they
 * confirmed to the basket.
 *
 * @tag portal-basket-upload
 * @fires portal-navigate - The link to the basket is clicked; cancel it to route in-app.
 * @csspart upload - The upload form.
 * @csspart error - A failed upload's message.
 * @csspart success - The message after the lines went into the basket.
 * @csspart review - Every row of the file as it will be added, with the confirmation.
 * @csspart instruction - How to make the file.
 */
export class PortalBasketUpload extends widgetElement(BasketUpload) {}

declare global {
  interface HTMLElementTagNameMap {
    'portal-basket-upload': PortalBasketUpload;
  }
}

import { defineWidget, widgetElement } from '@portal/element';
import { StepSearch } from './StepSearch';

/**
 * The step-by-step search of an article over the own stock and the remote suppliers: a progress
 * bar while the steps run, then the offers grouped by brand and article.
 *
 * @tag portal-step-search
 * @attr {string} q - The article (or the name, with `type="description"`). Defaults to none: the widget asks for one.
 * @attr {string} brand - A brand name; `nobrand` for any brand. Defaults to empty: the server may ask for one.
 * @attr {'article' | 'description'} type - `article` or `description`. Defaults to `article`.
 * @fires portal-add-to-basket - The server accepted an addition (for a supplier item, `productId` is its id).
 * @fires portal-navigate - A portal link is clicked; cancel it to route in-app.
 * @csspart step-search - The widget's box.
 * @csspart progress - The progress bar of the steps.
 * @csspart progress-done - The progress bar once every step has answered.
 * @csspart skeleton - The placeholder rows before the first offers.
 * @csspart error - A failed step's message with 'Повторить'.
 * @csspart soft-search - The notice that similar articles are shown.
 * @csspart empty - The message when nothing is found.
 * @csspart vehicle-offer - For a VIN or frame number searched, the link to that car's catalogue.
 * @csspart anonymous - The message to a visitor who is not signed in.
 * @csspart brand-choice - The table of brands to choose from.
 * @csspart section - A section of the results.
 * @csspart row - An own-stock product row, as in the product list.
 * @csspart photo - A row's photo.
 * @csspart photo-search - The link that searches for a photo on the web, where there is none.
 * @csspart name - A row's name (opens the detail dialog).
 * @csspart marks - A row's marks.
 * @csspart offer-group - The remote offers of one article.
 * @csspart brand - A brand.
 * @csspart article - An article.
 * @csspart offer - A remote supplier's offer.
 * @csspart supplier - An offer's supplier.
 * @csspart delivery - An offer's delivery time.
 * @csspart available - An offer's quantity available.
 * @csspart ratio - An offer's delivery ratio.
 * @csspart price - A price.
 * @csspart stepper - A quantity stepper.
 * @csspart add - An 'В корзину' button.
 * @csspart filters - The filter panel.
 * @csspart filters-button - The button that opens the filters on a narrow screen.
 * @csspart sort - The sort selector.
 * @csspart markup - The markup control.
 * @csspart toast - The message after an addition.
 * @csspart product-dialog - The detail dialog with the analogues.
 * @csspart anonymous-dialog - The dialog inviting a visitor to become a client or sign in.
 */
export class PortalStepSearch extends widgetElement(StepSearch, {
  attributes: { q: 'q', brand: 'brand', type: 'type' },
  events: { onAddToBasket: 'portal-add-to-basket' },
}) {}

/** Registers `<portal-step-search>`; does nothing when the tag is already defined. */
export function defineStepSearch(): void {
  defineWidget('portal-step-search', PortalStepSearch);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-step-search': PortalStepSearch;
  }
}

import { defineWidget, widgetElement } from '@portal/element';
import { VinCatalogue } from './VinCatalogue';

/**
 * The online OEM catalogues: the catalogues, a vehicle found by VIN or frame number or chosen step
 * by step, its quick groups and units with their diagrams, and our offers for the parts.
 *
 * @tag portal-vin-catalogue
 * @attr {'catalogues' | 'catalogue' | 'vehicles' | 'vin' | 'groups' | 'unit'} view - Which page: `catalogues`, `catalogue`, `vehicles`, `vin`, `groups` or `unit`. Defaults to `catalogues`.
 * @attr {string} code - The catalogue's code (`catalogue`, `vehicles`, `groups`, `unit`). Defaults to none.
 * @attr {string} ssd - The catalogue service's ssd (`catalogue`, `vehicles`, `groups`, `unit`). Defaults to none.
 * @attr {string} vid - The vehicle's id (`groups`, `unit`). Defaults to none.
 * @attr {string} uid - The unit's id (`unit`). Defaults to none.
 * @attr {string} gid - The quick group (`groups`; the way back from `unit`). Defaults to none.
 * @attr {string} identstring - The VIN or frame number (`vin`). Defaults to none.
 * @attr {string} vin - A VIN or frame number to look up: shows its vehicles whatever `view` says (`findVin()` sets it). Defaults to none.
 * @attr {string} coi - The quick group's callouts to light, comma-separated (`unit`). Defaults to none.
 * @attr {string} callout - The callout locked as the unit opens (`unit`). Defaults to none.
 * @fires portal-add-to-basket - The server accepted an addition.
 * @fires portal-navigate - A portal link is clicked, the VIN is searched, or the page data is missing; cancel it to route in-app.
 * @csspart vin-catalogue - The widget's box.
 * @csspart anonymous - The message to a visitor who is not signed in.
 * @csspart crumbs - The breadcrumbs.
 * @csspart error - A failed call's message with 'Повторить'.
 * @csspart empty - The message when there is nothing to show.
 * @csspart vin-search - The VIN or frame number form.
 * @csspart catalogues - The list of catalogues.
 * @csspart condition - A field of the step-by-step vehicle choice.
 * @csspart show-vehicles - The button that lists the vehicles chosen so far.
 * @csspart vehicles - The table of vehicles.
 * @csspart vehicle - A vehicle.
 * @csspart groups - The quick groups.
 * @csspart group-search - The field that filters the groups.
 * @csspart group - A quick group.
 * @csspart group-toggle - A group's open or close button.
 * @csspart group-details - A group's units and parts.
 * @csspart unit - A unit.
 * @csspart unit-link - A link to a unit's page.
 * @csspart diagram - A unit's diagram.
 * @csspart diagram-viewport - The diagram's scrolling and zooming box.
 * @csspart hotspot - A numbered spot of the diagram (`data-code`; `data-highlight` when lit).
 * @csspart parts - The table of a unit's parts.
 * @csspart part - A part's row (`data-code`; `data-highlight` when lit).
 * @csspart oem - A part's OEM number.
 * @csspart part-name - A part's name.
 * @csspart offer - Our offer for a part.
 * @csspart stock - An offer's stock.
 * @csspart price - An offer's price.
 * @csspart stepper - An offer's quantity stepper.
 * @csspart add - An offer's 'В корзину' button.
 * @csspart toast - The message after an addition.
 * @csspart callout-chooser - At the locked callout, over the diagram: its parts to choose from.
 */
export class PortalVinCatalogue extends widgetElement(VinCatalogue, {
  attributes: {
    view: 'view',
    code: 'code',
    ssd: 'ssd',
    vid: 'vid',
    uid: 'uid',
    gid: 'gid',
    identstring: 'identstring',
    vin: 'vin',
    coi: 'coi',
    callout: 'callout',
  },
  events: { onAddToBasket: 'portal-add-to-basket' },
}) {
  /**
   * Looks up a VIN or frame number from the page's own search box (as Levam's `levamVinFind`
   * does): the widget shows its vehicles, or says why the value is neither.
   */
  findVin(value: string): void {
    this.setAttribute('vin', value);
  }
}

/** Registers `<portal-vin-catalogue>`; does nothing when the tag is already defined. */
export function defineVinCatalogue(): void {
  defineWidget('portal-vin-catalogue', PortalVinCatalogue);
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-vin-catalogue': PortalVinCatalogue;
  }
}

import { defineWidget } from '@portal/element';
import { VinCatalogue } from './VinCatalogue';

/** Registers `<portal-vin-catalogue>`; does nothing when the tag is already defined. */
export function defineVinCatalogue(tag = 'portal-vin-catalogue'): void {
  defineWidget(tag, VinCatalogue, {
    attributes: {
      view: 'view',
      code: 'code',
      ssd: 'ssd',
      vid: 'vid',
      uid: 'uid',
      gid: 'gid',
      identstring: 'identstring',
    },
    events: { onAddToBasket: 'portal:add-to-basket' },
  });
}

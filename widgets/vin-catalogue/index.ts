export type { AddToBasketDetail } from '@portal/core/basket';
export { defineVinCatalogue, PortalVinCatalogue } from './element';
export { VinCatalogue, type VinCatalogueProps } from './VinCatalogue';

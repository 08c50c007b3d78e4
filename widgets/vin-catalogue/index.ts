export type { AddToBasketDetail } from '@portal/core/basket';
export { defineVinCatalogue } from './element';
export { VinCatalogue, type VinCatalogueProps } from './VinCatalogue';

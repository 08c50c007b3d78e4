export { matAccessOf } from '../api/mats';
export type {
  MatAccess,
  MatAddToBasketDetail,
  MatBasketDetail,
  MatCar,
  MatColour,
  MatConstructorData,
} from '../domain/mats';
export { createMatSelection, type MatSelection } from '../flows/mat-selection/run';
export type { Loadable, MatSelectionState, MatVinSearch } from '../flows/mat-selection/step';
export { resolveMatVin } from '../flows/mat-selection/vin';
export { matChangeMessages, matsMessages, matVinMessages } from '../messages/mats';
export { readPartnerKey } from '../partner-key';
export { matBasketDetail, matPartnerBasketDetail, matPartnerSummary } from '../rules/mat-basket';
export {
  hasNoMats,
  MAT_MAX_QUANTITY,
  type MatConfiguration,
  type MatLine,
  materialColours,
  matPricedLines,
  matPriceTable,
  matTotals,
  offeredMatItems,
  offeredUpsaleItems,
  overMatQuantity,
  resolveMatConfiguration,
  setMatLineQuantity,
  showsWholesalePrices,
  toggleMatConfigurationItem,
  toggleMatLine,
  typedMarkup,
  UPSALE_PRICES,
} from '../rules/mat-configuration';
export { type MatChangeNotes, type MatToggle, matChangeNotes } from '../rules/mat-notes';
export { MAT_PREVIEW_SIZE, type MatPreviewLayer, matPreviewLayers } from '../rules/mat-preview';
export {
  MAT_START_PATH,
  matConfigurationHash,
  matConstructorPath,
  matPatternHash,
  matPatternPath,
  type ParsedMatLink,
  parseMatConstructorPath,
  parseMatHash,
} from '../rules/mat-route';
export { addMatsToBasket, matAddFailureMessage } from '../session/mat-basket';

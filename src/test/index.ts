export type {
  WireAnswer,
  WireFilterData,
  WireMatCars,
  WireMatPatternCode,
  WirePasswordChange,
  WireQuickSearchHit,
  WireToken,
  WireVinByIdentPage,
  WireVinQuickDetails,
  WireVinVehiclesPage,
} from '../core/api/wire-types';
export { createFakeFetch, json, type RecordedCall, type Reply, type Route } from './fake-fetch';
export {
  pageAnswer,
  WIRE_CATALOGUES,
  WIRE_QUICK_GROUPS,
  WIRE_UNIT,
  WIRE_UNIT_PAGE,
  WIRE_VEHICLE,
  WIRE_WIZARD,
} from './laximo-wire';
export { MAT_START_WIRE, type MatDataOverrides, matDataWire } from './mats-wire';
export { memoryChannel } from './memory-channel';
export { memoryStorage } from './memory-storage';
export { testProduct, WIRE_PRODUCT } from './products';
export { signInWith } from './signed-in';
export {
  filterData,
  stepPage,
  WIRE_NOW,
  WIRE_SCHEDULE,
  wireOffer,
  wireParts,
  wireProduct,
} from './step-search-wire';
export { onTestPortal, TEST_PORTAL } from './test-portal';
export { wireCataloguePage, wireHeaderAnswer, wirePart, wireQuickSearch, wireToken } from './wire-builders';

export { createFakeFetch, json, type RecordedCall, type Reply, type Route } from './fake-fetch';
export { MAT_START_WIRE, type MatDataOverrides, matDataWire } from './mats-wire';
export { memoryStorage } from './memory-storage';
export { testProduct, WIRE_PRODUCT } from './products';
export {
  filterData,
  stepPage,
  WIRE_NOW,
  WIRE_SCHEDULE,
  wireOffer,
  wireParts,
  wireProduct,
} from './step-search-wire';

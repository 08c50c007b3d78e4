export { createFakeFetch, json, type RecordedCall, type Reply, type Route } from './fake-fetch';
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

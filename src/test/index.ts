export { createFakeFetch, json, type RecordedCall, type Reply, type Route } from './fake-fetch';
export { testProduct, WIRE_PRODUCT } from './products';

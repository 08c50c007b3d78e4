export { defineStepSearch } from './element';
export { type AddToBasketDetail, StepSearch, type StepSearchProps } from './StepSearch';

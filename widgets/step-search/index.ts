export type { AddToBasketDetail } from '@portal/core/basket';
export { defineStepSearch } from './element';
export { StepSearch, type StepSearchProps } from './StepSearch';

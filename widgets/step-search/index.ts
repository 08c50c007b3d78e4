export type { AddToBasketDetail } from '@portal/core';
export { defineStepSearch } from './element';
export { StepSearch, type StepSearchProps } from './StepSearch';

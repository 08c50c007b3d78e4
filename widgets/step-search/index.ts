export type { AddToBasketDetail } from '@portal/core/basket';
export { defineStepSearch, PortalStepSearch } from './element';
export { StepSearch, type StepSearchProps } from './StepSearch';

export type { MatBasketDetail } from '@portal/core/mats';
export { defineMatConstructor } from './element';
export { MatConstructor, type MatConstructorProps } from './MatConstructor';

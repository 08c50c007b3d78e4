export type { MatBasketDetail } from '@portal/core/mats';
export { defineMatConstructor, PortalMatConstructor } from './element';
export { MatConstructor, type MatConstructorProps } from './MatConstructor';

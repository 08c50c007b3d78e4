export type { AddToBasketDetail } from '@portal/core/basket';
export { defineProductList, PortalProductList } from './element';
export { ProductList, type ProductListProps } from './ProductList';

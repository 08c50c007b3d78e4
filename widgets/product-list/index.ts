export type { AddToBasketDetail } from '@portal/core/basket';
export { defineProductList } from './element';
export { ProductList, type ProductListProps } from './ProductList';

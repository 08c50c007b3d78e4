export type { AddToBasketDetail } from '@portal/core';
export { defineProductList } from './element';
export { ProductList, type ProductListProps } from './ProductList';

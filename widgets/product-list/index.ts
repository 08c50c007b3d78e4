export { defineProductList } from './element';
export { type AddToBasketDetail, ProductList, type ProductListProps } from './ProductList';

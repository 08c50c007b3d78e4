export { ProductList } from './ProductList';

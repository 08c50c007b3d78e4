export { BasketUpload } from './BasketUpload';

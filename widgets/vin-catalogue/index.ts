export { VinCatalogue } from './VinCatalogue';

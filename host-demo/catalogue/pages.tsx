import { framedPage } from '../framedPage';
import type { AreaPages } from '../pages';

const catalogue = () => import('./CataloguePage');
const search = () => import('../search/SearchPage');
const catalogueSection = framedPage(catalogue, 'CataloguePage');

/** The catalogue, search and basket pages (doc 1 §2). */
export const cataloguePages = {
  catalogue: catalogueSection,
  catalogueSection,
  novelties: framedPage(catalogue, 'NoveltiesPage'),
  trends: framedPage(catalogue, 'TrendsPage'),
  hits: framedPage(catalogue, 'HitsPage'),
  product: framedPage(() => import('./ProductPage'), 'ProductPage'),
  basket: framedPage(() => import('../pages/BasketPage'), 'BasketPage'),
  basketUpload: framedPage(() => import('../pages/BasketUploadPage'), 'BasketUploadPage'),
  search: framedPage(search, 'SearchPage'),
  stepSearch: framedPage(() => import('../search/StepSearchPage'), 'StepSearchPage'),
} satisfies AreaPages;

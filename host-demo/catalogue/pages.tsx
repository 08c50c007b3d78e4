import type { AreaPages } from '../pages';
import { BasketPage } from '../pages/BasketPage';
import { BasketUploadPage } from '../pages/BasketUploadPage';
import { SearchPage } from '../search/SearchPage';
import { StepSearchPage } from '../search/StepSearchPage';
import { CataloguePage, MarkedListPage } from './CataloguePage';
import { ProductPage } from './ProductPage';

/** The catalogue, search and basket pages (doc 1 §2). */
export const cataloguePages: AreaPages = {
  catalogue: CataloguePage,
  catalogueSection: CataloguePage,
  novelties: () => <MarkedListPage kind="novelty" />,
  trends: () => <MarkedListPage kind="trends" />,
  hits: () => <MarkedListPage kind="hits" />,
  product: ProductPage,
  basket: BasketPage,
  basketUpload: BasketUploadPage,
  search: SearchPage,
  stepSearch: StepSearchPage,
};

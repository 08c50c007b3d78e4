import { shellMessages } from '@portal/core/session';
import { type ComponentType, Suspense } from 'react';
import { lazyPage } from '../lazyPage';
import type { AreaPages } from '../pages';
import * as css from './pages.css';

/**
 * A page whose code is fetched when its route is first shown, in a frame as tall as the window from
 * the first paint (see pages.css.ts): the portal's entry carries none of the lists.
 */
function framedPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  const Page = lazyPage(load, name);
  return function FramedPage() {
    return (
      <div className={css.frame}>
        <Suspense fallback={<p className={css.pending}>{shellMessages.loading}</p>}>
          <Page />
        </Suspense>
      </div>
    );
  };
}

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

import { startLoader } from '@portal/element/loader';

// The page's only script tag: each widget's code is fetched the first time its tag appears.
startLoader(import.meta.url, {
  'portal-basket-badge': () => import('./basket-badge/entry'),
  'portal-quick-search': () => import('./quick-search/entry'),
});

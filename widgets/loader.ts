import { startLoader } from '@portal/element/loader';

// The page's only script tag: each widget's code is fetched the first time its tag appears.
startLoader(import.meta.url, {
  'portal-basket-badge': () => import('./basket-badge/entry'),
  'portal-product-list': () => import('./product-list/entry'),
  'portal-basket-checkout': () => import('./basket-checkout/entry'),
  'portal-basket-upload': () => import('./basket-upload/entry'),
  'portal-step-search': () => import('./step-search/entry'),
  'portal-quick-search': () => import('./quick-search/entry'),
  'portal-vin-catalogue': () => import('./vin-catalogue/entry'),
});

import { type ComponentType, createElement, lazy, Suspense } from 'react';
import type { AreaPages } from '../pages';

/**
 * A page whose code is fetched when its route is first shown (React.lazy), so the account area adds
 * nothing to the other pages' download.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return createElement(Suspense, { fallback: null }, createElement(Page));
  };
}

/** The account area (doc 2 §2.3–§2.9, §2.16), portal news (§2.1) and the public delivery review (§2.19). */
export const accountPages: AreaPages = {
  personalInfo: lazyPage(async () => (await import('./PersonalInfoPage')).PersonalInfoPage),
  documents: lazyPage(async () => (await import('./DocumentsPage')).DocumentsPage),
  orders: lazyPage(async () => (await import('./OrdersPage')).OrdersPage),
  order: lazyPage(async () => (await import('./OrderPage')).OrderPage),
  priceListSubscription: lazyPage(async () => (await import('./PriceListPage')).PriceListPage),
  personalDelivery: lazyPage(async () => (await import('./PersonalDeliveryPage')).PersonalDeliveryPage),
  changePassword: lazyPage(async () => (await import('./ChangePasswordPage')).ChangePasswordPage),
  settlements: lazyPage(async () => (await import('./SettlementsPage')).SettlementsPage),
  portalNews: lazyPage(async () => (await import('./PortalNewsPages')).PortalNewsPage),
  portalNewsItem: lazyPage(async () => (await import('./PortalNewsPages')).PortalNewsItemPage),
  reviews: lazyPage(async () => (await import('./ReviewsPage')).ReviewsPage),
};

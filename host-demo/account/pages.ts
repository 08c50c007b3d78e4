import { lazyPage } from '../lazyPage';
import type { AreaPages } from '../pages';

const lists = () => import('../content/ContentListPages');

/**
 * The account area (doc 2 §2.3–§2.9, §2.16), portal news (§2.1, shown as the other content lists)
 * and the public delivery review (§2.19); each page's code is fetched when its route is first shown.
 */
export const accountPages = {
  personalInfo: lazyPage(() => import('./PersonalInfoPage'), 'PersonalInfoPage'),
  documents: lazyPage(() => import('./DocumentsPage'), 'DocumentsPage'),
  orders: lazyPage(() => import('./OrdersPage'), 'OrdersPage'),
  order: lazyPage(() => import('./OrderPage'), 'OrderPage'),
  priceListSubscription: lazyPage(() => import('./PriceListPage'), 'PriceListPage'),
  personalDelivery: lazyPage(() => import('./PersonalDeliveryPage'), 'PersonalDeliveryPage'),
  changePassword: lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
  settlements: lazyPage(() => import('./SettlementsPage'), 'SettlementsPage'),
  portalNews: lazyPage(lists, 'PortalNewsPage'),
  portalNewsItem: lazyPage(lists, 'PortalNewsItemPage'),
  reviews: lazyPage(() => import('./ReviewsPage'), 'ReviewsPage'),
} satisfies AreaPages;

import { lazyPage } from '../lazyPage';
import type { AreaPages } from '../pages';

const statics = () => import('./StaticPages');
const lists = () => import('./ContentListPages');

/** The content pages: promotions, news, information, brands, about, contacts, delivery map, static pages (doc 2 §2.12–§2.15). */
export const contentPages = {
  promotions: lazyPage(lists, 'PromotionsPage'),
  promotion: lazyPage(lists, 'PromotionPage'),
  news: lazyPage(lists, 'NewsPage'),
  newsItem: lazyPage(lists, 'NewsItemPage'),
  info: lazyPage(lists, 'InfoPage'),
  infoItem: lazyPage(lists, 'InfoItemPage'),
  brands: lazyPage(lists, 'BrandsPage'),
  brand: lazyPage(lists, 'BrandPage'),
  about: lazyPage(() => import('./AboutPage'), 'AboutPage'),
  contacts: lazyPage(() => import('./ContactsPage'), 'ContactsPage'),
  delivery: lazyPage(() => import('./DeliveryPage'), 'DeliveryPage'),
  instructions: lazyPage(statics, 'InstructionsPage'),
  terms: lazyPage(statics, 'TermsPage'),
  priceLists: lazyPage(statics, 'PriceListsPage'),
} satisfies AreaPages;

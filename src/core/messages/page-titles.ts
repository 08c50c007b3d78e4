import type { PortalPathName } from '../rules/portal-paths';

/**
 * Each page's own document title (WCAG 2.4.2), before ' — Автодеталь': the page's heading where it
 * has a fixed one, else what the page is (a product, an order, a news item). The one place of them.
 */
export const PAGE_TITLES: Readonly<Record<PortalPathName, string>> = {
  home: 'Главная',
  login: 'Вход на портал',
  landing: 'Оптовый поставщик автозапчастей',
  landingNews: 'Новость',
  notFound: 'Страница не найдена',
  reviews: 'Оцените доставку',
  basket: 'Корзина',
  basketUpload: 'Заказ из файла',
  catalogue: 'Каталог',
  catalogueSection: 'Каталог',
  product: 'Товар',
  search: 'Поиск',
  stepSearch: 'Поиск по всем складам',
  novelties: 'Новинки',
  trends: 'Тренды',
  hits: 'Хиты',
  promotions: 'Акции',
  promotion: 'Акция',
  news: 'Новости',
  newsItem: 'Новость',
  info: 'Полезная информация',
  infoItem: 'Полезная информация',
  brands: 'Бренды',
  brand: 'Бренд',
  contacts: 'Контакты',
  delivery: 'Доставка',
  about: 'О компании',
  instructions: 'Инструкции',
  terms: 'Условия сотрудничества',
  priceLists: 'Прайс-листы и ПО',
  personalInfo: 'Личные данные',
  documents: 'Документы',
  orders: 'Заказы',
  order: 'Заказ',
  priceListSubscription: 'Прайс-лист',
  personalDelivery: 'График доставки',
  changePassword: 'Смена пароля',
  settlements: 'Взаиморасчёты',
  portalNews: 'Новости портала',
  portalNewsItem: 'Новости портала',
  mats: 'Конструктор ковриков EVA',
  matConstructor: 'Конструктор ковриков EVA',
  vinCatalogues: 'Оригинальные каталоги',
  vinCatalogue: 'Оригинальные каталоги',
  vinVehicles: 'Оригинальные каталоги',
  vinGroups: 'Оригинальные каталоги',
  vinUnit: 'Оригинальные каталоги',
  vinByVin: 'Поиск по VIN',
};

/** What follows every page's title: the company. */
export const TITLE_SUFFIX = ' — Автодеталь';

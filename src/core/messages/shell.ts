/** Texts of the portal shell, copied word for word from the specification. */
export const shellMessages = {
  home: 'Главная',
  tagline: 'Оптовый поставщик автозапчастей',
  basket: 'Корзина',
  catalogue: 'Каталог',
  workingHours: 'Пн–Чт 8:00–17:00, Пт 8:00–15:45, Сб–Вс выходной',
  city: 'Воронеж',
  /** The top menu's default entries (doc 1 §2). */
  menu: {
    label: 'Основное меню',
    promotions: 'Акции',
    news: 'Новости',
    delivery: 'Доставка',
    mats: 'EVA коврики',
    vin: 'Поиск по VIN',
  },
  /** The footer's links (doc 1 §2). */
  footer: {
    label: 'Информация',
    instructions: 'Инструкции',
    brands: 'Бренды',
    about: 'О компании',
    contacts: 'Контакты',
    priceLists: 'Прайс-листы и ПО',
    info: 'Полезная информация',
    terms: 'Условия сотрудничества',
  },
  /** The account menu: the account pages of doc 2 §2.1. */
  account: {
    open: 'Личный кабинет',
    personalInfo: 'Личные данные',
    orders: 'Заказы',
    documents: 'Документы',
    settlements: 'Взаиморасчёты',
    delivery: 'График доставки',
    priceList: 'Рассылка прайс-листа',
    basketUpload: 'Заказ из файла',
    portalNews: 'Новости портала',
    changePassword: 'Сменить пароль',
    manager: 'Ваш персональный менеджер',
  },
  balance: 'Баланс',
  /** Ours (issue 44; the spec names only a balance link): who owes whom, in words. */
  balanceOwed: (amount: string) => `Баланс: долг ${amount}`,
  balanceAhead: (amount: string) => `Баланс: переплата ${amount}`,
  signIn: 'Войти',
  burgerOpen: 'Открыть меню',
  burgerClose: 'Закрыть меню',
  loading: 'Загрузка…',
  /** The first Tab stop of every page: past the header's stops to the page itself (WCAG 2.4.1). */
  skipToContent: 'Перейти к содержимому',
} as const;

/** Texts of the 404 page, copied word for word from the specification. */
export const notFoundMessages = {
  code: '404',
  title: 'Страница не найдена',
  backHome: 'Вернуться на главную',
} as const;

/**
 * The document titles (WCAG 2.4.2) of the pages the spec's route tables name, before
 * ' — Автодеталь': the page's heading where it has a fixed one, else what the page is (a product, an
 * order, a news item). The route table (rules/portal-paths.ts) gives each page its title; a page
 * added later names its title among its own texts.
 */
export const PAGE_TITLES = {
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
} as const;

/** What follows every page's title: the company. */
export const TITLE_SUFFIX = ' — Автодеталь';

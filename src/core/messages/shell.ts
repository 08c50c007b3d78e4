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
  signIn: 'Войти',
  burgerOpen: 'Открыть меню',
  burgerClose: 'Закрыть меню',
  loading: 'Загрузка…',
  /** The first Tab stop of every page: past the header's stops to the page itself (WCAG 2.4.1). */
  skipToContent: 'Перейти к содержимому',
} as const;

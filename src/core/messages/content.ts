/**
 * Texts of the content pages (doc 2 §2.1, §2.12–§2.15), copied word for word from the spec; where
 * it gives only English, the natural Russian. The static pages' content (doc 2 §2.13) is the
 * company's own text.
 */
export const contentTitles = {
  promotions: 'Акции',
  news: 'Новости',
  info: 'Полезная информация',
  brands: 'Бренды',
  portalNews: 'Новости портала',
  about: 'О компании',
  contacts: 'Контакты',
  delivery: 'Доставка',
  instructions: 'Инструкции',
  terms: 'Условия сотрудничества',
  priceLists: 'Прайс-листы и ПО',
} as const;

/** What a content list says beside its items. */
export const contentListMessages = {
  empty: 'Здесь пока ничего нет.',
  until: 'до',
} as const;

/** The home page: banners, news, the catalogue's categories, the portal's new features. */
export const homeMessages = {
  banners: 'Новости и акции',
  news: 'Новости',
  categories: 'Каталог',
  allCategories: 'Все категории',
  hideCategories: 'Скрыть',
  features: 'Новые возможности портала',
  allNews: 'Все новости',
} as const;

/** The about page. */
export const aboutMessages = {
  advantages: 'Наши преимущества',
  requisites: 'Реквизиты',
  certificates: 'Сертификаты',
  outside: 'Вне офиса',
  documents: 'Официальные документы',
  certificate: 'Сертификат',
  photo: 'Фото',
} as const;

/** The contacts page and its map. */
export const contactsMessages = {
  map: 'Как нас найти',
  /** Ours: no openly licensed street data could be had as a package (issue 26), so a schematic it is. */
  schematic: 'Схема проезда, не в масштабе.',
  openMap: 'Открыть адрес на карте',
  requisites: 'Реквизиты',
  director: 'Коммерческий директор',
  managers: 'Менеджеры',
  workPhone: 'Рабочий',
  mobilePhone: 'Мобильный',
  phone: 'Телефон',
  email: 'E-mail',
} as const;

/** The delivery page: its map and schedule. */
export const deliveryMessages = {
  intro:
    'Доставка собственным транспортом компании — бесплатно. Заказы, оформленные до 16:00, доставляются по графику направления.',
  map: 'Карта доставки',
  schedule: 'График доставки',
  town: 'Город',
  region: 'Область',
  chooseTown: 'Выберите город на карте, чтобы увидеть график доставки.',
  /** Ours: how the zoomed map moves. */
  panHint: 'Увеличенную карту можно сдвигать мышью, пальцем или стрелками на клавиатуре.',
  deliveryDay: 'доставка',
  noDelivery: 'нет доставки',
} as const;

/** The maps' zoom buttons, drawn as '+' and '−'. */
export const mapZoomMessages = { zoomIn: 'Приблизить', zoomOut: 'Отдалить' } as const;

/** The instructions page. */
export const instructionsMessages = {
  intro: 'Как пользоваться оптовым порталом: короткие инструкции по основным разделам.',
  items: [
    {
      title: 'Поиск товаров',
      text: 'Введите артикул, название или код товара в строке поиска и выберите тип поиска. Пошаговый поиск проверит наш склад, склады партнёров и аналоги.',
    },
    {
      title: 'Корзина и оформление заказа',
      text: 'Добавьте товары в корзину, выберите доставку — обычную бесплатную или экспресс — и нажмите «Оформить заказ».',
    },
    {
      title: 'Заказ из файла',
      text: 'Загрузите файл xls, xlsx или ods с колонками «Артикул» и «Кол-во» — найденные товары попадут в корзину.',
    },
    {
      title: 'Наценка',
      text: 'Кнопка «%» в списках товаров показывает цены с вашей наценкой, чтобы вы могли работать с розничными клиентами.',
    },
    {
      title: 'Документы и взаиморасчёты',
      text: 'В личном кабинете доступны документы по отгрузкам, сверка взаиморасчётов и график доставки вашего направления.',
    },
  ],
} as const;

/** The terms of cooperation page. */
export const termsMessages = {
  intro: 'Работаем с юридическими лицами и индивидуальными предпринимателями по договору поставки.',
  rules: 'Правила продаж (PDF)',
  /** Under the configured `assetsBase` (`assetUrl`), as the price lists and the program. */
  rulesFile: 'docs/sales-rules.pdf',
  documentsTitle: 'Документы для заключения договора поставки',
  documents: [
    'Карточка предприятия с реквизитами',
    'Копия свидетельства ИНН',
    'Копия свидетельства ОГРН (ОГРНИП)',
    'Копия приказа о назначении руководителя',
    'Доверенность на получение товара',
  ],
  salesPhone: 'Телефон отдела продаж',
} as const;

/** The price lists and software page. */
export const priceListsMessages = {
  intro: 'Прайс-листы обновляются ежедневно в 7:00.',
  partnerPortal: 'Портал для партнёров',
  partnerPortalText: 'Актуальные цены и остатки — в каталоге оптового портала.',
  partnerPortalLink: 'Перейти в оптовый портал',
  listsTitle: 'Прайс-листы',
  from: 'от',
  /** Ours: each archive holds the list in the subscription's formats. */
  formats: '(zip: xlsx, xls, csv)',
  lists: [
    { title: 'Общий прайс-лист', id: 'general' },
    { title: 'Новинки', id: 'novelties' },
    { title: 'Иномарки', id: 'foreign' },
    { title: 'Пластик', id: 'plastics' },
    { title: 'Распродажа', id: 'sale' },
  ],
  downloading: 'Скачиваем…',
  downloadFailed: (name: string, why: string) => `Не удалось скачать «${name}». ${why}`,
  programTitle: 'Программа электронного заказа',
  programText: 'Программа для заказа товаров без браузера: поиск, корзина и отправка заказа.',
  program: 'Скачать программу (zip)',
  programFile: 'soft/order-program.zip',
  phones: 'Телефоны для связи',
} as const;

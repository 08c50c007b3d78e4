/**
 * Texts of the content pages (doc 2 §2.1, §2.12–§2.15), copied word for word from the spec; where
 * it gives only English, the natural Russian. The static pages' content (doc 2 §2.13) is the
 * company's own text.
 */
export const contentMessages = {
  titles: {
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
  },
  empty: 'Здесь пока ничего нет.',
  until: 'до',
  readMore: 'Подробнее',
  allNews: 'Все новости',
  backToList: 'Вернуться к списку',
  pages: 'Страницы',
  home: {
    banners: 'Новости и акции',
    news: 'Новости',
    categories: 'Каталог',
    allCategories: 'Все категории',
    hideCategories: 'Скрыть',
    features: 'Новые возможности портала',
  },
  about: {
    advantages: 'Наши преимущества',
    requisites: 'Реквизиты',
    certificates: 'Сертификаты',
    outside: 'Вне офиса',
    documents: 'Официальные документы',
    certificate: 'Сертификат',
    photo: 'Фото',
  },
  contacts: {
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
  },
  delivery: {
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
  },
  /** The maps' zoom buttons, drawn as '+' and '−'. */
  zoom: { zoomIn: 'Приблизить', zoomOut: 'Отдалить' },
  instructions: {
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
  },
  terms: {
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
  },
  priceLists: {
    intro: 'Прайс-листы обновляются ежедневно в 7:00.',
    partnerPortal: 'Портал для партнёров',
    partnerPortalText: 'Актуальные цены и остатки — в оптовом портале, после входа.',
    partnerPortalLink: 'Перейти в оптовый портал',
    listsTitle: 'Прайс-листы',
    from: 'от',
    lists: [
      { title: 'Общий прайс-лист', file: 'price/general.zip' },
      { title: 'Новинки', file: 'price/novelties.zip' },
      { title: 'Иномарки', file: 'price/foreign.zip' },
      { title: 'Пластик', file: 'price/plastics.zip' },
      { title: 'Распродажа', file: 'price/sale.zip' },
    ],
    programTitle: 'Программа электронного заказа',
    programText: 'Программа для заказа товаров без браузера: поиск, корзина и отправка заказа.',
    program: 'Скачать программу (zip)',
    programFile: 'soft/order-program.zip',
    phones: 'Телефоны для связи',
  },
} as const;

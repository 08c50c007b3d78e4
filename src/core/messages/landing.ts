/**
 * Texts of the visitors' landing page and the company request form (doc 1 §4, §5, §8; doc 2
 * §2.20), copied word for word from the specification; where it gives only English, the natural
 * Russian.
 */
export const landingMessages = {
  title: 'Оптовый поставщик автозапчастей Центрального Черноземья',
  intro:
    'Собственный склад в Воронеже, бесплатная доставка своим транспортом по Воронежской и соседним областям. Оптовые цены доступны только после регистрации.',
  facts: [
    { value: 'более 1500', text: 'магазинов-клиентов' },
    { value: 'более 25 лет', text: 'на рынке автозапчастей' },
  ],
  becomeClient: 'Стать клиентом',
  signIn: 'Войти',
  howTo: {
    title: 'Как стать клиентом',
    steps: [
      'Оставьте заявку на сайте',
      'Менеджер позвонит вам и расскажет об условиях сотрудничества',
      'Логин и пароль от портала придут на ваш e-mail',
    ],
  },
  news: 'Новости и акции',
  categories: 'Каталог товаров',
  allCategories: 'Все категории',
  hideCategories: 'Скрыть',
  delivery: 'Карта доставки',
  deliveryIntro: 'Доставляем заказы собственным транспортом бесплатно по графику:',
  brands: 'Бренды',
  brand: 'Бренд',
  certificates: 'Сертификаты',
  certificate: 'Сертификат',
  contacts: 'Контакты',
  requisites: 'Реквизиты',
  director: 'Коммерческий директор',
  /** /unauth/news/{id} without the news saved by the landing page (doc 2 §2.1). */
  newsMissing: 'Новость не найдена: откройте её со страницы для посетителей.',
  backToLanding: 'Вернуться на страницу для посетителей',
  form: {
    title: 'Стать клиентом',
    intro: 'Заполните заявку — менеджер свяжется с вами в течение рабочего дня.',
    company: 'Название организации',
    inn: 'ИНН',
    kpp: 'КПП',
    name: 'Контактное лицо',
    phone: 'Телефон',
    email: 'E-mail',
    comment: 'Комментарий',
    submit: 'Отправить заявку',
    sending: 'Отправляем…',
    suggestions: 'Организации с этим ИНН',
    required: 'Заполните поле.',
    badInn: 'Неверный ИНН',
    badEmail: 'Неверный e-mail.',
    invalidForm: 'Обязательные поля не заполнены',
    requiredNote: 'Поля, отмеченные *, обязательны для заполнения.',
    accepted: 'Ваша заявка принята. Ожидайте звонка от нашего менеджера',
    /** Ours (issue 42): the answer was lost twice; pressed again, the request is sent once. */
    unknown:
      'Не удалось узнать, отправлена ли заявка: нет ответа от сервера. Нажмите «Отправить заявку» ещё раз — вторая заявка не будет создана.',
  },
} as const;

/**
 * Texts of the account area (doc 2 §2.3–§2.9, §2.16, §4, §5, §8), copied word for word where the spec
 * quotes them; where it names a thing only in English, the natural Russian label (DESIGN).
 */

/** The four filters of documents and orders (doc 2 §2.3, §2.5) and the settlements' range. */
export const accountFilterMessages = {
  legend: 'Фильтр',
  priceFrom: 'Сумма от',
  priceTo: 'Сумма до',
  show: 'Показать',
  clear: 'Очистить все',
  badPrice: 'Введите сумму числом.',
} as const;

export const personalInfoMessages = {
  title: 'Личные данные',
  manager: 'Персональный менеджер',
  managerPhoto: (name: string) => `Фото: ${name}`,
  phones: 'Телефоны',
  organisation: 'Организация',
  fullName: 'Полное наименование',
  inn: 'ИНН',
  kpp: 'КПП',
  contractDate: 'Дата договора',
  type: 'Тип',
  strategy: 'Стратегия',
  direction: 'Направление',
  user: 'Пользователь',
  userName: 'Имя',
  login: 'Логин',
  addresses: 'Адреса доставки',
  /** Doc 2 §3: the addresses, or '-' when there are none. */
  none: '-',
} as const;

export const documentsMessages = {
  title: 'Документы',
  name: 'Наименование',
  date: 'Дата',
  cost: 'Стоимость',
  download: 'Скачать',
  downloadName: (name: string) => `Скачать: ${name}`,
  downloading: 'Скачиваем…',
  /** Ours (issue 42): a failed download says so beside its button, not in a browser alert. */
  downloadFailed: (name: string, why: string) => `Не удалось скачать «${name}». ${why}`,
  empty: 'Документов, удовлетворяющих вашим условиям не найдено. Попробуйте изменить условия фильтрации.',
} as const;

export const ordersMessages = {
  title: 'Заказы',
  number: 'Номер',
  date: 'Дата',
  items: 'Товаров',
  status: 'Статус',
  total: 'Сумма',
  order: (number: string) => `Заказ № ${number}`,
  empty:
    'Заказов, удовлетворяющих вашим условиям не найдено. Попробуйте изменить условия фильтрации или очистить все.',
} as const;

export const orderMessages = {
  home: 'Главная',
  orders: 'Заказы',
  breadcrumbs: 'Навигационная цепочка',
  heading: (number: string, date: string) => `Заказ № ${number} от ${date}`,
  /** The document title of an order's page (WCAG 2.4.2): its number tells the tabs apart. */
  pageName: (number: string) => `Заказ № ${number}`,
  summary: (goods: string, total: string) => `${goods} на сумму ${total}`,
  items: 'Товары заказа',
  search: 'Поиск по названию или артикулу',
  nothingFound: 'Товаров с таким названием или артикулом в заказе нет.',
  name: 'Наименование',
  price: 'Цена',
  quantity: 'Кол-во',
  sum: 'Сумма',
  delivery: 'Доставка',
  status: 'Статус',
  returnDays: 'Возврат, дней',
  returnAction: 'Возврат',
  returnFor: (name: string) => `Оформить возврат: ${name}`,
  repeat: 'Повторить заказ',
  repeatTitle: (number: string) => `Повторить заказ № ${number}`,
  repeatHint: 'Ничего ещё не добавлено. Проверьте, как каждая строка попадёт в корзину, и подтвердите.',
  repeatLoading: 'Проверяем наличие товаров…',
  repeatWhat: 'Что будет',
  repeatOrdered: 'Было в заказе',
  repeatToBasket: 'В корзину',
  repeatSending: 'Добавляем…',
  close: 'Закрыть',
  repeatAsOrdered: 'Добавим как в заказе.',
  repeatChanged: (from: number, to: number) => `Количество изменено: ${from} → ${to}`,
  repeatMultiplicity: (multiple: number) => `продаётся по ${multiple} шт.`,
  repeatStock: (available: number) => `в наличии ${available} шт.`,
  repeatNotSold: 'Больше не продаётся. Не будет добавлен.',
  repeatNoStock: 'Нет в наличии. Не будет добавлен.',
  /** Ours (issue 44): the stock left is already in the client's basket. */
  repeatInBasket: (inBasket: number) =>
    `Весь доступный остаток уже в вашей корзине (${inBasket} шт.). Не будет добавлен.`,
  repeatToAdd: (count: number, total: number) => `Будет добавлено строк: ${count} из ${total}.`,
  repeatNothing: 'Ни один товар заказа сейчас нельзя добавить в корзину.',
  repeatConfirm: 'Добавить в корзину',
  repeatCancel: 'Отмена',
  repeatAdded: (count: number) => `Товары добавлены в корзину: ${count}.`,
  repeatFailed: (count: number, total: number) =>
    `Добавлено строк: ${count} из ${total}. Остальные не добавлены: попробуйте ещё раз.`,
  toBasket: 'Перейти в корзину',
} as const;

/** The return request of doc 2 §4 and its messages (doc 2 §5, §8). */
export const returnClaimMessages = {
  title: 'Заявка на возврат',
  checkingSale: 'Проверяем реализацию товара…',
  notSold: 'Внимание!!! Товар не был реализован или произошла ошибка.',
  overdue: 'Заявка на возврат просрочена',
  sent: 'Заявка на возврат успешно отправлена!',
  failed: 'При отправке заявки произошла ошибка!',
  tabs: {
    quality: 'Возврат надлежащее качество',
    complaint: 'Претензия',
    defect: 'Брак. Рекламация',
  },
  reasonLegend: 'Причина',
  reasons: {
    1: 'Отказ покупателя',
    2: 'Товар не поставлен',
    3: 'Товар не соответствует заказу',
    4: 'Поставлен лишний товар',
    5: 'Повреждение товара или упаковки',
    6: 'Деталь была установлена',
    7: 'Подозрение на контрафакт',
    8: 'Деталь не устанавливалась',
  },
  quantity: 'Количество',
  quantityPositive: 'Должно быть > 0',
  quantityMax: (max: number) => `Макс. кол-во ${max}`,
  comment: 'Комментарий',
  send: 'Отправить заявку',
  sending: 'Отправляем…',
  close: 'Закрыть',
  /** Ours (issue 42): the answer was lost twice; pressed again, the claim is filed once. */
  unknown:
    'Не удалось узнать, отправлена ли заявка: нет ответа от сервера. Нажмите «Отправить заявку» ещё раз — вторая заявка не будет создана.',
} as const;

export const priceListMessages = {
  title: 'Прайс-лист',
  intro: 'Подписка на прайс-лист по электронной почте.',
  emails: 'E-mail для рассылки',
  email: (index: number) => `E-mail ${index}`,
  addEmail: 'Добавить e-mail',
  removeEmail: (index: number) => `Удалить e-mail ${index}`,
  period: 'Расписание',
  days: 'Дни недели',
  format: 'Формат файла',
  choose: 'Выберите…',
  stock: 'Только складской остаток',
  columns: 'Порядок колонок',
  columnsHint: 'Перетащите колонку мышью или пальцем, или переместите её стрелками клавиатуры и кнопками.',
  moveUp: (column: string) => `Переместить выше: ${column}`,
  moveDown: (column: string) => `Переместить ниже: ${column}`,
  moved: (column: string, position: number) => `${column}: позиция ${position}`,
  columnNames: {
    article: 'Артикул',
    brand: 'Бренд',
    descr: 'Наименование',
    qty: 'Остаток',
    regular_price: 'Цена',
    ratio: 'Кратность',
    code: 'Код',
  },
  dayNames: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'],
  required: 'Заполните поле.',
  badEmail: 'Неверный e-mail.',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  saved: 'Изменения успешно сохранены',
  /** Ours (issue 42): the answer was lost twice. */
  unknown: 'Не удалось узнать, сохранены ли настройки: нет ответа от сервера. Нажмите «Сохранить» ещё раз.',
} as const;

export const personalDeliveryMessages = {
  title: 'График доставки',
  direction: 'Направление',
  closure: 'Приём заказов до',
  shipping: 'Дата доставки',
  empty: 'Для ваших направлений нет ближайших рейсов.',
  /** Doc 2 §2.8, §9, by `Date.getDay()`: Sunday first. */
  weekdays: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'],
} as const;

export const changePasswordMessages = {
  title: 'Смена пароля',
  oldPassword: 'Старый пароль',
  newPassword: 'Новый пароль',
  confirmPassword: 'Подтверждение пароля',
  submit: 'Сменить пароль',
  submitting: 'Сохраняем…',
  required: 'Не заполнены обязательные поля',
  mismatch: 'Пароли не совпадают',
  /** Ours (the spec leaves it to the server): the rule of docs/server-contract.md. */
  weak: 'Пароль должен быть не короче 6 символов и не может состоять из одних пробелов.',
  changed: 'Пароль изменён.',
  /** Ours (issue 42): the answer was lost twice; pressed again, the change is made once. */
  unknown:
    'Не удалось узнать, изменён ли пароль: нет ответа от сервера. Нажмите «Сменить пароль» ещё раз — пароль не изменится дважды.',
} as const;

export const settlementsMessages = {
  title: 'Взаиморасчёты',
  saldo: 'Сальдо',
  saldoAt: (date: string) => `Сальдо на ${date}`,
  date: 'Дата',
  document: 'Документ',
  debet: 'Дебет (отгрузка)',
  credit: 'Кредит (оплата)',
  totals: 'Итого',
  empty: 'Данных, удовлетворяющих вашим условиям не найдено. Попробуйте изменить условия фильтрации.',
  /** Ours: the opening balance, who owes whom, and the printed statement (the spec names only the saldo). */
  opening: 'Сальдо на начало периода',
  closing: 'Сальдо на конец периода',
  debtor: {
    client: 'Ваша задолженность перед «Автодеталь»',
    company: 'Задолженность «Автодеталь» перед Вами (переплата)',
    nobody: 'Задолженности нет',
  },
  statement: (from: string, to: string) => `Акт сверки взаимных расчётов за период ${from} — ${to}`,
  print: 'Распечатать акт сверки',
  download: 'Скачать акт сверки (PDF)',
  downloading: 'Скачиваем…',
  downloadFailed: (why: string) => `Не удалось скачать акт сверки. ${why}`,
  /** The printed act, as the server's PDF of it (docs/server-contract.md "Reconciliation act"). */
  act: {
    title: 'Акт сверки взаимных расчётов',
    period: (from: string, to: string) => `за период с ${from} по ${to}`,
    between: (seller: string, buyer: string) => `между ${seller} и ${buyer}`,
    seller: 'Продавец',
    buyer: 'Покупатель',
    requisites: (name: string, inn: string, kpp: string) => `${name}, ИНН ${inn}${kpp ? `, КПП ${kpp}` : ''}`,
    intro: (seller: string, buyer: string) =>
      `Мы, нижеподписавшиеся, представители ${seller} и ${buyer}, составили настоящий акт о том, что состояние взаимных расчётов по данным учёта ${seller} следующее (руб.):`,
    number: '№',
    date: 'Дата',
    document: 'Документ',
    debit: 'Дебет',
    credit: 'Кредит',
    opening: 'Сальдо на начало периода',
    turnover: 'Обороты за период',
    closing: 'Сальдо на конец периода',
    byBooksOf: (seller: string) => `По данным ${seller}:`,
    from: (name: string) => `От ${name}`,
    inn: (inn: string, kpp: string) => `ИНН ${inn}${kpp ? `, КПП ${kpp}` : ''}`,
    head: 'Руководитель',
    signature: 'подпись',
    decoding: 'расшифровка',
    stamp: 'М.П.',
  },
} as const;

/** The delivery review (doc 2 §2.19, §4, §8). */
export const reviewMessages = {
  title: 'Оцените доставку',
  context: 'Реализация',
  contragent: 'Контрагент',
  direction: 'Направление',
  saleDate: 'Дата реализации',
  saleNumber: 'Номер реализации',
  rating: 'Оценка',
  stars: (count: number) => `${count} из 5`,
  deliveryOnTime: 'Доставка выполнена вовремя?',
  productComplete: 'Товар доставлен полностью?',
  refundTaken: 'Возврат забрали?',
  yes: 'Да',
  no: 'Нет',
  comment: 'Комментарий',
  send: 'Отправить',
  sending: 'Отправляем…',
  sent: 'Ваша оценка успешно принята. Спасибо.',
  failed: 'Произошла ошибка.',
  /** Ours (issue 42): the answer was lost twice; pressed again, the review is sent once. */
  unknown:
    'Не удалось узнать, отправлена ли оценка: нет ответа от сервера. Нажмите «Отправить» ещё раз — дважды она не отправится.',
  again: 'Оценить ещё раз',
  /** Ours: the spec's questions have no unanswered state. */
  unanswered: 'Выберите «Да» или «Нет».',
  incompleteLink: 'Ссылка неполная: в ней нет данных о реализации. Откройте ссылку из сообщения целиком.',
} as const;

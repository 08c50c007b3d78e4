/**
 * Texts of the car-mat constructor (doc 2 §2.17, §4, §8). Quoted Russian is copied word for word;
 * labels the spec names only in English are their natural Russian.
 */
export const matsMessages = {
  title: 'Конструктор ковриков EVA',
  car: 'Автомобиль',
  make: 'Марка',
  model: 'Модель',
  generation: 'Кузов и год выпуска',
  chooseMake: 'Выберите марку',
  chooseModel: 'Выберите модель',
  chooseGeneration: 'Выберите кузов и год',
  loading: 'Загружаем…',
  pattern: (article: string) => `Лекало ${article}`,
  transmission: 'Коробка передач',
  matType: 'Тип коврика',
  material: 'Форма ячейки',
  materialColour: 'Цвет материала',
  edgingColour: 'Цвет окантовки',
  items: 'Комплектация',
  upsale: 'Дополнительно',
  namePlates: 'Шильдики',
  heelPads: 'Подпятники',
  quantity: (name: string) => `Количество: ${name}`,
  less: (name: string) => `Меньше: ${name}`,
  more: (name: string) => `Больше: ${name}`,
  quantityLimit: (max: number) => `Не больше ${max} шт. в одной позиции.`,
  markup: 'Наценка, %',
  markupUnusable: 'Наценка не применена: укажите одно положительное число процентов, например 20.',
  total: 'Итого',
  totalWithMarkup: 'Итого с наценкой',
  totalWithoutMarkup: 'Без наценки',
  addToBasket: 'В корзину',
  adding: 'Добавляем…',
  added: 'Комплект добавлен в корзину',
  preview: (car: string) => `Предпросмотр ковриков: ${car}`,
  unavailable: (car: string) => `Для автомобиля ${car} коврики не доступны.`,
  unavailableAdvice: 'Чтобы подобрать коврики для этого автомобиля, свяжитесь с вашим менеджером.',
  /** The same advice to a partner site's visitor, who has no manager at the supplier. */
  unavailableAdvicePartner: 'Чтобы подобрать коврики для этого автомобиля, свяжитесь с продавцом.',
  dataError:
    'Возникла ошибка! Мы уже работаем над её устранением! Попробуйте выбрать другой автомобиль или обновить страницу позже.',
  invalidLink: 'Ссылка на конфигурацию устарела или неверна: показаны настройки по умолчанию.',
  /** Ours (issue 44): a link asking more of a line than the bound; the link is rewritten as shown. */
  linkQuantityCapped: (max: number) =>
    `В ссылке указано больше ${max} шт. в одной позиции: показано ${max} шт., ссылка исправлена.`,
  missingAccess:
    'Конструктору ковриков нужен ключ партнёра (атрибут data-partner-key у скрипта виджетов) или вход в оптовый портал.',
  signIn: 'Войти в портал',
} as const;

/** Texts of the mat constructor's VIN search (issue 14 "Beyond"). */
export const matVinMessages = {
  vinLabel: 'VIN или номер кузова',
  vinSearch: 'Найти',
  vinSearching: 'Ищем…',
  vinInvalid:
    'Это не VIN и не номер кузова: VIN — 17 латинских букв и цифр, номер кузова — например ACV40-0123456.',
  vinNothing: 'По этому VIN или номеру кузова автомобиль не найден.',
  vinNotInCatalogue: (car: string) => `Найден автомобиль ${car}, но ковриков для него в каталоге нет.`,
  vinChooseModel: (car: string) => `Найден автомобиль ${car}: выберите модель.`,
  vinChooseGeneration: (car: string) => `Найден автомобиль ${car}: выберите кузов и год выпуска.`,
  vinFound: (car: string) => `Найден автомобиль ${car}.`,
} as const;

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ');

/**
 * What a change of the mat constructor did unasked, and what a partner page was handed (issue 23).
 */
export const matChangeMessages = {
  becameFullSet: 'Передние и задние коврики вместе — это полный комплект.',
  notInFullSet: (names: readonly string[]) =>
    names.length === 1
      ? `Позиция ${quoted(names)} не входит в полный комплект и снята.`
      : `Позиции ${quoted(names)} не входят в полный комплект и сняты.`,
  notWith: (names: readonly string[], chosen: string) =>
    names.length === 1
      ? `Позиция ${quoted(names)} не сочетается с «${chosen}» и снята.`
      : `Позиции ${quoted(names)} не сочетаются с «${chosen}» и сняты.`,
  notOffered: (names: readonly string[]) =>
    names.length === 1
      ? `Позиции ${quoted(names)} нет для выбранного типа коврика и формы ячейки: она снята.`
      : `Позиций ${quoted(names)} нет для выбранного типа коврика и формы ячейки: они сняты.`,
  neverEmpty: (name: string) => `Комплект не бывает пустым: отмечена позиция «${name}».`,
  colourReset: (colour: string, material: string, instead: string) =>
    `Цвета «${colour}» нет для формы ячейки «${material}»: выбран «${instead}».`,
  handedOver: (what: string, total: string | null) =>
    `Передано в корзину сайта: ${what}${total ? ` — ${total}` : ''}.`,
  /** Ours (issue 42): the answer to 'В корзину' was lost twice; pressed again, the set is added once. */
  addUnknown:
    'Не удалось узнать, добавлен ли комплект в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды комплект не добавится.',
} as const;

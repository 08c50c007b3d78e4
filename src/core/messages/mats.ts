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
  missingAccess:
    'Конструктору ковриков нужен ключ партнёра (атрибут data-partner-key у скрипта виджетов) или вход в оптовый портал.',
  signIn: 'Войти в портал',
} as const;

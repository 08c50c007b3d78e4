import { type PluralForms, pluralWord } from './common';
import { quantityMessages } from './product';

const characterForms: PluralForms = { one: 'символ', few: 'символа', many: 'символов', other: 'символа' };

/**
 * Texts of the basket and checkout (doc 1 §2 "Basket", §4 "Checkout flow", §8, §9); those of its
 * clear confirmation, express contact and price changes are below. Quoted Russian is copied word
 * for word; labels the spec names only in English are their natural Russian.
 */
export const basketMessages = {
  title: 'Корзина',
  empty: 'Ваша корзина пуста.',
  loading: 'Загружаем корзину…',
  signInPrompt: 'Чтобы увидеть корзину и оформить заказ, войдите на портал.',
  signIn: 'Войти',
  selectAll: 'Выбрать все товары',
  selectItem: (name: string) => `Выбрать: ${name}`,
  columns: {
    picture: 'Фото',
    article: 'Артикул',
    brand: 'Бренд',
    name: 'Наименование',
    delivery: 'Дата доставки',
    price: 'Цена',
    quantity: 'Количество',
    sum: 'Сумма',
  },
  noPicture: 'Нет фото',
  oldPrice: 'Старая цена',
  deliveryUnknown: 'Нет данных',
  outOfStock: quantityMessages.outOfStock,
  remove: (name: string) => `Удалить: ${name}`,
  removeLabel: 'Удалить',
  /**
   * Under a line whose edit, kept in the browser (made before the page opened, or in another tab),
   * is not confirmed by the server yet (ours: the spec is silent).
   */
  saving: 'Сохраняем…',
  /** Under a line whose edit found no connection (ours: the spec is silent). */
  unsent: 'Нет связи с сервером. Изменение будет отправлено, когда связь восстановится.',
  /**
   * Ours (issue 44): an edit of a line the basket no longer holds (deleted in another tab or on
   * another device); it was not saved, and the line leaves the table.
   */
  lineGone: (names: readonly string[]) =>
    names.length === 1
      ? `Товара «${names[0]}» уже нет в корзине: его удалили в другой вкладке или на другом устройстве. Изменение количества не сохранено.`
      : `Товаров ${names.map((name) => `«${name}»`).join(', ')} уже нет в корзине: их удалили в другой вкладке или на другом устройстве. Изменения количества не сохранены.`,
  clear: 'Очистить корзину',
  uploadLink: 'Загрузить товары из файла',
  deliveryScheduleLink: 'График доставки',
  deliveryTitle: 'Способ доставки',
  deliverySimple: 'Обычная доставка',
  deliverySimpleNote: 'бесплатно, собственным транспортом компании',
  deliveryExpress: 'Экспресс-доставка',
  deliveryExpressNote: (price: string) => `${price}, доставка за 1 час`,
  comment: 'Комментарий к заказу',
  /** Ours (issue 44): under the comment, its length against our limit (the spec gives none). */
  commentCount: (length: number, max: number) => `${length} из ${max} символов`,
  commentTooLong: (max: number, over: number) =>
    `Комментарий длиннее ${max} символов: сократите его на ${over} ${pluralWord(over, characterForms)}.`,
  /** Ours (issue 44): a press with a comment over the limit; nothing is cut silently. */
  commentTooLongAtCheckout: (max: number) =>
    `Внимание! Комментарий к заказу длиннее ${max} символов. Сократите его и нажмите «Оформить заказ» ещё раз.`,
  goods: (count: number) => `Товары (${count})`,
  freeDelivery: 'Доставка',
  free: 'бесплатно',
  expressLine: 'Экспресс-доставка',
  total: 'Итого',
  submit: 'Оформить заказ',
  submitting: 'Оформляем заказ…',
  nothingSelected: 'Внимание! Выберите товары для заказа.',
  outOfStockAtCheckout: 'Внимание! Один или несколько товаров закончились на складе.',
  quantityAtCheckout: 'Внимание! Измените кол-во товара.',
  /** Step 3 found a selected line otherwise than the client saw it (ours: the spec is silent). */
  basketChanged:
    'Внимание! Кол-во или цена товаров в корзине изменились. Проверьте отмеченные товары и нажмите «Оформить заказ» ещё раз.',
  /** Under a line step 3 found changed: what the client saw before. */
  quantityWas: (quantity: number) => `Было: ${quantity} шт.`,
  priceWas: (price: string) => `Было: ${price}`,
  pricesChanged:
    'Внимание! Цены изменились в соответствии с условиями отгрузки. Проверьте корзину и нажмите «Оформить заказ».',
  ordered: (numbers: readonly string[]) =>
    numbers.length === 1 ? `Заказ № ${numbers[0]} оформлен.` : `Заказы № ${numbers.join(', ')} оформлены.`,
  orderNotConfirmed: 'Заказ не подтверждён. Обновите страницу и попробуйте ещё раз.',
  orderUnknown:
    'Не удалось узнать, принят ли заказ. Нажмите «Оформить заказ» ещё раз: второй заказ не будет создан.',
  orderTaken: 'Заказ принят: его товаров больше нет в корзине. Номер заказа смотрите в списке заказов.',
  /** The order list's name (doc 2 §2.6, its breadcrumb). */
  orderListLink: 'Заказы',
  /** Ours (issue 44.4): after 'Заказ № … оформлен.', the order's page and the order list. */
  openOrder: 'Открыть заказ',
  orderLink: (number: string) => `Заказ № ${number}`,
  allOrders: 'Все заказы',
} as const;

/** Texts of the basket's clear confirmation (doc 1 §2 "Basket"). */
export const basketClearMessages = {
  confirm: 'Удалить все товары из корзины?',
  yes: 'Очистить',
  no: 'Отмена',
  /** Ours (issue 42): neither the answer nor the basket could be read after 'Очистить'. */
  unknown:
    'Не удалось узнать, очищена ли корзина: нет ответа от сервера. Нажмите «Очистить корзину» ещё раз.',
} as const;

/** Texts of the express delivery contact (doc 1 §5), copied word for word: its fields and its rule's messages. */
export const expressContactMessages = {
  name: 'Контактное лицо',
  phone: 'Телефон',
  nameRequired: 'Требуется указать имя.',
  nameTooShort: 'Имя слишком короткое.',
  phoneRequired: 'Требуется указать телефон.',
  phoneInvalid: 'Номер телефона не верный.',
  oneFieldWrong: 'Одно из полей заполнено не верно.',
} as const;

/**
 * Beside a line's price, and under the total, after the check of prices changed them (ours: the spec
 * is silent).
 */
export const priceChangeMessages = {
  line: (direction: 'up' | 'down', by: string) =>
    direction === 'up' ? `Цена выросла на ${by}` : `Цена снизилась на ${by}`,
  total: (direction: 'up' | 'down', by: string) =>
    direction === 'up' ? `Сумма выросла на ${by}` : `Сумма снизилась на ${by}`,
} as const;

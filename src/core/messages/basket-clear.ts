/** Texts of the basket's clear confirmation (doc 1 §2 "Basket"), fetched with it. */
export const basketClearMessages = {
  confirm: 'Удалить все товары из корзины?',
  yes: 'Очистить',
  no: 'Отмена',
} as const;

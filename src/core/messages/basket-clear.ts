/** Texts of the basket's clear confirmation (doc 1 §2 "Basket"), fetched with it. */
export const basketClearMessages = {
  confirm: 'Удалить все товары из корзины?',
  yes: 'Очистить',
  no: 'Отмена',
  /** Ours (issue 42): neither the answer nor the basket could be read after 'Очистить'. */
  unknown:
    'Не удалось узнать, очищена ли корзина: нет ответа от сервера. Нажмите «Очистить корзину» ещё раз.',
} as const;

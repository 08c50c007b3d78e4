/** Texts of the markup panel (doc 1 §4), which the markup control opens: fetched with the panel. */
export const markupPanelMessages = {
  title: 'Наценка на цены',
  enabled: 'Показывать цены с наценкой',
  percent: 'Наценка, %',
  done: 'Готово',
  invalid: 'Укажите одно положительное число, например 10. Иначе цены показываются без наценки.',
} as const;

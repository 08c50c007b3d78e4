/** Texts of every widget, copied word for word from the specification. */
export const commonMessages = {
  genericError: 'Произошла ошибка.',
  /** A call that got no answer at all (ours: the spec is silent). */
  connectionLost: 'Нет связи с сервером.',
} as const;

/** The button beside every failed load or call that can be tried again. */
export const retryMessage = 'Повторить';

/** A Russian word's forms by the plural category of the count that goes with it. */
export type PluralForms = Readonly<Record<'one' | 'few' | 'many' | 'other', string>>;

/** The form of a word that goes with a count: 1 товар, 2 товара, 5 товаров, 1,5 товара. */
export function pluralWord(count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules('ru-RU').select(count) as keyof PluralForms];
}

const goodsForms: PluralForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' };

/** The Russian form of "товар" that goes with a count: товар (1), товара (2), товаров (5). */
export function goodsWord(count: number): string {
  return pluralWord(count, goodsForms);
}

/** Russian plural of "товар" for a count: 1 товар, 2 товара, 5 товаров. */
export function goodsCount(count: number): string {
  return `${count} ${goodsWord(count)}`;
}

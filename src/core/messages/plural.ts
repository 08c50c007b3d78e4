const goodsForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;

/** The Russian form of "товар" that goes with a count: товар (1), товара (2), товаров (5). */
export function goodsWord(count: number): string {
  return goodsForms[new Intl.PluralRules('ru-RU').select(count) as keyof typeof goodsForms];
}

/** Russian plural of "товар" for a count: 1 товар, 2 товара, 5 товаров. */
export function goodsCount(count: number): string {
  return `${count} ${goodsWord(count)}`;
}

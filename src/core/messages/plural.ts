const goodsForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;

/** Russian plural of "товар" for a count: 1 товар, 2 товара, 5 товаров. */
export function goodsCount(count: number): string {
  const rule = new Intl.PluralRules('ru-RU').select(count) as keyof typeof goodsForms;
  return `${count} ${goodsForms[rule]}`;
}

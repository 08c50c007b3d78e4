/**
 * Beside a line's price, and under the total, after the check of prices changed them (ours: the spec
 * is silent). Apart from the basket's texts: they come with the part that shows them.
 */
export const priceChangeMessages = {
  line: (direction: 'up' | 'down', by: string) =>
    direction === 'up' ? `Цена выросла на ${by}` : `Цена снизилась на ${by}`,
  total: (direction: 'up' | 'down', by: string) =>
    direction === 'up' ? `Сумма выросла на ${by}` : `Сумма снизилась на ${by}`,
} as const;

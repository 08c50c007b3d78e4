const toKopecks = (amount: number): number => Math.round(amount * 100);

/** Which way a price went and by how much, in roubles (compared in kopecks); `null` when it did not. */
interface PriceShift {
  direction: 'up' | 'down';
  by: number;
}

/** How a price (or a total) moved from what the client saw to what it is now. */
export function priceShift(seen: number, now: number): PriceShift | null {
  const difference = toKopecks(now) - toKopecks(seen);
  if (difference === 0) return null;
  return { direction: difference > 0 ? 'up' : 'down', by: Math.abs(difference) / 100 };
}

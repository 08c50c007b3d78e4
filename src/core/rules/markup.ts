import type { Markup } from '../session/types';

/** The price shown: price + price × percent / 100 when the markup is on and positive, else the price. */
export function displayedPrice(price: number, markup: Markup): number {
  if (!markup.enabled || !(markup.percent > 0) || !Number.isFinite(markup.percent)) return price;
  // In whole kopecks: 235.25 + 10 % is 258.775, which floats would round down to 258.77.
  const kopecks = Math.round(price * 100);
  return Math.round((kopecks * (100 + markup.percent)) / 100) / 100;
}

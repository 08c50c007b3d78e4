import { toKopecks } from '../format';
import type { Product } from './catalogue';
import { FEATURED_PRODUCTS, MULTIPLICITY_4_PRODUCT_ID } from './featured';

export interface SeedLine {
  productId: number;
  quantity: number;
}

/** The header badge's figures: number of lines and their total in roubles. */
export interface BasketCountData {
  count: number;
  price: number;
}

/** What each user's basket holds after start-up and after POST /__demo/reset. */
export const SEEDED_BASKETS: Readonly<Record<string, readonly SeedLine[]>> = {
  demo: [
    { productId: 1001, quantity: 2 },
    { productId: 1004, quantity: 1 },
    { productId: MULTIPLICITY_4_PRODUCT_ID, quantity: 4 },
  ],
  basic: [],
  noaccess: [],
};

export function basketCountData(
  lines: readonly SeedLine[],
  productOf: (id: number) => Product | undefined,
): BasketCountData {
  const kopecks = lines.reduce(
    (sum, line) => sum + toKopecks(productOf(line.productId)?.price ?? 0) * line.quantity,
    0,
  );
  return { count: lines.length, price: kopecks / 100 };
}

const featured = new Map(FEATURED_PRODUCTS.map((product) => [product.id, product]));

/** The demo user's seeded badge: { count: 3, price: 6863.2 }. */
export const DEMO_BASKET_FIGURES: BasketCountData = basketCountData(SEEDED_BASKETS.demo ?? [], (id) =>
  featured.get(id),
);

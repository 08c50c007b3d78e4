import type { Catalogue, Product } from '../data/catalogue';
import type { BasketLine } from './baskets';

/** What a test switched for a product: its price, its stock (POST /__demo/product). */
export interface ProductOverride {
  price?: number;
  stock?: number;
}

/**
 * Per-app changes to the shared, immutable catalogue, and the price each basket line was put in the
 * basket at. A line keeps its price until basket.checksumm.json finds the catalogue price changed
 * and updates it — the server's side of the checkout's "prices were updated" branch (doc 1 §4).
 */
export class Pricing {
  readonly #overrides = new Map<number, ProductOverride>();
  readonly #linePrices = new Map<number, number>();

  override(productId: number, change: ProductOverride): void {
    this.#overrides.set(productId, { ...this.#overrides.get(productId), ...change });
  }

  /** Whether any product was changed (the catalogue is then copied on the way out). */
  get overridden(): boolean {
    return this.#overrides.size > 0;
  }

  /** The product with a test's changes applied. */
  apply(product: Product): Product {
    const change = this.#overrides.get(product.id);
    return change ? { ...product, ...change } : product;
  }

  /** The price the line was put in the basket at (the catalogue price the first time it is seen). */
  linePrice(line: BasketLine, product: Product): number {
    const known = this.#linePrices.get(line.id);
    if (known !== undefined) return known;
    this.#linePrices.set(line.id, product.price);
    return product.price;
  }

  /** Brings every line to the catalogue price; true when any price changed. */
  reprice(lines: readonly BasketLine[], productOf: (id: number) => Product | undefined): boolean {
    let changed = false;
    for (const line of lines) {
      const product = productOf(line.productId);
      if (!product) continue;
      if (this.linePrice(line, product) !== product.price) {
        this.#linePrices.set(line.id, product.price);
        changed = true;
      }
    }
    return changed;
  }

  reset(): void {
    this.#overrides.clear();
    this.#linePrices.clear();
  }
}

/** The shared catalogue seen through one app's overrides. */
export function catalogueWithOverrides(base: Catalogue, pricing: Pricing): Catalogue {
  const apply = (product: Product) => pricing.apply(product);
  return {
    get products() {
      return pricing.overridden ? base.products.map(apply) : base.products;
    },
    sections: base.sections,
    brands: base.brands,
    product: (id) => {
      const product = base.product(id);
      return product && apply(product);
    },
    inSection: (sectionId) => base.inSection(sectionId).map(apply),
    analogues: (product) => base.analogues(product).map(apply),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a POST /__demo/product body: `{ productId, price?, stock? }`. */
export function parseProductChange(body: unknown): { productId: number; override: ProductOverride } | string {
  if (!isRecord(body)) return 'The body must be a JSON object';
  const unknownField = Object.keys(body).find((key) => !['productId', 'price', 'stock'].includes(key));
  if (unknownField) return `Unknown field ${unknownField}`;
  const { productId, price, stock } = body;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId))
    return 'productId must be a whole number';
  if (
    price !== undefined &&
    (typeof price !== 'number' || !(price > 0) || Math.round(price * 100) !== price * 100)
  )
    return 'price must be a positive amount in kopecks precision';
  if (stock !== undefined && (typeof stock !== 'number' || !Number.isSafeInteger(stock) || stock < 0))
    return 'stock must be a whole number ≥ 0';
  if (price === undefined && stock === undefined) return 'price or stock is needed';
  return {
    productId,
    override: { ...(price !== undefined && { price }), ...(stock !== undefined && { stock }) },
  };
}

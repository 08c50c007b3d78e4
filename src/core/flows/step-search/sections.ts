import type { Product, ProductMarks } from '../../domain/product';
import type { RemoteCatalog } from '../../domain/step-search';
import type { SortCode } from '../../rules/catalogue-filter';
import { clearPartText, partKey } from '../../rules/same-part';
import type { StepSearchFilters } from '../../rules/step-search-filters';
import type { PlacedOffer, StepSearchState } from './step';

/** The offers of one part (brand and article) from every supplier that has it. */
export interface OfferGroup {
  key: string;
  brand: string;
  article: string;
  title: string;
  /** A mark any supplier gives the part ('Новинка', 'Тренд', 'Хит'), shown once for the part. */
  marks: ProductMarks;
  offers: PlacedOffer[];
}

/** What the step search shows, section by section (doc 1 §2 "Search results"). */
export interface StepSearchSections {
  /** 'Искомый артикул': the searched article at remote suppliers. */
  wanted: OfferGroup[];
  /** 'В наличии': the searched article in the supplier's own stock. */
  inStock: Product[];
  /** 'Аналоги в наличии'. */
  analoguesInStock: Product[];
  /** 'Аналоги на других складах'. */
  analoguesRemote: OfferGroup[];
  /** Brands to choose from when the article alone is ambiguous. */
  catalogs: readonly RemoteCatalog[];
}

interface Comparable {
  price: number;
  name: string;
}

const collator = new Intl.Collator('ru-RU', { sensitivity: 'base', numeric: true });

/** Non-relevance orders are done on the client (doc 1 §4); relevance keeps the server's order. */
function comparator(sort: SortCode): ((a: Comparable, b: Comparable) => number) | null {
  switch (sort) {
    case 'PRICE_ASC':
      return (a, b) => a.price - b.price;
    case 'PRICE_DESC':
      return (a, b) => b.price - a.price;
    case 'NAME_ASC':
      return (a, b) => collator.compare(a.name, b.name);
    case 'NAME_DESC':
      return (a, b) => collator.compare(b.name, a.name);
    default:
      return null;
  }
}

const productOrder = (product: Product): Comparable => product;
const offerOrder = ({ offer }: PlacedOffer): Comparable => ({ price: offer.price, name: offer.title });

function sorted<T>(items: T[], sort: SortCode, order: (item: T) => Comparable): T[] {
  const compare = comparator(sort);
  return compare ? items.sort((a, b) => compare(order(a), order(b))) : items;
}

/** Products in the chosen order, done on the client (doc 1 §4); relevance keeps the server's order. */
export function sortedProducts(products: readonly Product[], sort: SortCode): Product[] {
  return sorted([...products], sort, productOrder);
}

/** Offers grouped by part in the order the parts first appear; each group sorted, then the groups. */
function grouped(offers: readonly PlacedOffer[], sort: SortCode): OfferGroup[] {
  const groups = new Map<string, OfferGroup>();
  for (const placed of offers) {
    const key = partKey(placed.offer.brand, placed.offer.article);
    const group = groups.get(key);
    if (group) {
      group.offers.push(placed);
      const { marks } = placed.offer;
      group.marks = {
        new: group.marks.new || marks.new,
        trend: group.marks.trend || marks.trend,
        hit: group.marks.hit || marks.hit,
      };
      // Suppliers write one article differently ('0986494524', '0 986 494 524'): show the most readable.
      if (placed.offer.article.length > group.article.length) group.article = placed.offer.article;
    } else
      groups.set(key, {
        key,
        brand: placed.offer.brand,
        article: placed.offer.article,
        title: placed.offer.title,
        marks: placed.offer.marks,
        offers: [placed],
      });
  }
  const list = [...groups.values()];
  for (const group of list) sorted(group.offers, sort, offerOrder);
  // A group stands where its best offer under the chosen order would stand.
  return sorted(list, sort, (group) => ({ price: group.offers[0]?.offer.price ?? 0, name: group.title }));
}

function matches(selected: readonly string[], value: string | null, normalise = (text: string) => text) {
  if (selected.length === 0) return true;
  return value !== null && selected.some((id) => normalise(id) === normalise(value));
}

/** Brand and delivery-date filters: they restrict only the analogue sections (doc 1 §4). */
function passes(filters: StepSearchFilters, brand: string, deliveryDate: string | null): boolean {
  return matches(filters.brands, brand, clearPartText) && matches(filters.deliveryDates, deliveryDate);
}

/**
 * The sections as shown: remote offers of a part already in the local results dropped, the
 * filters applied to the analogue sections only, and the chosen order.
 */
export function stepSearchSections(state: StepSearchState): StepSearchSections {
  const local = new Set(
    [...state.products, ...state.localAnalogues].map((product) => partKey(product.brand, product.article)),
  );
  const remote = state.offers.filter(({ offer }) => !local.has(partKey(offer.brand, offer.article)));
  const { filters, sort } = state;
  return {
    wanted: grouped(
      remote.filter((placed) => !placed.analogue),
      sort,
    ),
    inStock: sorted([...state.products], sort, productOrder),
    analoguesInStock: sorted(
      state.localAnalogues.filter((product) => passes(filters, product.brand, product.delivery.shippingDate)),
      sort,
      productOrder,
    ),
    analoguesRemote: grouped(
      remote.filter((placed) => placed.analogue && passes(filters, placed.offer.brand, placed.deliveryDate)),
      sort,
    ),
    catalogs: state.catalogs,
  };
}

/** True when no section has anything to show (and there is no brand to choose). */
export function hasNoResults(sections: StepSearchSections): boolean {
  return (
    sections.wanted.length === 0 &&
    sections.inStock.length === 0 &&
    sections.analoguesInStock.length === 0 &&
    sections.analoguesRemote.length === 0 &&
    sections.catalogs.length === 0
  );
}

import { clearArticle } from './brands';
import type { Product } from './catalogue';
import { partPhotoPath } from './part-kinds';

type FeaturedPart = Omit<Product, 'clearArticle' | 'xmlId'>;

const defaults = {
  oldPrice: 0,
  marked: false,
  allowReturn: true,
  returnDays: null,
  isNew: false,
  isTrend: false,
  isHit: false,
} as const;

/** Spark plugs sold in fours, in stock: the product that exercises multiplicity in every test. */
export const MULTIPLICITY_4_PRODUCT_ID = 1010;

/**
 * Hand-written parts at fixed ids at the head of the catalogue (whatever its size), so seeded
 * baskets, tests and the README can name real-looking products.
 */
const PARTS: readonly FeaturedPart[] = [
  {
    ...defaults,
    id: 1001,
    name: 'Колодки тормозные передние VW Polo',
    kindKey: 'brake-pads',
    sectionId: 11,
    brand: 'BOSCH',
    article: '0 986 494 524',
    price: 2345.6,
    oldPrice: 2590,
    stock: 38,
    multiplicity: 1,
    photo: partPhotoPath('brake-pads'),
    isHit: true,
    analogueGroup: 1,
  },
  {
    ...defaults,
    id: 1002,
    name: 'Колодки тормозные передние VW Polo',
    kindKey: 'brake-pads',
    sectionId: 11,
    brand: 'TRW',
    article: 'GDB1550',
    price: 2190,
    stock: 12,
    multiplicity: 1,
    photo: partPhotoPath('brake-pads'),
    analogueGroup: 1,
  },
  {
    ...defaults,
    id: 1003,
    name: 'Колодки тормозные передние VW Polo',
    kindKey: 'brake-pads',
    sectionId: 11,
    brand: 'ATE',
    article: '13.0460-7184.2',
    price: 2780.5,
    stock: 0,
    multiplicity: 1,
    photo: '',
    returnDays: 30,
    analogueGroup: 1,
  },
  {
    ...defaults,
    id: 1004,
    name: 'Фильтр масляный VW Polo',
    kindKey: 'oil-filter',
    sectionId: 21,
    brand: 'MANN-FILTER',
    article: 'W 712/75',
    price: 612.4,
    stock: 240,
    multiplicity: 1,
    photo: partPhotoPath('oil-filter'),
    isTrend: true,
    analogueGroup: 2,
  },
  {
    ...defaults,
    id: 1005,
    name: 'Фильтр масляный VW Polo',
    kindKey: 'oil-filter',
    sectionId: 21,
    brand: 'MAHLE',
    article: 'OC 90',
    price: 548.9,
    stock: 76,
    multiplicity: 1,
    photo: '',
    analogueGroup: 2,
  },
  {
    ...defaults,
    id: 1006,
    name: 'Фильтр масляный VW Polo',
    kindKey: 'oil-filter',
    sectionId: 21,
    brand: 'FILTRON',
    article: 'OP 526/1',
    price: 389,
    stock: 15,
    multiplicity: 1,
    photo: partPhotoPath('oil-filter'),
    analogueGroup: 2,
  },
  {
    ...defaults,
    id: 1007,
    name: 'Фильтр масляный (элемент) Skoda Octavia A7',
    kindKey: 'oil-filter',
    sectionId: 21,
    brand: 'MANN-FILTER',
    article: 'HU 7008 z',
    price: 934.7,
    stock: 64,
    multiplicity: 1,
    photo: partPhotoPath('oil-filter'),
    analogueGroup: 3,
  },
  {
    ...defaults,
    id: 1008,
    name: 'Фильтр масляный (элемент) Skoda Octavia A7',
    kindKey: 'oil-filter',
    sectionId: 21,
    brand: 'FRAM',
    article: 'PH-5796/1',
    price: 701.2,
    stock: 9,
    multiplicity: 1,
    photo: partPhotoPath('oil-filter'),
    allowReturn: false,
    analogueGroup: 3,
  },
  {
    ...defaults,
    id: 1009,
    name: 'Колодки тормозные передние BMW 3 (E90)',
    kindKey: 'brake-pads',
    sectionId: 11,
    brand: 'BMW',
    article: '34116761244',
    price: 6890,
    stock: 4,
    multiplicity: 1,
    photo: partPhotoPath('brake-pads'),
    returnDays: 7,
    analogueGroup: 4,
  },
  {
    ...defaults,
    id: MULTIPLICITY_4_PRODUCT_ID,
    name: 'Свеча зажигания Lada Vesta',
    kindKey: 'spark-plug',
    sectionId: 41,
    brand: 'NGK',
    article: 'BKR6E-11',
    price: 389.9,
    stock: 120,
    multiplicity: 4,
    photo: partPhotoPath('spark-plug'),
    isNew: true,
    analogueGroup: 5,
  },
  {
    ...defaults,
    id: 1011,
    name: 'Свеча зажигания Lada Vesta',
    kindKey: 'spark-plug',
    sectionId: 41,
    brand: 'DENSO',
    article: 'K20TT',
    price: 412.5,
    stock: 36,
    multiplicity: 4,
    photo: partPhotoPath('spark-plug'),
    analogueGroup: 5,
  },
];

/** Generated parts take ids and analogue groups after these. */
export const FIRST_GENERATED_ID = 1012;
export const FIRST_GENERATED_GROUP = 100;

/** Supplier-style internal code ('ЦБ-00012345'), unique per product id. */
export function internalCode(id: number): string {
  return `ЦБ-${String(id * 37 + 10_000).padStart(8, '0')}`;
}

export const FEATURED_PRODUCTS: readonly Product[] = PARTS.map((part) => ({
  ...part,
  clearArticle: clearArticle(part.article),
  xmlId: internalCode(part.id),
}));

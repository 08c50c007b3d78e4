import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import type { Catalogue, Product } from '../data/catalogue';
import { CAR_MODELS } from '../data/part-kinds';
import { MOSCOW_OFFSET_MS } from '../format';

/**
 * The dated price lists of the price-lists page (doc 2 §2.13: general, new arrivals, foreign makes,
 * plastics, sale), each a zip archive holding the list in every format the price-list subscription
 * offers (xlsx, xls, csv), built from the catalogue at the moment it is asked for.
 */

/** The lists by the id the page sends; each picks its parts from the catalogue. */
export const PRICE_LISTS = {
  general: { title: 'Общий прайс-лист', holds: () => true },
  novelties: { title: 'Новинки', holds: (product: Product) => product.isNew },
  foreign: {
    title: 'Иномарки',
    holds: (product: Product) => FOREIGN_MODELS.some((model) => product.name.endsWith(model)),
  },
  // Body parts (wiper blades, lights, mirrors) are the plastics of the demo catalogue.
  plastics: {
    title: 'Пластик',
    holds: (product: Product) => product.sectionId === 81 || product.sectionId === 82,
  },
  sale: { title: 'Распродажа', holds: (product: Product) => product.oldPrice > 0 },
} as const satisfies Record<string, { title: string; holds: (product: Product) => boolean }>;

export type PriceListId = keyof typeof PRICE_LISTS;

const FOREIGN_MODELS = CAR_MODELS.filter((model) => !model.startsWith('Lada'));

export const isPriceListId = (value: string): value is PriceListId => Object.hasOwn(PRICE_LISTS, value);

/** The columns of doc 2 §3 "Price-list settings", in their default order, as a person reads them. */
export const PRICE_LIST_HEAD = [
  'Артикул',
  'Бренд',
  'Наименование',
  'Остаток',
  'Цена, руб.',
  'Кратность',
  'Код',
] as const;

type PriceListRow = [string, string, string, number, number, number, string];

/** Only what is in stock (the subscription's stock flag is fixed on, doc 2 §2.7), by brand and article. */
export function priceListRows(catalogue: Catalogue, id: PriceListId): PriceListRow[] {
  return catalogue.products
    .filter((product) => product.stock > 0 && PRICE_LISTS[id].holds(product))
    .sort((a, b) => a.brand.localeCompare(b.brand, 'ru') || a.article.localeCompare(b.article, 'ru'))
    .map((product) => [
      product.article,
      product.brand,
      product.name,
      product.stock,
      product.price,
      product.multiplicity,
      product.xmlId,
    ]);
}

/** 'yyyy-MM-dd' in Moscow time: the date in the file names. */
function isoDate(timestamp: number): string {
  return new Date(timestamp + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

function sheetOf(rows: readonly PriceListRow[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([[...PRICE_LIST_HEAD], ...rows]);
  // Articles stay text (leading zeros kept); prices show kopecks.
  for (let row = 1; row <= rows.length; row++) {
    const price = sheet[XLSX.utils.encode_cell({ r: row, c: 4 })] as XLSX.CellObject | undefined;
    if (price) price.z = '0.00';
  }
  sheet['!cols'] = [{ wch: 18 }, { wch: 14 }, { wch: 48 }, { wch: 9 }, { wch: 11 }, { wch: 10 }, { wch: 13 }];
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: 6 } }) };
  return sheet;
}

/** The archive of one list: `{id}-{date}.xlsx`, `.xls` and `.csv` (UTF-8 with BOM, ';'-separated). */
export function priceListArchive(
  catalogue: Catalogue,
  id: PriceListId,
  now: number,
): { fileName: string; bytes: Uint8Array } {
  const name = `price-${id}-${isoDate(now)}`;
  const book = XLSX.utils.book_new();
  const sheet = sheetOf(priceListRows(catalogue, id));
  XLSX.utils.book_append_sheet(book, sheet, PRICE_LISTS[id].title);
  const write = (bookType: 'xlsx' | 'biff8'): Uint8Array =>
    new Uint8Array(XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer);
  const csv = `\uFEFF${XLSX.utils.sheet_to_csv(sheet, { FS: ';', RS: '\r\n' })}`;
  return {
    fileName: `${name}.zip`,
    bytes: zipSync(
      {
        [`${name}.xlsx`]: [write('xlsx'), { level: 0 }],
        [`${name}.xls`]: write('biff8'),
        [`${name}.csv`]: new TextEncoder().encode(csv),
      },
      { mtime: new Date(now) },
    ),
  };
}

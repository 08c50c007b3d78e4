import type { UploadRow } from '../state/uploads';
import type { Cell } from './read-spreadsheet';

/** Goods one file may order; the sheet is read up to a little more (read-spreadsheet.ts). */
export const MAX_ORDER_ROWS = 5_000;
/** The header row is looked for among the first rows (a title may stand above it). */
const HEADER_SEARCH_ROWS = 20;

const normalise = (cell: Cell): string =>
  typeof cell === 'string'
    ? cell
        .trim()
        .toLowerCase()
        .replace(/ё/g, 'е')
        .replace(/[\s.:]+$/, '')
    : '';

// Not \b: it knows only Latin letters, and 'артикул' ends in a Cyrillic one.
const isArticleHeader = (cell: Cell) => /^(артикул|article)(?![а-яa-z])/.test(normalise(cell));
/** Ours: a brand column is optional (a buyer's list often names the maker). */
const isBrandHeader = (cell: Cell) => /^(бренд|производитель|brand)(?![а-яa-z])/.test(normalise(cell));
/** Doc 2 §4: the quantity column is headed 'кол-во' or 'количество'. */
const isQuantityHeader = (cell: Cell) => /^(кол-во|количество)(?![а-яa-z])/.test(normalise(cell));

export function quantityOf(cell: Cell): number | null {
  const value = typeof cell === 'string' ? Number(cell.trim().replace(',', '.')) : cell;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 999_999 ? value : null;
}

type OrderRowsResult =
  | { rows: UploadRow[]; skipped: string[] }
  | { error: 'no-columns' | 'no-rows' | 'too-many-rows' };

/**
 * Rows with the same article and brand (the article compared as the catalogue compares it: without
 * separators and case, 'W 712/75' is 'W712/75') added up, in the order of their first row.
 */
export function addUp(rows: readonly UploadRow[]): UploadRow[] {
  const totals = new Map<string, UploadRow>();
  for (const row of rows) {
    const key = `${row.article.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()}\n${row.brand.toUpperCase()}`;
    const known = totals.get(key);
    if (known) known.quantity += row.quantity;
    else totals.set(key, { ...row });
  }
  return [...totals.values()];
}

/**
 * The goods of a sheet: below the header row with an article column and a quantity column, each
 * row with an article and a positive whole quantity. The article is the text its cell shows (a
 * number shown as '008701' keeps its zeros); the quantity is the cell's value; a brand column
 * ('Бренд', 'Производитель') is read where there is one. Rows with an article but no usable
 * quantity are skipped and named; repeated articles are added up.
 */
export function orderRows(
  sheet: readonly (readonly Cell[])[],
  texts: readonly (readonly string[])[],
): OrderRowsResult {
  const headerIndex = sheet
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => row.some(isArticleHeader) && row.some(isQuantityHeader));
  const header = sheet[headerIndex];
  if (!header) return { error: 'no-columns' };
  const articleColumn = header.findIndex(isArticleHeader);
  const quantityColumn = header.findIndex(isQuantityHeader);
  const brandColumn = header.findIndex(isBrandHeader);
  const read: UploadRow[] = [];
  const skipped: string[] = [];
  for (let index = headerIndex + 1; index < sheet.length; index += 1) {
    const row = sheet[index] ?? [];
    const article = (texts[index]?.[articleColumn] ?? '').trim();
    if (article === '') continue;
    const quantity = quantityOf(row[quantityColumn] ?? null);
    if (quantity === null) {
      skipped.push(article);
      continue;
    }
    const brand = brandColumn < 0 ? '' : (texts[index]?.[brandColumn] ?? '').trim();
    read.push({ article, brand, quantity });
  }
  const rows = addUp(read);
  if (rows.length === 0) return { error: 'no-rows' };
  if (rows.length > MAX_ORDER_ROWS) return { error: 'too-many-rows' };
  return { rows, skipped };
}

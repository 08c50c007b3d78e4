import type { ListedRow } from '../domain/upload';
import { pastedListMessages as texts } from '../messages/pasted-list';

/**
 * An order pasted from the clipboard (issue 44): cells copied from LibreOffice Calc or Excel (one
 * row a line, cells split by tabs), or lines typed in a letter or a 1C export: '0986494524 BOSCH 2',
 * 'W 712/75; 4'. Each line gives an article, a brand where it names one, and a quantity; the article
 * is kept as typed (its leading zeros too), and the server finds what it means (docs/server-contract.md).
 */

/** Goods one list may order, as a file (server contract, "Order from a file"). */
export const MAX_LISTED_ROWS = 5_000;

export type PastedOrder =
  | {
      rows: ListedRow[];
      /** Lines with text but no article or no quantity, as they were pasted. */
      skipped: string[];
    }
  | { error: 'too-many-rows' };

type Role = 'article' | 'brand' | 'quantity';

const fold = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s.:]+$/, '');

/** The column a header cell names, as a file's header row does ('Артикул', 'Бренд', 'Кол-во'). */
function headerRole(cell: string): Role | null {
  const text = fold(cell);
  if (/^(артикул|article)(?![а-яa-z])/.test(text)) return 'article';
  if (/^(бренд|производитель|brand)(?![а-яa-z])/.test(text)) return 'brand';
  if (/^(кол-во|количество|qty|quantity)(?![а-яa-z])/.test(text)) return 'quantity';
  return null;
}

const QUANTITY = /(\d{1,6})(?:[.,]0+)?\s*(?:шт\.?|pcs\.?)?/;

/** A whole quantity from 1 to 999,999, with 'шт' or a zero fraction as spreadsheets copy it ('2', '2,00', '4 шт.'). */
export function listedQuantity(cell: string): number | null {
  const match = new RegExp(`^${QUANTITY.source}$`, 'i').exec(cell.trim());
  const value = match ? Number(match[1]) : 0;
  return value >= 1 ? value : null;
}

/** A line of text and a quantity after its last space: '0986494524 BOSCH 2', 'W 712/75 4 шт'. */
const TEXT_AND_QUANTITY = new RegExp(`^(.*\\S)\\s+(${QUANTITY.source})$`, 'i');

/** A brand as lists write it: a word or two of Latin letters, or of Cyrillic capitals; no digits. */
const isBrandLike = (cell: string) =>
  /^(?:[A-Za-z][A-Za-z&.'-]*(?: [A-Za-z][A-Za-z&.'-]*)?|[А-ЯЁ][А-ЯЁ&.-]*(?: [А-ЯЁ][А-ЯЁ&.-]*)?)$/.test(
    cell,
  ) && cell.length <= 20;

/** A cell of LibreOffice's or Excel's copy: one holding a tab, a quote or a line break comes quoted. */
function unquote(cell: string): string {
  const quoted = /^"([\s\S]*)"$/.exec(cell.trim());
  return (quoted ? (quoted[1] ?? '').replace(/""/g, '"') : cell).trim();
}

/**
 * A line's cells: split by tabs (a sheet's copy) or semicolons; a line of neither is its text and a
 * quantity after its last space ('0986494524 BOSCH 2'), the text an article that may carry its
 * brand, which the server reads off.
 */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map(unquote);
  if (line.includes(';')) return line.split(';').map(unquote);
  const match = TEXT_AND_QUANTITY.exec(line.trim());
  return match ? [match[1] ?? '', match[2] ?? ''] : [line.trim()];
}

/** An article has a digit (almost every one does) and no Russian word in it, as a name has. */
const isArticleLike = (cell: string) => /\d/.test(cell) && !/[а-яё]{2}/.test(cell);

function lastQuantityAt(cells: readonly string[]): number {
  for (let at = cells.length - 1; at >= 0; at -= 1) if (listedQuantity(cells[at] ?? '') !== null) return at;
  return -1;
}

/** A line read without a header: the last quantity, the first article-like cell, a brand among the rest. */
function readCells(cells: readonly string[]): ListedRow | null {
  const quantityAt = lastQuantityAt(cells);
  if (quantityAt < 0) return null;
  const others = cells.filter((cell, at) => at !== quantityAt && cell !== '');
  const article = others.find(isArticleLike) ?? others.find((cell) => /\d/.test(cell)) ?? others[0];
  if (article === undefined) return null;
  const brand = others.find((cell) => cell !== article && isBrandLike(cell)) ?? '';
  return { article, brand, quantity: listedQuantity(cells[quantityAt] ?? '') as number };
}

/** A line read by the columns of a header line. */
function readColumns(cells: readonly string[], columns: Readonly<Record<Role, number>>): ListedRow | null {
  const article = cells[columns.article] ?? '';
  const quantity = listedQuantity(cells[columns.quantity] ?? '');
  if (article === '' || quantity === null) return null;
  return { article, brand: columns.brand < 0 ? '' : (cells[columns.brand] ?? ''), quantity };
}

/** The rows of a pasted order, in the order pasted; lines that give no row are named in `skipped`. */
export function readPastedOrder(text: string): PastedOrder {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '');
  const first = cellsOf(lines[0] ?? '');
  const roles = first.map(headerRole);
  const columns = {
    article: roles.indexOf('article'),
    brand: roles.indexOf('brand'),
    quantity: roles.indexOf('quantity'),
  };
  const headed = columns.article >= 0 && columns.quantity >= 0;
  const rows: ListedRow[] = [];
  const skipped: string[] = [];
  for (const line of headed ? lines.slice(1) : lines) {
    const cells = cellsOf(line);
    const row = headed ? readColumns(cells, columns) : readCells(cells);
    if (row) rows.push(row);
    else skipped.push(line.trim().replace(/\s+/g, ' '));
  }
  return rows.length > MAX_LISTED_ROWS ? { error: 'too-many-rows' } : { rows, skipped };
}

/** A list checked: the rows to send and what of it was passed over, or why nothing goes. */
export type CheckedList = { rows: ListedRow[]; info: string | null } | { error: string };

/** What 'Проверить список' makes of the text. */
export function checkPastedList(text: string): CheckedList {
  if (text.trim() === '') return { error: texts.noList };
  const order = readPastedOrder(text);
  if ('error' in order) return { error: texts.listTooLong };
  if (order.rows.length === 0) return { error: texts.listEmpty };
  return { rows: order.rows, info: order.skipped.length > 0 ? texts.listSkipped(order.skipped) : null };
}

import type { WireUploadOffer, WireUploadReply, WireUploadRow } from '../../src/core/api/wire-types';
import type { Product } from '../data/catalogue';
import { textField } from '../http/form';
import type { UploadRow } from '../state/uploads';
import { type ArticleIndex, articleIndex, matchRow } from '../upload/article-match';
import { addUp, MAX_ORDER_ROWS, orderRows, quantityOf } from '../upload/order-rows';
import { MAX_UPLOAD_BYTES, readSpreadsheet, spreadsheetKind } from '../upload/read-spreadsheet';
import type { PageHandler, PageRequest } from './index';

/** The texts the server puts in error_message and info_message. */
const TEXTS = {
  noFile: 'Не выбран файл.',
  wrongFile: 'Не верный файл',
  tooLarge: 'Файл должен быть не более 2 мб',
  unreadable: 'Не удалось прочитать файл. Сохраните его в Excel или LibreOffice заново и загрузите ещё раз.',
  noColumns: 'В файле не найдены столбцы «Артикул» и «Кол-во» (или «Количество»).',
  noRows: 'В файле нет строк с артикулом и количеством.',
  tooManyRows: 'В файле больше 5000 товаров. Разделите его на несколько файлов.',
  badList: 'Список не прочитан. Вставьте его ещё раз.',
  fileGone: 'Файл не найден. Загрузите его ещё раз.',
  badProducts: 'Список товаров не прочитан. Загрузите файл ещё раз.',
  signIn: 'Войдите на портал, чтобы заказать из файла.',
  skipped: (articles: string[]) => `Пропущены строки без количества: ${articles.join(', ')}.`,
  notAdded: (articles: string[]) =>
    `Не добавлены (наличие изменилось или количество не кратно упаковке): ${articles.join(', ')}. Загрузите файл ещё раз.`,
  nothingAdded: 'Ни один товар не добавлен в корзину.',
  added: (count: number) => `Добавлено в корзину товаров: ${count}.`,
};

const failure = (step: string, message: string): WireUploadReply => ({
  step,
  next_step: '',
  error: true,
  error_message: message,
});

/** Analogues offered in place of a row's parts when none is in stock. */
const MAX_ANALOGUES = 5;

/** The catalogue's parts by article (upload/article-match.ts), built once per catalogue. */
const indexes = new WeakMap<readonly Product[], ArticleIndex>();
function indexOf(products: readonly Product[]): ArticleIndex {
  const known = indexes.get(products);
  if (known) return known;
  const index = articleIndex(products);
  indexes.set(products, index);
  return index;
}

/** Longest article and brand a pasted list's row may carry. */
const MAX_ARTICLE = 100;

/**
 * The rows of a pasted list (docs/server-contract.md: `rows`, the JSON list of `{ ARTICLE, BRAND,
 * QUANTITY }` the client read from the text), or null when they are not such a list.
 */
function listRows(text: string): UploadRow[] | null {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ORDER_ROWS) return null;
    const rows: UploadRow[] = [];
    for (const entry of list) {
      const { ARTICLE, BRAND = '', QUANTITY } = (entry ?? {}) as Record<string, unknown>;
      const quantity = typeof QUANTITY === 'number' ? quantityOf(QUANTITY) : null;
      if (typeof ARTICLE !== 'string' || typeof BRAND !== 'string' || quantity === null) return null;
      const article = ARTICLE.trim();
      const brand = BRAND.trim();
      if (article === '' || article.length > MAX_ARTICLE || brand.length > MAX_ARTICLE) return null;
      rows.push({ article, brand, quantity });
    }
    return addUp(rows);
  } catch {
    return null;
  }
}

function parseList({ deps }: PageRequest, login: string, text: string): WireUploadReply {
  const rows = listRows(text);
  if (!rows) return failure('parse', TEXTS.badList);
  const fileName = deps.store.uploads.keep(login, 'list.txt', rows);
  return {
    step: 'parse',
    file: '',
    file_name: fileName,
    products: rows,
    next_step: 'search',
    info_message: '',
    error: false,
    error_message: '',
  };
}

async function parse(request: PageRequest, login: string): Promise<WireUploadReply> {
  const { params, deps } = request;
  const list = textField(params, 'rows');
  if (list !== undefined) return parseList(request, login, list);
  const file = params.file;
  // A form sent with no file chosen carries an empty part without a name; an empty file chosen
  // all the same has its name, and is no spreadsheet.
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return failure('parse', TEXTS.noFile);
  if (file.size > MAX_UPLOAD_BYTES) return failure('parse', TEXTS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!spreadsheetKind(file.name, bytes)) return failure('parse', TEXTS.wrongFile);
  const sheet = await readSpreadsheet(bytes);
  if ('error' in sheet) return failure('parse', TEXTS.unreadable);
  const found = orderRows(sheet.rows, sheet.texts);
  if ('error' in found) {
    const message = {
      'no-columns': TEXTS.noColumns,
      'no-rows': TEXTS.noRows,
      'too-many-rows': TEXTS.tooManyRows,
    };
    return failure('parse', message[found.error]);
  }
  const fileName = deps.store.uploads.keep(login, file.name, found.rows);
  return {
    step: 'parse',
    file: file.name,
    file_name: fileName,
    products: found.rows,
    next_step: 'search',
    info_message: found.skipped.length > 0 ? TEXTS.skipped(found.skipped) : '',
    error: false,
    error_message: '',
  };
}

function search({ params, deps }: PageRequest, login: string): WireUploadReply {
  const fileName = textField(params, 'file_name') ?? '';
  const rows = deps.store.uploads.rows(login, fileName);
  if (!rows) return failure('search', TEXTS.fileGone);
  const { baskets } = deps.store;
  // What this client can still order of a part: its stock less what their basket already holds.
  const available = (product: Product) =>
    Math.max(0, product.stock - (baskets.lineOf(login, product.id)?.quantity ?? 0));
  const offer = (product: Product): WireUploadOffer => ({
    ID: String(product.id),
    BRAND: product.brand,
    ARTICLE: product.article,
    NAME: product.name,
    AMOUNT: available(product),
    MIN_QUANT: Math.max(1, product.multiplicity),
  });
  const inStock = (product: Product) => available(product) >= Math.max(1, product.multiplicity);
  const productsData = [];
  const missing: UploadRow[] = [];
  const reviewRows: WireUploadRow[] = [];
  const index = indexOf(deps.catalogue.products);
  for (const row of rows) {
    const match = matchRow(index, row.article, row.brand);
    const { offers } = match;
    const first = offers.find(inStock) ?? offers[0];
    if (first) productsData.push({ ID: String(first.id), QUANTITY: row.quantity });
    else missing.push(row);
    const analogues = offers.some(inStock)
      ? []
      : [...new Set(offers.flatMap((product) => deps.catalogue.analogues(product)))]
          .filter(inStock)
          .slice(0, MAX_ANALOGUES);
    reviewRows.push({
      ARTICLE: match.article,
      BRAND: match.brand,
      QUANTITY: row.quantity,
      OFFERS: offers.map(offer),
      ANALOGS: analogues.map(offer),
    });
  }
  return {
    step: 'search',
    file_name: fileName,
    products_data: productsData,
    products_diff: missing,
    rows: reviewRows,
    resultdiff: missing.length > 0,
    next_step: 'add2basket',
    info_message: '',
    error: false,
    error_message: '',
  };
}

function readProducts(text: string | undefined): { id: number; quantity: number }[] | null {
  try {
    const list: unknown = JSON.parse(text ?? '');
    if (!Array.isArray(list) || list.length > MAX_ORDER_ROWS) return null;
    const products = list.map((entry: unknown) => {
      const { ID, QUANTITY } = (entry ?? {}) as { ID?: unknown; QUANTITY?: unknown };
      return { id: Number(ID), quantity: Number(QUANTITY) };
    });
    return products.every(
      (p) => Number.isSafeInteger(p.id) && Number.isSafeInteger(p.quantity) && p.quantity > 0,
    )
      ? products
      : null;
  } catch {
    return null;
  }
}

function addToBasket({ params, deps }: PageRequest, login: string): WireUploadReply {
  const fileName = textField(params, 'file_name') ?? '';
  if (!deps.store.uploads.rows(login, fileName)) return failure('add2basket', TEXTS.fileGone);
  const products = readProducts(textField(params, 'products'));
  if (!products) return failure('add2basket', TEXTS.badProducts);
  const { baskets } = deps.store;
  const notAdded: string[] = [];
  let added = 0;
  // The client confirmed these very quantities: one that no longer fits is refused and named,
  // never changed.
  for (const { id, quantity } of products) {
    const product = deps.catalogue.product(id);
    if (!product) continue;
    const m = Math.max(1, product.multiplicity);
    const available = product.stock - (baskets.lineOf(login, product.id)?.quantity ?? 0);
    if (quantity % m !== 0 || quantity > available) {
      notAdded.push(product.article);
      continue;
    }
    baskets.add(login, product.id, quantity, {
      source: 'excel',
      name: product.name,
      article: product.article,
    });
    added += 1;
  }
  const info = notAdded.length > 0 ? TEXTS.notAdded(notAdded) : '';
  if (added === 0) return { ...failure('add2basket', TEXTS.nothingAdded), info_message: info };
  deps.store.uploads.forget(login, fileName);
  return {
    step: 'add2basket',
    file_name: '',
    next_step: '',
    basket_added: true,
    count_added: added,
    added_message: TEXTS.added(added),
    info_message: info,
    error: false,
    error_message: '',
  };
}

/** Ordering from a spreadsheet (doc 2 §3, §4, §7): page=excel2basket, step parse → search → add2basket. */
export const excel2basketPage: PageHandler = async (request) => {
  const step = textField(request.params, 'step') ?? 'parse';
  if (!request.caller) return failure(step, TEXTS.signIn);
  const login = request.caller.user.login;
  if (step === 'parse') return parse(request, login);
  if (step === 'search') return search(request, login);
  if (step === 'add2basket') return addToBasket(request, login);
  return failure(step, TEXTS.wrongFile);
};

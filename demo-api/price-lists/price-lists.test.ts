import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { loadCatalogue } from '../data/catalogue';
import { post, signIn } from '../test-support';
import { PRICE_LIST_HEAD, PRICE_LISTS, type PriceListId, priceListRows } from './price-lists';

// Monday 7 December 2026, 12:00 Moscow time.
const NOW = Date.UTC(2026, 11, 7, 9, 0);
const catalogue = loadCatalogue(400);
let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeAll(async () => {
  app = createDemoApi({ products: 400, now: () => NOW });
  token = (await signIn(app, 'demo')).access_token;
});

async function download(list: string, as: string | null = token) {
  const response = await post(app, '/rest/pricelist.download.json', { list }, as ?? undefined);
  return { status: response.status, body: (await response.json()) as { result: Record<string, unknown> } };
}

describe('pricelist.download.json', () => {
  it('answers each list as a dated zip with the xlsx, xls and csv of the same rows', async () => {
    for (const id of Object.keys(PRICE_LISTS) as PriceListId[]) {
      const { body } = await download(id);
      expect(body.result).toMatchObject({
        success: true,
        error: false,
        file_name: `price-${id}-2026-12-07.zip`,
      });
      const files = unzipSync(Buffer.from(String(body.result.file), 'base64'));
      expect(Object.keys(files).sort()).toEqual(
        ['csv', 'xls', 'xlsx'].map((extension) => `price-${id}-2026-12-07.${extension}`),
      );
      const rows = priceListRows(catalogue, id);
      expect(rows.length).toBeGreaterThan(0);
      for (const extension of ['xlsx', 'xls']) {
        const book = XLSX.read(files[`price-${id}-2026-12-07.${extension}`]);
        expect(book.SheetNames).toEqual([PRICE_LISTS[id].title]);
        const sheet = book.Sheets[PRICE_LISTS[id].title];
        const read = XLSX.utils.sheet_to_json<unknown[]>(sheet as XLSX.WorkSheet, { header: 1 });
        expect(read).toEqual([[...PRICE_LIST_HEAD], ...rows]);
      }
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`price-${id}-2026-12-07.csv`]);
      expect(csv.startsWith('\uFEFFАртикул;Бренд;Наименование;Остаток;Цена, руб.;Кратность;Код\r\n')).toBe(
        true,
      );
      expect(csv.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);
    }
  });

  it('keeps an article with leading zeros as text and lists only parts in stock', () => {
    const rows = priceListRows(catalogue, 'general');
    expect(rows.every((row) => typeof row[0] === 'string' && row[3] > 0)).toBe(true);
    expect(rows.length).toBe(catalogue.products.filter((product) => product.stock > 0).length);
    expect(priceListRows(catalogue, 'sale').length).toBeLessThan(rows.length);
  });

  it('refuses a list it does not have, and a caller without a session', async () => {
    expect((await download('secret')).body.result).toMatchObject({
      success: false,
      message: 'Прайс-лист не найден.',
    });
    expect((await download('general', null)).status).toBe(401);
  });
});

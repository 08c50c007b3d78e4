import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, signedInAt, withHarness } from './support.ts';

const harness: Harness = withHarness();
const SOFFICE = '/usr/bin/soffice';
const HEAD = ['Артикул', 'Бренд', 'Наименование', 'Остаток', 'Цена, руб.', 'Кратность', 'Код'];

/** Rows of a ';'-separated CSV, quoted as LibreOffice writes text or not (no line breaks in cells). */
function parseCsv(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) =>
      Array.from(line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g), ([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}

/**
 * The spreadsheets as a person's office program reads them: LibreOffice converts each to CSV
 * (';', UTF-8, cells as shown) where it is installed; elsewhere a spreadsheet library reads them.
 */
async function asOpened(folder: string, files: Record<string, Uint8Array>): Promise<string[][][]> {
  const names = Object.keys(files).filter((name) => !name.endsWith('.csv'));
  if (!existsSync(SOFFICE)) {
    return names.map((name) => {
      const book = XLSX.read(files[name]);
      const sheet = book.Sheets[book.SheetNames[0] ?? ''] as XLSX.WorkSheet;
      return parseCsv(XLSX.utils.sheet_to_csv(sheet, { FS: ';' }));
    });
  }
  // Each converted file is named after its source without the extension: keep the names apart.
  const sources = names.map((name) => join(folder, name.replace(/\.(\w+)$/, '-$1.$1')));
  await Promise.all(
    sources.map((path, index) => writeFile(path, files[names[index] ?? ''] ?? new Uint8Array())),
  );
  await promisify(execFile)(
    SOFFICE,
    [
      `-env:UserInstallation=file://${join(folder, 'profile')}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):59,34,76,1',
      '--outdir',
      join(folder, 'out'),
      ...sources,
    ],
    { timeout: 120_000 },
  );
  return Promise.all(
    sources.map(async (path) =>
      parseCsv(
        await readFile(join(folder, 'out', path.slice(folder.length + 1).replace(/\.\w+$/, '.csv')), 'utf8'),
      ),
    ),
  );
}

describe('the price lists and software page', () => {
  test('each price list downloads as a dated zip of xlsx, xls and csv that an office program opens', async () => {
    const { context, page } = await signedInAt(harness, '/opt/price/');
    await page.getByRole('heading', { level: 1, name: 'Прайс-листы и ПО' }).waitFor();
    // The partner portal's live prices and stocks are its catalogue, not the page the client is on.
    const portal = page.getByRole('link', { name: 'Перейти в оптовый портал' });
    assert.equal(new URL((await portal.getAttribute('href')) ?? '', harness.url('/')).pathname, '/catalog');
    const buttons = page.getByRole('button', { name: /\(zip: xlsx, xls, csv\)$/ });
    assert.deepEqual(
      (await buttons.allTextContents()).map((label) => label.replace(/ от \d\d\.\d\d\.\d{4} .*$/, '')),
      ['Общий прайс-лист', 'Новинки', 'Иномарки', 'Пластик', 'Распродажа'],
    );
    assert.deepEqual(await seriousA11yViolations(page), [], 'axe on the price lists page');
    await screenshot(page, 'price-lists-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Распродажа от / }).click(),
    ]);
    const date = /^price-sale-(\d{4}-\d\d-\d\d)\.zip$/.exec(download.suggestedFilename())?.[1];
    assert.ok(date, `a dated zip: ${download.suggestedFilename()}`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
    assert.deepEqual(
      Object.keys(files).sort(),
      ['csv', 'xls', 'xlsx'].map((type) => `price-sale-${date}.${type}`),
    );

    const csv = parseCsv(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`price-sale-${date}.csv`]),
    );
    assert.equal(csv[0]?.[0], '\uFEFFАртикул', 'the CSV starts with a byte-order mark for Excel');
    const rows = [HEAD, ...csv.slice(1)];
    assert.ok(rows.length > 20, `the sale list has parts: ${rows.length - 1}`);
    for (const row of rows.slice(1)) {
      assert.equal(row.length, HEAD.length);
      assert.ok(Number(row[3]) > 0 && Number(row[4]) > 0, `stock and price of ${row.join(';')}`);
    }
    const folder = await mkdtemp(join(tmpdir(), 'price-list-'));
    try {
      const [xlsx, xls] = await asOpened(folder, files);
      assert.deepEqual(xlsx, rows, 'the xlsx opens with the rows of the csv');
      assert.deepEqual(xls, rows, 'the xls opens with the rows of the csv');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await context.close();
  });
});

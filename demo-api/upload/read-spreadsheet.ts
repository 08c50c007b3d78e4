import { Worker } from 'node:worker_threads';

/** Doc 2 §5, §9: at most 2,000,000 bytes. */
export const MAX_UPLOAD_BYTES = 2_000_000;
/** Rows read from a sheet: the header and the goods below it; more is not an order form. */
export const MAX_SHEET_ROWS = 5_100;
/**
 * Counted from the worker's start, which loads the spreadsheet library first: on a busy machine that
 * alone took over 5 s, and an ordinary file came back unreadable.
 */
const PARSE_TIMEOUT_MS = 15_000;

type SpreadsheetKind = 'xlsx' | 'xls' | 'ods';
export type Cell = string | number | boolean | null;
/** The sheet's non-blank rows: the cells' values, and the texts they show, row for row. */
type SheetResult = { rows: Cell[][]; texts: string[][] } | { error: 'unreadable' | 'no-sheet' | 'timeout' };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The kind of spreadsheet the name and the first bytes agree on: xlsx and ods are zip archives,
 * xls a compound file. Anything else (text, CSV, HTML saved as .xls) is not read at all, since a
 * spreadsheet library would happily guess at it.
 */
export function spreadsheetKind(name: string, bytes: Uint8Array): SpreadsheetKind | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if ((extension === 'xlsx' || extension === 'ods') && startsWith(bytes, ZIP)) return extension;
  if (extension === 'xls' && startsWith(bytes, COMPOUND_FILE)) return 'xls';
  return null;
}

const isCell = (value: unknown): value is Cell =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Reads the active sheet of a spreadsheet as rows of cells, in a worker thread bounded in memory
 * and time. A corrupt, hostile or too slow file gives an error, never a crash of the server.
 */
export function readSpreadsheet(bytes: Uint8Array, timeoutMs = PARSE_TIMEOUT_MS): Promise<SheetResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
      workerData: { bytes, maxRows: MAX_SHEET_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (result: SheetResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ error: 'timeout' }), timeoutMs);
    worker.once('message', (message: unknown) => {
      const { rows, texts } = message as { rows?: unknown; texts?: unknown };
      if (
        Array.isArray(rows) &&
        rows.every((row) => Array.isArray(row) && row.every(isCell)) &&
        Array.isArray(texts) &&
        texts.length === rows.length &&
        texts.every((row) => Array.isArray(row) && row.every((text) => typeof text === 'string'))
      ) {
        settle({ rows: rows as Cell[][], texts: texts as string[][] });
      } else
        settle({
          error: (message as { error?: 'no-sheet' }).error === 'no-sheet' ? 'no-sheet' : 'unreadable',
        });
    });
    // Out of memory, a crash inside the library: the worker dies, the server goes on.
    worker.once('error', () => settle({ error: 'unreadable' }));
    worker.once('exit', () => settle({ error: 'unreadable' }));
  });
}

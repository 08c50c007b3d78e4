// Reads one spreadsheet in a worker thread, so that a hostile file (a zip bomb, a pathological
// sheet) can only exhaust this worker's memory and time, never the server's. Plain JavaScript:
// the worker starts without the TypeScript loader. Answers { rows, texts } or { error }: each
// non-blank row as its cells' values and as the texts the cells show ('008701' for 8701 shown
// with six digits).
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { bytes, maxRows } = workerData;

const cellValue = (cell) => (cell && ['string', 'number', 'boolean'].includes(typeof cell.v) ? cell.v : null);
const textOf = (cell) => {
  if (typeof cell?.w === 'string') return cell.w;
  const value = cellValue(cell);
  return value === null ? '' : String(value);
};

try {
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    dense: true,
    sheetRows: maxRows,
    cellFormula: false,
    cellHTML: false,
    cellText: true,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    WTF: false,
  });
  // The sheet the file was saved on (doc 2 §4: one active sheet), else the first one.
  const active = workbook.Workbook?.Views?.[0]?.activeTab ?? 0;
  const name = workbook.SheetNames[active] ?? workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) {
    parentPort?.postMessage({ error: 'no-sheet' });
  } else {
    const data = sheet['!data'] ?? [];
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
    const rows = [];
    const texts = [];
    for (let r = range.s.r; r <= range.e.r; r += 1) {
      const line = data[r] ?? [];
      const values = [];
      const shown = [];
      for (let c = 0; c <= range.e.c; c += 1) {
        values.push(cellValue(line[c]));
        shown.push(textOf(line[c]));
      }
      if (values.every((value) => value === null || value === '')) continue;
      rows.push(values);
      texts.push(shown);
    }
    parentPort?.postMessage({ rows, texts });
  }
} catch {
  parentPort?.postMessage({ error: 'unreadable' });
}

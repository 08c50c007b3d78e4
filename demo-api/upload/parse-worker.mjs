// Reads one spreadsheet in a worker thread, so that a hostile file (a zip bomb, a pathological
// sheet) can only exhaust this worker's memory and time, never the server's. Plain JavaScript:
// the worker starts without the TypeScript loader. Answers { rows } or { error }.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

const { bytes, maxRows } = workerData;

try {
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    dense: true,
    sheetRows: maxRows,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
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
    const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: false });
    parentPort?.postMessage({ rows });
  }
} catch {
  parentPort?.postMessage({ error: 'unreadable' });
}

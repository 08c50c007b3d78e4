import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet, spreadsheetKind } from './read-spreadsheet';

const sheet = (): Uint8Array => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Артикул', 'Кол-во']]), 'Лист1');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
};

describe('readSpreadsheet', () => {
  it('reads the rows of a sheet in a worker', async () => {
    expect(await readSpreadsheet(sheet())).toEqual({
      rows: [['Артикул', 'Кол-во']],
      texts: [['Артикул', 'Кол-во']],
    });
  });

  it('gives up on a file that takes too long, and the server goes on', async () => {
    expect(await readSpreadsheet(sheet(), 1)).toEqual({ error: 'timeout' });
  });

  it('answers garbage with an error', async () => {
    const garbage = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    garbage.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await readSpreadsheet(garbage)).toEqual({ error: 'unreadable' });
  });

  it('knows a spreadsheet by its name and its first bytes', () => {
    expect(spreadsheetKind('a.XLSX', sheet())).toBe('xlsx');
    expect(spreadsheetKind('a.xls', sheet())).toBeNull();
    expect(spreadsheetKind('a.csv', new TextEncoder().encode('Артикул;Кол-во'))).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hotspot, VinPart } from '../domain/vin';
import {
  groupCallouts,
  highlightOf,
  hotspotNames,
  linkedHotspots,
  linkedSelection,
  NO_SELECTION,
  partAttributeLines,
  partRows,
  stepHotspot,
  toggleLock,
} from './unit-parts';

const part = (codeOnImage: string, oem: string, name = 'Деталь'): VinPart => ({
  oem,
  name,
  codeOnImage,
  attributes: [],
  products: [],
});
const spot = (code: string, x1: number, y1: number): Hotspot => ({ code, x1, y1, x2: x1 + 40, y2: y1 + 30 });

const codeArb = fc.constantFrom('', '1', '2', '3', '4', '5', '10');
const partsArb = fc.array(
  fc
    .record({ code: codeArb, oem: fc.string({ minLength: 1, maxLength: 8 }) })
    .map(({ code, oem }) => part(code, oem)),
  { maxLength: 25 },
);
const hotspotsArb = fc.array(
  fc
    .record({ code: codeArb.filter(Boolean), x: fc.nat(1000), y: fc.nat(800) })
    .map(({ code, x, y }) => spot(code, x, y)),
  { maxLength: 20 },
);

describe('unit parts table', () => {
  it('puts the rows of one callout together and numbers them as variants', () => {
    const rows = partRows([part('1', 'A'), part('2', 'B'), part('1', 'C'), part('', 'D'), part('', 'E')]);
    expect(rows.map((row) => [row.code, row.part.oem, row.variant])).toEqual([
      ['1', 'A', 1],
      ['1', 'C', 2],
      ['2', 'B', null],
      ['', 'D', null],
      ['', 'E', null],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(5);
  });

  it('keeps every part once, each callout in one run, variants counted from 1', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const rows = partRows(parts);
        expect(rows).toHaveLength(parts.length);
        for (const item of parts) expect(rows.filter((row) => row.part === item)).toHaveLength(1);
        const runs = rows
          .map((row) => row.code)
          .filter((code, index, codes) => code && codes[index - 1] !== code);
        expect(new Set(runs).size).toBe(runs.length);
        for (const row of rows) {
          const count = rows.filter((other) => other.code === row.code).length;
          if (row.code && count > 1) expect(row.variant).toBeGreaterThanOrEqual(1);
          else expect(row.variant).toBeNull();
        }
      }),
    );
  });
});

describe('hotspots and rows', () => {
  it('lights the rows of a pointed hotspot and the hotspots of a pointed row, and nothing else', () => {
    fc.assert(
      fc.property(partsArb, hotspotsArb, codeArb.filter(Boolean), (parts, hotspots, code) => {
        const rows = partRows(parts);
        const selection = { ...NO_SELECTION, pointed: code };
        const litRows = rows.filter((row) => highlightOf(selection, row.code) === 'pointed');
        const litSpots = linkedHotspots(hotspots, rows).filter((hotspot) =>
          highlightOf(selection, hotspot.code),
        );
        expect(litRows.map((row) => row.part)).toEqual(
          rows.map((row) => row.part).filter((p) => p.codeOnImage === code),
        );
        const hasRows = rows.some((row) => row.code === code);
        expect(litSpots).toEqual(
          hasRows
            ? hotspots.filter((hotspot) => hotspot.code === code).sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1)
            : [],
        );
      }),
    );
  });

  it('leaves out hotspots no row has, and orders the rest as the table', () => {
    const rows = partRows([part('2', 'A'), part('1', 'B')]);
    const hotspots = [spot('1', 0, 0), spot('9', 10, 10), spot('2', 500, 500), spot('2', 20, 20)];
    expect(linkedHotspots(hotspots, rows)).toEqual([spot('2', 20, 20), spot('2', 500, 500), spot('1', 0, 0)]);
  });

  it('locks a callout on a click and unlocks it on a second', () => {
    const locked = toggleLock(NO_SELECTION, '3');
    expect(locked).toEqual({ pointed: null, locked: '3', group: [] });
    expect(highlightOf(locked, '3')).toBe('locked');
    expect(highlightOf({ ...locked, pointed: '3' }, '3')).toBe('pointed');
    expect(toggleLock(locked, '4').locked).toBe('4');
    expect(toggleLock(locked, '3')).toEqual(NO_SELECTION);
    expect(highlightOf(locked, '')).toBeNull();
  });

  it('opens a unit from its link with the quick group’s callouts lit and its callout locked', () => {
    const rows = partRows([part('1', 'A1'), part('2', 'A2'), part('3', 'A3'), part('', 'A4')]);
    const selection = linkedSelection(rows, '2, 3,9,2', '3');
    expect(selection).toEqual({ pointed: null, locked: '3', group: ['2', '3'] });
    expect(highlightOf(selection, '2')).toBe('group');
    expect(highlightOf(selection, '3')).toBe('locked');
    expect(highlightOf(selection, '1')).toBeNull();
    expect(linkedSelection(rows, undefined, '9')).toEqual(NO_SELECTION);
    expect(groupCallouts([part('3', 'B1'), part(' 3 ', 'B2'), part('', 'B3'), part('7', 'B4')])).toBe('3,7');
  });

  it('moves between hotspots with the arrows, round the ends, and to the ends with Home and End', () => {
    expect(stepHotspot(4, 0, 'ArrowRight')).toBe(1);
    expect(stepHotspot(4, 3, 'ArrowDown')).toBe(0);
    expect(stepHotspot(4, 0, 'ArrowLeft')).toBe(3);
    expect(stepHotspot(4, 2, 'ArrowUp')).toBe(1);
    expect(stepHotspot(4, 2, 'Home')).toBe(0);
    expect(stepHotspot(4, 0, 'End')).toBe(3);
    expect(stepHotspot(4, 0, 'Enter')).toBeNull();
    expect(stepHotspot(0, 0, 'ArrowRight')).toBeNull();
  });
});

describe('part attributes', () => {
  it("reads the key 'amount' as the quantity, first, and skips empty values", () => {
    expect(
      partAttributeLines(
        [
          { key: 'note', name: 'Примечание', value: 'Для ABS' },
          { key: 'amount', name: '', value: '2' },
          { key: 'from', name: '', value: '09.2019' },
          { key: 'empty', name: 'Пусто', value: ' ' },
        ],
        'Количество',
      ),
    ).toEqual([
      { name: 'Количество', value: '2' },
      { name: 'Примечание', value: 'Для ABS' },
      { name: 'from', value: '09.2019' },
    ]);
  });
});

describe('hotspot names', () => {
  const spot = (code: string, x1: number): Hotspot => ({ code, x1, y1: 0, x2: x1 + 10, y2: 10 });
  const names = new Map([
    ['1', 'Фильтр масляный'],
    ['2', 'Прокладка'],
  ]);

  it('names a hotspot by its number and part, and a number drawn twice by its place too', () => {
    expect(hotspotNames([spot('1', 0), spot('2', 20), spot('1', 40)], names)).toEqual([
      '1 — Фильтр масляный, 1 из 2',
      '2 — Прокладка',
      '1 — Фильтр масляный, 2 из 2',
    ]);
  });

  it('never gives two hotspots one name', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', '3'), { maxLength: 12 }), (codes) => {
        const labels = hotspotNames(
          codes.map((code, index) => spot(code, index * 20)),
          names,
        );
        expect(new Set(labels).size).toBe(codes.length);
      }),
    );
  });
});

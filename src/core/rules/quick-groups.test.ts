import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuickGroup } from '../domain/vin';
import { findQuickGroup, quickGroupAncestors, searchQuickGroups } from './quick-groups';

const group = (
  id: string,
  name: string,
  synonyms: string[] = [],
  children: QuickGroup[] = [],
): QuickGroup => ({
  id,
  name,
  searchable: children.length === 0,
  synonyms,
  children,
});

const TREE: QuickGroup[] = [
  group(
    '1',
    'Двигатель',
    [],
    [
      group(
        '11',
        'Система зажигания',
        ['зажигание'],
        [
          group('111', 'Свечи зажигания', ['свеча', 'запальная свеча']),
          group('112', 'Катушки зажигания', ['модуль зажигания']),
        ],
      ),
      group(
        '12',
        'Система охлаждения',
        ['охлаждение'],
        [
          group('121', 'Радиатор', ['радиатор двигателя']),
          group('122', 'Помпа', ['водяной насос', 'насос охлаждающей жидкости']),
        ],
      ),
      group('13', 'Ремень ГРМ', ['зубчатый ремень']),
    ],
  ),
  group(
    '2',
    'Электрооборудование',
    [],
    [
      group(
        '21',
        'Стеклоочиститель',
        ['дворники'],
        [
          group('211', 'Щётки стеклоочистителя', ['дворники', 'щётки']),
          group('212', 'Мотор стеклоочистителя'),
        ],
      ),
      group('22', 'Освещение', [], [group('221', 'Фары', ['оптика', 'Xenon'])]),
    ],
  ),
];

const sorted = (set: ReadonlySet<string> | undefined) => [...(set ?? [])].sort();

describe('quick-group search', () => {
  it('waits for more than 3 characters', () => {
    expect(searchQuickGroups(TREE, 'све')).toBeNull();
    expect(searchQuickGroups(TREE, '  св  ')).toBeNull();
    expect(searchQuickGroups(TREE, 'свеч')).not.toBeNull();
  });

  it('finds a third-level group by its name in any case, opening the groups above it only', () => {
    const search = searchQuickGroups(TREE, 'СВЕЧИ');
    expect(sorted(search?.matched)).toEqual(['111']);
    expect(sorted(search?.shown)).toEqual(['1', '11', '111']);
    expect(sorted(search?.open)).toEqual(['1', '11']);
  });

  it('finds groups by a synonym, on the second and third levels', () => {
    const search = searchQuickGroups(TREE, 'Дворники');
    expect(sorted(search?.matched)).toEqual(['21', '211']);
    // A matching second-level group shows its whole branch, open.
    expect(sorted(search?.shown)).toEqual(['2', '21', '211', '212']);
    expect(sorted(search?.open)).toEqual(['2', '21']);
    expect(sorted(searchQuickGroups(TREE, 'водяной')?.matched)).toEqual(['122']);
  });

  it('reads text typed with the other keyboard layout on', () => {
    expect(sorted(searchQuickGroups(TREE, 'cdtxb')?.matched)).toEqual(['111']);
    expect(sorted(searchQuickGroups(TREE, 'Gjvgf')?.matched)).toEqual(['122']);
    // Russian keys for a Latin synonym.
    expect(sorted(searchQuickGroups(TREE, 'чутщт')?.matched)).toEqual(['221']);
  });

  it('treats ё as е and repeated spaces as one', () => {
    expect(sorted(searchQuickGroups(TREE, 'щетки   стекло')?.matched)).toEqual(['211']);
  });

  it('does not search the first level', () => {
    expect(searchQuickGroups(TREE, 'Двигатель')).toEqual({
      matched: new Set(),
      shown: new Set(),
      open: new Set(),
    });
    expect(sorted(searchQuickGroups(TREE, 'Электро')?.shown)).toEqual([]);
  });

  it('finds nothing for a text no group holds', () => {
    const search = searchQuickGroups(TREE, 'абракадабра');
    expect(search?.shown.size).toBe(0);
  });

  it('finds every searched group by any four letters of its name, with the groups above it open', () => {
    const searchable: { group: QuickGroup; ancestors: string[] }[] = [];
    const collect = (level: QuickGroup[], depth: number, ancestors: string[]) => {
      for (const item of level) {
        if (depth >= 1) searchable.push({ group: item, ancestors });
        collect(item.children, depth + 1, [...ancestors, item.id]);
      }
    };
    collect(TREE, 0, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...searchable),
        fc.nat(),
        fc.integer({ min: 4, max: 12 }),
        (target, at, length) => {
          const name = target.group.name;
          const start = at % Math.max(1, name.length - 3);
          const query = name.slice(start, start + length);
          fc.pre(query.trim().length >= 4 && query === query.trim());
          const search = searchQuickGroups(TREE, query);
          expect(search?.matched.has(target.group.id)).toBe(true);
          for (const id of target.ancestors) {
            expect(search?.open.has(id)).toBe(true);
            expect(search?.shown.has(id)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('quick-group tree', () => {
  it('names the groups above a group', () => {
    expect(quickGroupAncestors(TREE, '122')).toEqual(['1', '12']);
    expect(quickGroupAncestors(TREE, '1')).toEqual([]);
    expect(quickGroupAncestors(TREE, '999')).toBeNull();
  });

  it('finds a group anywhere in the tree', () => {
    expect(findQuickGroup(TREE, '221')?.name).toBe('Фары');
    expect(findQuickGroup(TREE, '999')).toBeNull();
  });
});

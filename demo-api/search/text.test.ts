import { describe, expect, it } from 'vitest';
import { compact, cyrillicToLatin, editDistance, latinToCyrillic, stem } from './text';

describe('demo search text', () => {
  it('retypes a query in the other layout, keeping capitals', () => {
    expect(latinToCyrillic('Rjkjlrb gthtlybt')).toBe('Колодки передние');
    expect(cyrillicToLatin('ПВИ1550')).toBe('GDB1550');
  });

  it('compares articles without separators or case', () => {
    expect(compact('HU 7008 z')).toBe('hu7008z');
    expect(compact('13.0460-7184.2')).toBe('13046071842');
  });

  it('drops Russian endings but keeps three letters', () => {
    expect(stem('тормозные')).toBe('тормозн');
    expect(stem('фильтров')).toBe('фильтр');
    expect(stem('фильтр')).toBe('фильтр');
    expect(stem('шрус')).toBe('шрус');
    expect(stem('polo')).toBe('polo');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('gbd1550', 'gdb1550', 2)).toBe(1);
    expect(editDistance('колотк', 'колодк', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

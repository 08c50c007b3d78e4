import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCyrillicLayout, toLatinLayout } from './keyboard-layout';

const LATIN_KEYS = [...'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~'];
const CYRILLIC_KEYS = [...'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ'];

describe('keyboard layout swap', () => {
  it('reads Latin keys as the Russian words they were meant to be', () => {
    expect(toCyrillicLayout('rjkjlrb')).toBe('колодки');
    expect(toCyrillicLayout('Abkmnh vfckzysq')).toBe('Фильтр масляный');
    expect(toCyrillicLayout('cdtxf pf;bufybz')).toBe('свеча зажигания');
  });

  it('reads Russian keys as the Latin article they were meant to be', () => {
    expect(toLatinLayout('ЦЙ 712/75')).toBe('WQ 712/75');
    expect(toLatinLayout('РГ 7008 я')).toBe('HU 7008 z');
    expect(toLatinLayout('ПВИ1550')).toBe('GDB1550');
  });

  it('maps the letter keys of the punctuation row both ways', () => {
    expect(toCyrillicLayout("[]';,.`")).toBe('хъэжбюё');
    expect(toLatinLayout('хъжэбюё')).toBe("[];',.`");
  });

  it('leaves digits, spaces and separators as typed', () => {
    expect(toCyrillicLayout('0 986-494/524')).toBe('0 986-494/524');
    expect(toLatinLayout('0 986-494/524')).toBe('0 986-494/524');
  });

  it('gives back what was typed after swapping there and back', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LATIN_KEYS, ' ', '0', '7', '-', '/')), (keys) => {
        const text = keys.join('');
        expect(toLatinLayout(toCyrillicLayout(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CYRILLIC_KEYS, ' ', '1', '-')), (keys) => {
        const text = keys.join('');
        expect(toCyrillicLayout(toLatinLayout(text))).toBe(text);
      }),
    );
  });

  it('turns every mapped key into a letter of the other alphabet', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LATIN_KEYS), (key) => {
        expect(toCyrillicLayout(key)).toMatch(/^[а-яё]$/i);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CYRILLIC_KEYS), (key) => {
        expect(toLatinLayout(key)).not.toMatch(/[а-яё]/i);
      }),
    );
  });
});

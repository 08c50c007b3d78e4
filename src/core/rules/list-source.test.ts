import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseListSource, listSourceKey } from './list-source';

describe('chooseListSource', () => {
  it('reads a section, a list kind, or neither (the whole catalogue)', () => {
    expect(chooseListSource({ sectionId: '41' })).toEqual({
      ok: true,
      source: { kind: 'catalog', sectionId: '41' },
    });
    expect(chooseListSource({ kind: 'trends', sectionId: '41' })).toEqual({
      ok: true,
      source: { kind: 'trends' },
    });
    expect(chooseListSource({})).toEqual({ ok: true, source: { kind: 'catalog', sectionId: null } });
    expect(chooseListSource({ sectionId: ' ', kind: '' })).toEqual({
      ok: true,
      source: { kind: 'catalog', sectionId: null },
    });
  });

  it('explains a kind or a section it cannot show', () => {
    expect(chooseListSource({ kind: 'sale' })).toEqual({
      ok: false,
      message: 'Неизвестный список «sale»: укажите novelty, trends или hits.',
    });
    expect(chooseListSource({ sectionId: 'brakes' })).toEqual({
      ok: false,
      message: 'Неверный раздел каталога «brakes»: укажите его номер.',
    });
  });

  it('accepts a section id exactly when it is a positive whole number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const choice = chooseListSource({ sectionId: text });
        const trimmed = text.trim();
        expect(choice.ok).toBe(trimmed === '' || /^[1-9]\d*$/.test(trimmed));
      }),
    );
  });

  it('keys sources so that only a change of source restarts a list', () => {
    expect(listSourceKey({ kind: 'catalog', sectionId: '41' })).toBe('catalog:41');
    expect(listSourceKey({ kind: 'catalog', sectionId: null })).toBe('catalog:');
    expect(listSourceKey({ kind: 'hits' })).toBe('hits');
  });
});

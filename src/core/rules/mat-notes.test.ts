import { matDataWire } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../api/mats';
import {
  defaultMatConfiguration,
  type MatConfiguration,
  resolveMatConfiguration,
  toggleMatConfigurationItem,
} from './mat-configuration';
import { matChangeNotes } from './mat-notes';

const data = matConstructorDataWire(matDataWire());
const base = defaultMatConfiguration(data);
const withItems = (...ids: string[]): MatConfiguration => ({
  ...base,
  items: ids.map((id) => ({ id, qty: 1 })),
});

/** The client checks or unchecks an item: the configuration after it and what is said. */
function toggle(before: MatConfiguration, id: string, on: boolean) {
  const after = toggleMatConfigurationItem(before, data, id, on);
  return { after, notes: matChangeNotes(before, after, data, { id, on }) };
}

describe('matChangeNotes', () => {
  it('says that the front pair and the rear mats became the full set, and what it does not hold', () => {
    const { after, notes } = toggle(withItems('c1cwzy5i', 'p9xw4bzd'), 'fu8qeqkk', true);
    expect(after.items).toEqual([{ id: 'h5arfuiw', qty: 1 }]);
    expect(notes).toEqual({
      items:
        'Передние и задние коврики вместе — это полный комплект. Позиция «Перемычка на тоннель» не входит в полный комплект и снята.',
      colour: null,
    });
    expect(toggle(withItems('c1cwzy5i'), 'fu8qeqkk', true).notes.items).toBe(
      'Передние и задние коврики вместе — это полный комплект.',
    );
  });

  it('says what checking the full set, or an item that excludes another, took away', () => {
    expect(toggle(withItems('c1cwzy5i', 'p9xw4bzd'), 'h5arfuiw', true).notes.items).toBe(
      'Позиция «Перемычка на тоннель» не входит в полный комплект и снята.',
    );
    expect(toggle(withItems('c1cwzy5i'), 'h5arfuiw', true).notes.items).toBeNull();
    expect(toggle(withItems('c1cwzy5i', 'p9xw4bzd'), 'cwgjmwqv', true).notes.items).toBe(
      'Позиция «Передние коврики» не сочетается с «Водительский коврик» и снята.',
    );
    expect(toggle(withItems('h5arfuiw'), 'p9xw4bzd', true).notes.items).toBe(
      'Позиция «Полный комплект» не сочетается с «Перемычка на тоннель» и снята.',
    );
    expect(toggle(withItems('p9xw4bzd'), 'p9xw4bzd', false).notes.items).toBe(
      'Комплект не бывает пустым: отмечена позиция «Полный комплект».',
    );
    expect(toggle(withItems('c1cwzy5i', 'p9xw4bzd'), 'p9xw4bzd', false).notes.items).toBeNull();
  });

  it('says which colour a new cell shape is not made in, and the one chosen instead', () => {
    const beige = { ...base, materialColour: '3' };
    const after = resolveMatConfiguration({ ...beige, material: '2' }, data).configuration;
    expect(after.materialColour).toBe('2');
    expect(matChangeNotes(beige, after, data)).toEqual({
      items: null,
      colour: 'Цвета «Бежевый» нет для формы ячейки «Сота»: выбран «Серый».',
    });
    const grey = { ...base, materialColour: '2' };
    const kept = resolveMatConfiguration({ ...grey, material: '2' }, data).configuration;
    expect(matChangeNotes(grey, kept, data).colour).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../domain/account';
import { canRepeat, linesToRepeat, repeatLine, repeatLines, repeatNote } from './repeat-order';

const item = (quantity: number, multiplicity: number, repeat: OrderItem['repeat'], id = '1'): OrderItem => ({
  id,
  name: 'Фильтр масляный',
  article: 'W 712/75',
  brand: 'MANN',
  price: 500,
  quantity,
  sum: 500 * quantity,
  photoUrl: null,
  deliveryDate: null,
  statusName: 'Выполнен',
  multiplicity,
  allowReturn: true,
  returnDays: null,
  innerId: '',
  repeat,
});

const part = (available: number, sold = true) => ({ productId: '1004', sold, available });

describe('repeatLine (issue 26: each line as it will go to the basket)', () => {
  it.each([
    [2, 1, part(38), 'Добавим как в заказе.'],
    [2, 1, part(1), 'Количество изменено: 2 → 1: в наличии 1 шт.'],
    [3, 4, part(100), 'Количество изменено: 3 → 4: продаётся по 4 шт.'],
    [5, 4, part(4), 'Количество изменено: 5 → 4: продаётся по 4 шт., в наличии 4 шт.'],
    [2, 1, part(0), 'Нет в наличии. Не будет добавлен.'],
    [4, 4, part(3), 'Нет в наличии. Не будет добавлен.'],
    [2, 1, part(38, false), 'Больше не продаётся. Не будет добавлен.'],
    [2, 1, null, 'Больше не продаётся. Не будет добавлен.'],
  ])('%i ordered, sold by %i, %j: %s', (quantity, multiplicity, repeat, note) => {
    expect(repeatNote(repeatLine(item(quantity, multiplicity, repeat)))).toBe(note);
  });

  it('says the stock is in the basket, not that there is none, when the basket holds it (issue 44)', () => {
    expect(repeatNote(repeatLine(item(2, 1, part(0)), 38))).toBe(
      'Весь доступный остаток уже в вашей корзине (38 шт.). Не будет добавлен.',
    );
    const [held, other] = repeatLines(
      [item(2, 1, part(0), 'a'), item(1, 1, { productId: '1011', sold: true, available: 0 }, 'b')],
      { '1004': 38 },
    );
    expect(held?.kind).toBe('in-basket');
    expect(other && repeatNote(other)).toBe('Нет в наличии. Не будет добавлен.');
    expect(linesToRepeat(held ? [held] : [])).toEqual([]);
  });

  it('sends only the lines that can go, with the quantities shown', () => {
    const lines = repeatLines([
      item(2, 1, part(1), 'a'),
      item(1, 1, part(0), 'b'),
      item(4, 4, { productId: '1011', sold: true, available: 36 }, 'c'),
      item(1, 1, null, 'd'),
    ]);
    expect(linesToRepeat(lines)).toEqual([
      { productId: '1004', quantity: 1 },
      { productId: '1011', quantity: 4 },
    ]);
  });

  it('offers the repeat only when the server names the parts', () => {
    expect(canRepeat([item(1, 1, null)])).toBe(false);
    expect(canRepeat([item(1, 1, null), item(1, 1, part(0))])).toBe(true);
  });

  it('never sends more than is left nor a quantity off the multiple, and says why it changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1000 }),
        (quantity, multiplicity, available) => {
          const line = repeatLine(item(quantity, multiplicity, part(available)));
          if (line.kind !== 'add') {
            expect(line.kind).toBe('no-stock');
            expect(available).toBeLessThan(multiplicity);
            return;
          }
          expect(line.quantity % multiplicity).toBe(0);
          expect(line.quantity).toBeLessThanOrEqual(available);
          expect(line.quantity).toBeGreaterThan(0);
          const note = repeatNote(line);
          if (line.quantity === quantity) expect(note).toBe('Добавим как в заказе.');
          else expect(note).toContain(`${quantity} → ${line.quantity}`);
        },
      ),
    );
  });
});

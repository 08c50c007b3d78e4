import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnOrder,
  emailProblems,
  isPriceListValid,
  moveColumn,
  PRICE_LIST_COLUMNS,
  type PriceListForm,
  priceListParams,
  splitEmails,
  validatePriceList,
} from './price-list';

const form: PriceListForm = {
  emails: ['zakupki@avtodetal-chr.ru'],
  period: '158',
  days: [],
  format: '171',
  columns: [...PRICE_LIST_COLUMNS],
};

describe('price-list form', () => {
  it('is valid filled in', () => {
    expect(validatePriceList(form)).toEqual({});
    expect(isPriceListValid(form)).toBe(true);
  });

  it("checks each e-mail: 'Заполните поле.' when empty, 'Неверный e-mail.' when not an address", () => {
    expect(emailProblems(['', 'a@b.ru', 'nope', 'x@y'])).toEqual([
      'Заполните поле.',
      undefined,
      'Неверный e-mail.',
      'Неверный e-mail.',
    ]);
    expect(validatePriceList({ ...form, emails: ['a@b.ru', 'nope'] })).toEqual({
      emails: 'Неверный e-mail.',
    });
    expect(validatePriceList({ ...form, emails: [] })).toEqual({ emails: 'Заполните поле.' });
  });

  it('needs a schedule and a format, and days only for the schedule 161', () => {
    expect(validatePriceList({ ...form, period: '', format: '' })).toEqual({
      period: 'Заполните поле.',
      format: 'Заполните поле.',
    });
    expect(validatePriceList({ ...form, period: '161' })).toEqual({ days: 'Заполните поле.' });
    expect(validatePriceList({ ...form, period: '161', days: ['3'] })).toEqual({});
    expect(validatePriceList({ ...form, period: '159', days: [] })).toEqual({});
  });

  it('sends the stock flag on, the columns joined and the days only with 161, Monday first', () => {
    expect(priceListParams({ ...form, emails: [' a@b.ru ', 'c@d.ru'], days: ['5', '1'] })).toEqual({
      emails: 'a@b.ru, c@d.ru',
      raspisanie: '158',
      format: '171',
      stock: true,
      fields: 'article,brand,descr,qty,regular_price,ratio,code',
      day: undefined,
    });
    expect(priceListParams({ ...form, period: '161', days: ['5', '1'] }).day).toEqual(['1', '5']);
  });

  it('reads stored e-mails and column orders', () => {
    expect(splitEmails('a@b.ru, c@d.ru;e@f.ru')).toEqual(['a@b.ru', 'c@d.ru', 'e@f.ru']);
    expect(columnOrder(['brand', 'article', 'nope', 'brand'])).toEqual([
      'brand',
      'article',
      'descr',
      'qty',
      'regular_price',
      'ratio',
      'code',
    ]);
    expect(columnOrder([''])).toEqual([...PRICE_LIST_COLUMNS]);
  });

  it('moves one column and keeps every column once, in any move', () => {
    expect(moveColumn(PRICE_LIST_COLUMNS, 1, 0).slice(0, 3)).toEqual(['brand', 'article', 'descr']);
    expect(moveColumn(PRICE_LIST_COLUMNS, 6, 99).at(-1)).toBe('code');
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 9 }), fc.integer({ min: -2, max: 9 }), (from, to) => {
        const moved = moveColumn(PRICE_LIST_COLUMNS, from, to);
        expect([...moved].sort()).toEqual([...PRICE_LIST_COLUMNS].sort());
        const source = Math.min(Math.max(from, 0), 6);
        expect(moved[Math.min(Math.max(to, 0), 6)]).toBe(PRICE_LIST_COLUMNS[source]);
      }),
    );
  });
});

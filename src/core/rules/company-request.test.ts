import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  type CompanyRequestFields,
  EMPTY_COMPANY_REQUEST,
  isEmailValid,
  isInnValid,
  shouldLookUpInn,
  validateCompanyRequest,
} from './company-request';

const filled: CompanyRequestFields = {
  company: 'ООО «Автомир-Воронеж»',
  inn: '3662123456',
  kpp: '',
  name: 'Иван Сидоров',
  phone: '+7 900 123-45-67',
  email: 'zakaz@automir.ru',
  comment: '',
};

describe('company request validation', () => {
  it("asks for the five required fields with 'Заполните поле.'", () => {
    expect(validateCompanyRequest(EMPTY_COMPANY_REQUEST)).toEqual({
      company: 'Заполните поле.',
      inn: 'Заполните поле.',
      name: 'Заполните поле.',
      phone: 'Заполните поле.',
      email: 'Заполните поле.',
    });
  });

  it('is valid with them filled; KPP and comment are free', () => {
    expect(validateCompanyRequest(filled)).toEqual({});
    expect(validateCompanyRequest({ ...filled, kpp: 'что угодно', comment: 'x'.repeat(500) })).toEqual({});
  });

  it("says 'Неверный ИНН' and 'Неверный e-mail.'", () => {
    expect(validateCompanyRequest({ ...filled, inn: '12345', email: 'zakaz@' })).toEqual({
      inn: 'Неверный ИНН',
      email: 'Неверный e-mail.',
    });
  });

  it('takes a phone that does not fill the mask as not filled', () => {
    expect(validateCompanyRequest({ ...filled, phone: '+7 900 123' })).toEqual({ phone: 'Заполните поле.' });
  });

  it('refuses a number with another country’s code, saying why (issue 44.9)', () => {
    expect(validateCompanyRequest({ ...filled, phone: '+375 29 123-45-67' })).toEqual({
      phone: 'Номера других стран не принимаются: укажите номер с кодом +7.',
    });
  });
});

describe('the INN rule', () => {
  it('wants 10 or 12 characters with a digit', () => {
    expect(isInnValid('3662123456')).toBe(true);
    expect(isInnValid('366200112233')).toBe(true);
    expect(isInnValid('36621234567')).toBe(false);
    expect(isInnValid('abcdefghij')).toBe(false);
    expect(isInnValid('a1cdefghij')).toBe(true);
  });

  it('holds for any text: valid exactly when 10 or 12 long with a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const trimmed = text.trim();
        expect(isInnValid(text)).toBe([10, 12].includes(trimmed.length) && /\d/.test(trimmed));
      }),
    );
  });

  it('starts the lookup at 10 or 12 characters', () => {
    expect(shouldLookUpInn('366212345')).toBe(false);
    expect(shouldLookUpInn('3662123456')).toBe(true);
    expect(shouldLookUpInn('36621234567')).toBe(false);
    expect(shouldLookUpInn('366200112233')).toBe(true);
  });
});

describe('e-mail', () => {
  it('matches a standard address', () => {
    for (const good of ['a@b.ru', 'zakaz.opt@avto-detal.spb.ru', ' a@b.ru '])
      expect(isEmailValid(good)).toBe(true);
    for (const bad of ['', 'a', 'a@', 'a@b', '@b.ru', 'a b@c.ru', 'a@b..ru', 'a@b.ru.'])
      expect(isEmailValid(bad)).toBe(false);
  });
});

describe('a suggestion', () => {
  it('fills company, INN and KPP and keeps the rest', () => {
    expect(
      applySuggestion(
        { ...filled, company: '', kpp: '' },
        { name: 'ООО «Липецк-Авто»', inn: '4826054321', kpp: '482601001' },
      ),
    ).toEqual({ ...filled, company: 'ООО «Липецк-Авто»', inn: '4826054321', kpp: '482601001' });
  });
});

import { describe, expect, it } from 'vitest';
import { expressContactProblem, validateExpressContact } from './express-contact';

const phone = '+7 473 200-00-12';

describe('express delivery contact', () => {
  it('accepts a name of 3 letters and a complete phone', () => {
    expect(validateExpressContact({ name: 'Иван', phone })).toEqual({});
    expect(validateExpressContact({ name: ' Лев ', phone })).toEqual({});
    expect(expressContactProblem({ name: 'Иван', phone })).toBeNull();
  });

  it('asks for both when both are empty', () => {
    expect(validateExpressContact({ name: ' ', phone: '' })).toEqual({
      name: 'Требуется указать имя.',
      phone: 'Требуется указать телефон.',
    });
    expect(expressContactProblem({ name: '', phone: '' })).toBe('Требуется указать имя.');
  });

  it('asks for the missing phone', () => {
    expect(expressContactProblem({ name: 'Иван', phone: '' })).toBe('Требуется указать телефон.');
  });

  it("says 'Одно из полей заполнено не верно.' when both are filled but one is wrong", () => {
    expect(validateExpressContact({ name: 'Ив', phone })).toEqual({
      name: 'Имя слишком короткое.',
      form: 'Одно из полей заполнено не верно.',
    });
    expect(validateExpressContact({ name: 'Иван', phone: '+7 473 200' })).toEqual({
      phone: 'Номер телефона не верный.',
      form: 'Одно из полей заполнено не верно.',
    });
    expect(expressContactProblem({ name: 'Иван', phone: '+7 473 200' })).toBe(
      'Одно из полей заполнено не верно.',
    );
  });

  it('refuses a number with another country’s code, saying why (issue 44.9)', () => {
    expect(validateExpressContact({ name: 'Иван', phone: '+375 29 123-45-67' })).toEqual({
      phone: 'Номера других стран не принимаются: укажите номер с кодом +7.',
      form: 'Одно из полей заполнено не верно.',
    });
  });

  it('names a short name when the phone is missing', () => {
    expect(validateExpressContact({ name: 'Ив', phone: '' })).toEqual({
      name: 'Имя слишком короткое.',
      phone: 'Требуется указать телефон.',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPasswordAcceptable, validateChangePassword } from './change-password';

const WEAK = 'Пароль должен быть не короче 6 символов и не может состоять из одних пробелов.';

describe('password change form', () => {
  it("needs all three fields: 'Не заполнены обязательные поля'", () => {
    for (const fields of [
      { oldPassword: '', newPassword: 'a', confirmPassword: 'a' },
      { oldPassword: 'x', newPassword: '', confirmPassword: 'a' },
      { oldPassword: 'x', newPassword: 'a', confirmPassword: '' },
    ])
      expect(validateChangePassword(fields)).toEqual({ form: 'Не заполнены обязательные поля' });
  });

  it("needs the new password twice the same: 'Пароли не совпадают'", () => {
    expect(
      validateChangePassword({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({ confirmPassword: 'Пароли не совпадают' });
    expect(
      validateChangePassword({ oldPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({});
  });

  it("refuses '1' and three spaces with the server contract's rule", () => {
    for (const weak of ['1', '   ', '      ', '12345', '\t \n   '])
      expect(validateChangePassword({ oldPassword: 'x', newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: WEAK,
      });
  });

  it('takes any password of 6 characters or more that is not all spaces, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (password) => {
        const expected = password.length >= 6 && /\S/.test(password);
        expect(isPasswordAcceptable(password)).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 6 }).filter((text) => text.trim() !== ''),
        (password) => {
          expect(
            validateChangePassword({ oldPassword: 'x', newPassword: password, confirmPassword: password }),
          ).toEqual({});
        },
      ),
    );
  });
});

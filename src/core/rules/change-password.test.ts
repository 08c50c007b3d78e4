import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password';

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
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Пароли не совпадают',
    });
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).toEqual(
      {},
    );
  });
});

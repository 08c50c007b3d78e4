import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { changePasswordFailure, validateChangePassword } from './change-password';

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

  it('shows a network error as text and the server message as it came', () => {
    expect(changePasswordFailure(new ApiError('network', 'x'))).toBe(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(changePasswordFailure(new ApiError('rejected', 'x', { serverMessage: 'Слабый пароль' }))).toBe(
      'Слабый пароль',
    );
    expect(changePasswordFailure(new ApiError('http', 'x', { status: 500 }))).toBe('Произошла ошибка.');
  });
});

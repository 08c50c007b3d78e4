import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { passwordCheckErrorMessage, signInErrorMessage } from './sign-in-error';

const now = Date.UTC(2026, 10, 26, 23, 30, 0);
const throttled = (retryAfter?: string) =>
  new ApiError('rejected', 'Слишком много неудачных попыток входа.', {
    status: 429,
    code: 'too_many_attempts',
    serverMessage: 'Слишком много неудачных попыток входа.',
    retryAfter,
  });

describe('signInErrorMessage', () => {
  it.each([
    ['60', 'Слишком много неудачных попыток входа. Повторите вход через 1 минуту.'],
    ['125', 'Слишком много неудачных попыток входа. Повторите вход через 3 минуты.'],
    ['900', 'Слишком много неудачных попыток входа. Повторите вход через 15 минут.'],
    ['21', 'Слишком много неудачных попыток входа. Повторите вход через 21 секунду.'],
    ['Thu, 26 Nov 2026 23:35:00 GMT', 'Слишком много неудачных попыток входа. Повторите вход через 5 минут.'],
    [undefined, 'Слишком много неудачных попыток входа. Повторите вход позже.'],
  ])('says when to try again when sign-ins are held back (Retry-After %s)', (retryAfter, text) => {
    expect(signInErrorMessage(throttled(retryAfter), now)).toBe(text);
  });

  it("passes other failures' words on as any call's", () => {
    const wrong = new ApiError('rejected', 'Неверный логин или пароль.', {
      status: 400,
      serverMessage: 'Неверный логин или пароль.',
    });
    expect(signInErrorMessage(wrong, now)).toBe('Неверный логин или пароль.');
    expect(signInErrorMessage(new ApiError('network', 'no answer'), now)).toBe('Нет связи с сервером.');
  });
});

describe('passwordCheckErrorMessage', () => {
  const message = passwordCheckErrorMessage(
    () => 'Текущий пароль указан неверно.',
    () => now,
  );

  it.each([
    ['60', 'Слишком много неверных попыток ввести текущий пароль. Повторите через 1 минуту.'],
    ['300', 'Слишком много неверных попыток ввести текущий пароль. Повторите через 5 минут.'],
    [undefined, 'Слишком много неверных попыток ввести текущий пароль. Повторите позже.'],
  ])('says when to try again when password checks are held back (Retry-After %s)', (retryAfter, text) => {
    expect(message(throttled(retryAfter))).toBe(text);
  });

  it('leaves any other failure to the page', () => {
    const wrong = new ApiError('rejected', 'Текущий пароль указан неверно.', { status: 400 });
    expect(message(wrong)).toBe('Текущий пароль указан неверно.');
  });
});

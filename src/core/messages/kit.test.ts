import { describe, expect, it } from 'vitest';
import { formErrorSummary } from './kit';

describe('the summary of a refused form', () => {
  it.each([
    [1, ['Неверный e-mail.'], 'Форма не отправлена: 1 ошибка. Неверный e-mail.'],
    [
      2,
      ['Макс. кол-во 8', 'Заполните поле'],
      'Форма не отправлена: 2 ошибки. Макс. кол-во 8. Заполните поле.',
    ],
    [5, ['a', 'b', 'c', 'd', 'e'], 'Форма не отправлена: 5 ошибок. a. b. c. d. e.'],
    [5, Array(5).fill('Заполните поле'), 'Форма не отправлена: 5 ошибок. Заполните поле.'],
  ])('%i fields with %j read %s', (fields, messages, summary) => {
    expect(formErrorSummary(fields, messages)).toBe(summary);
  });
});

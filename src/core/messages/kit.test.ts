import { describe, expect, it } from 'vitest';
import { formErrorSummary } from './kit';

describe('the summary of a refused form', () => {
  it.each([
    [['Неверный e-mail.'], 'Форма не отправлена: 1 ошибка. Неверный e-mail.'],
    [['Макс. кол-во 8', 'Заполните поле'], 'Форма не отправлена: 2 ошибки. Макс. кол-во 8. Заполните поле.'],
    [['a', 'b', 'c', 'd', 'e'], 'Форма не отправлена: 5 ошибок. a. b. c. d. e.'],
  ])('%j reads %s', (messages, summary) => {
    expect(formErrorSummary(messages)).toBe(summary);
  });
});

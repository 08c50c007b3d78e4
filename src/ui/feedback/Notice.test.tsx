import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is a polite status for info and success', () => {
    render(
      <>
        <Notice>Загружаем товары…</Notice>
        <Notice tone="success">Изменения успешно сохранены</Notice>
      </>,
    );
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
      'Загружаем товары…',
      'Изменения успешно сохранены',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is an alert for a warning or an error', () => {
    render(
      <>
        <Notice tone="warning">Внимание! Выберите товары для заказа.</Notice>
        <Notice tone="error">Произошла ошибка.</Notice>
      </>,
    );
    expect(screen.getAllByRole('alert').map((notice) => notice.textContent)).toEqual([
      'Внимание! Выберите товары для заказа.',
      'Произошла ошибка.',
    ]);
  });

  it('carries its tone, part and the class that places it', () => {
    render(
      <Notice tone="error" className="placed" part="error">
        Произошла ошибка.
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.dataset.tone).toBe('error');
    expect(notice.getAttribute('part')).toBe('error');
    expect(notice.classList.contains('placed')).toBe(true);
  });
});

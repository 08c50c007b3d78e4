import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

const button = () => screen.getByRole('button') as HTMLButtonElement;

describe('Button', () => {
  it('is a plain button named by its text, pressed once per click', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Показать</Button>);
    expect(button().type).toBe('button');
    expect(screen.getByRole('button', { name: 'Показать' })).toBe(button());
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy reads its busy label, stays focusable and ignores presses', () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy busyLabel="Входим…" onClick={onClick}>
        Войти
      </Button>,
    );
    expect(button().textContent).toBe('Входим…');
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    button().focus();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps room for the other label, so its width does not change', () => {
    const { rerender } = render(<Button busyLabel="Оформляем заказ…">Оформить заказ</Button>);
    expect(button().getAttribute('data-other-label')).toBe('Оформляем заказ…');
    rerender(
      <Button busy busyLabel="Оформляем заказ…">
        Оформить заказ
      </Button>,
    );
    expect(button().getAttribute('data-other-label')).toBe('Оформить заказ');
  });

  it('does not submit its form again while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Войти</Button>
      </form>,
    );
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Войти
        </Button>
      </form>,
    );
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled when told, and then not busy', () => {
    render(<Button disabled>Войти</Button>);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBeNull();
  });
});

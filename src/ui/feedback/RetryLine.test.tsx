import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryLine } from './RetryLine';

describe('RetryLine', () => {
  it("says what failed in an alert with 'Повторить' inside it", () => {
    const onRetry = vi.fn();
    render(<RetryLine message="Произошла ошибка." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Произошла ошибка.Повторить');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes the class that places or frames it, and a part', () => {
    render(
      <RetryLine
        message="Не удалось загрузить товары."
        onRetry={() => undefined}
        className="framed"
        part="error"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.classList.contains('framed')).toBe(true);
    expect(alert.getAttribute('part')).toBe('error');
  });
});

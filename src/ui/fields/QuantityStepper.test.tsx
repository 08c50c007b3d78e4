import { type QuantityLimits, startingQuantity } from '@portal/core/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

function Stepper({ limits }: { limits: QuantityLimits }) {
  const [quantity, setQuantity] = useState(() => startingQuantity(0, limits));
  return <QuantityStepper quantity={quantity} limits={limits} onChange={setQuantity} />;
}

const input = () => screen.getByRole('textbox', { name: 'Количество' }) as HTMLInputElement;

describe('QuantityStepper', () => {
  it('steps by the multiplicity and caps at the stock with a notice', () => {
    render(<Stepper limits={{ multiplicity: 4, stock: 10 }} />);
    expect(input().value).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(input().value).toBe('8');
    expect(screen.getByRole('status').textContent).toBe('Макс. кол-во 8');
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(input().value).toBe('4');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'Неверное кол-во' for a typed non-multiple and keeps what was typed", () => {
    render(<Stepper limits={{ multiplicity: 4, stock: 100 }} />);
    fireEvent.change(input(), { target: { value: '6' } });
    expect(input().value).toBe('6');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Неверное кол-во');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('answers letters with a clear message', () => {
    render(<Stepper limits={{}} />);
    fireEvent.change(input(), { target: { value: 'десять' } });
    expect(screen.getByRole('alert').textContent).toBe('Кол-во должно быть больше 0');
  });
});

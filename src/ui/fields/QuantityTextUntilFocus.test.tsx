import { type QuantityLimits, startingQuantity } from '@portal/core/catalogue';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';
import { QuantityTextUntilFocus } from './QuantityTextUntilFocus';

function Stepper({ limits }: { limits: QuantityLimits }) {
  const [quantity, setQuantity] = useState(() => startingQuantity(0, limits));
  return (
    <QuantityStepper
      quantity={quantity}
      limits={limits}
      onChange={setQuantity}
      field={QuantityTextUntilFocus}
    />
  );
}

const quantity = () => screen.getByRole('textbox', { name: 'Количество' });

describe('QuantityTextUntilFocus', () => {
  it('shows the quantity as text under the field’s role and name until focused, then as the field, its text selected', () => {
    const { container } = render(<Stepper limits={{ multiplicity: 2, stock: 10 }} />);
    expect(quantity().textContent).toBe('2');
    expect(container.querySelector('input')).toBeNull();
    // The buttons work on the text as on the field.
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(quantity().textContent).toBe('4');
    act(() => quantity().focus());
    const field = quantity() as HTMLInputElement;
    expect(field.tagName).toBe('INPUT');
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('4');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 1]);
    // The stepper's rule holds for what is typed in it.
    fireEvent.change(field, { target: { value: '7' } });
    expect(screen.getByRole('alert').textContent).toBe('Неверное кол-во');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(quantity().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('is out of the tab order and stays text while the stepper is disabled', () => {
    render(
      <QuantityStepper
        quantity={startingQuantity(0, {})}
        limits={{}}
        onChange={() => undefined}
        disabled
        field={QuantityTextUntilFocus}
      />,
    );
    expect(quantity().getAttribute('tabindex')).toBeNull();
    expect(quantity().getAttribute('aria-disabled')).toBe('true');
    act(() => quantity().focus());
    expect(quantity().tagName).toBe('SPAN');
  });
});

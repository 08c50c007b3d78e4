import { getSession, markupOf } from '@portal/core/session';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkupControl } from './MarkupControl';

const toggle = () => screen.getByRole('button', { name: /^Наценка %/ });
const percentField = () => screen.findByRole('textbox', { name: 'Наценка, %' });

describe('MarkupControl', () => {
  it("opens with '%', applies on 'Готово' and closes", async () => {
    render(<MarkupControl />);
    expect(toggle().textContent).toBe('%');
    expect(toggle().getAttribute('aria-label')).toBe('Наценка %');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(await percentField(), { target: { value: '10' } });
    expect(
      (screen.getByRole('checkbox', { name: 'Показывать цены с наценкой' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(markupOf(getSession()).get()).toEqual({ enabled: false, percent: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(markupOf(getSession()).get()).toEqual({ enabled: true, percent: 10 });
    expect(screen.queryByRole('button', { name: 'Готово' })).toBeNull();
    expect(toggle().textContent).toBe('% 10');
    // The name holds what the button shows (WCAG 2.5.3).
    expect(toggle().getAttribute('aria-label')).toBe('Наценка % 10');
  });

  it('turns the markup off with the switch', async () => {
    markupOf(getSession()).set({ enabled: true, percent: 12.5 });
    render(<MarkupControl />);
    fireEvent.click(toggle());
    expect(((await percentField()) as HTMLInputElement).value).toBe('12,5');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Показывать цены с наценкой' }));
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(markupOf(getSession()).get()).toEqual({ enabled: false, percent: 12.5 });
  });

  it('explains a percent that is not one positive number, and applies no markup', async () => {
    render(<MarkupControl />);
    fireEvent.click(toggle());
    fireEvent.change(await percentField(), { target: { value: '10 20' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Укажите одно положительное число, например 10. Иначе цены показываются без наценки.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(markupOf(getSession()).get()).toEqual({ enabled: false, percent: 0 });
  });

  it('closes on Escape without applying', async () => {
    render(<MarkupControl />);
    fireEvent.click(toggle());
    fireEvent.change(await percentField(), { target: { value: '15' } });
    fireEvent.keyDown(await percentField(), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Наценка, %' })).toBeNull();
    expect(markupOf(getSession()).get()).toEqual({ enabled: false, percent: 0 });
  });

  it('closes on Escape pressed on its button, where the focus stays as it opens', async () => {
    render(<MarkupControl />);
    const button = screen.getByRole('button', { name: /^Наценка/ });
    fireEvent.click(button);
    await screen.findByRole('group', {}, { timeout: 10_000 });
    button.focus();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

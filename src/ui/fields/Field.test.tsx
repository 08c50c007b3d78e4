import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('names its control by the label', () => {
    render(<Field label="Логин">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Логин' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the message under the control, describing it and marking it invalid', () => {
    render(
      <Field label="Пароль" error="Заполните поле">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Пароль' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Заполните поле');
  });

  it('describes the control by a hint without making it invalid', () => {
    render(
      <Field label="Дата с" hint="01.02.2026">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Дата с' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '01.02.2026',
    );
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="Логин" error="Заполните поле">
          {(control) => <input {...control} />}
        </Field>
        <Field label="Пароль" error="Заполните поле">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const [login, password] = screen.getAllByRole('textbox');
    expect(login?.id).not.toBe(password?.id);
    expect(login?.getAttribute('aria-describedby')).not.toBe(password?.getAttribute('aria-describedby'));
  });
});

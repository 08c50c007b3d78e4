import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { useFormFields } from './useFormFields';

interface Fields {
  login: string;
  password: string;
}

const required = ({ login, password }: Fields) => ({
  ...(login.trim() === '' ? { login: 'Заполните поле' } : {}),
  ...(password === '' ? { password: 'Заполните поле' } : {}),
});

function LoginForm({ onSignIn }: { onSignIn: (fields: Fields) => void }) {
  const [values, setValues] = useState<Fields>({ login: '', password: '' });
  const form = useFormFields(values, required);
  return (
    <form onSubmit={form.submit(() => onSignIn(values))} noValidate>
      {(['login', 'password'] as const).map((name) => (
        <Field key={name} label={name === 'login' ? 'Логин' : 'Пароль'} error={form.error(name)}>
          {(control) => (
            <input
              {...control}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
              onBlur={() => form.touch(name)}
            />
          )}
        </Field>
      ))}
      {form.summary}
      <output>{form.valid ? 'можно' : 'нельзя'}</output>
      <button type="submit">Войти</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const messages = () => screen.queryAllByText('Заполните поле').length;

describe('useFormFields', () => {
  it('shows no message before a field is left, and its message once it is', () => {
    render(<LoginForm onSignIn={() => undefined} />);
    expect(screen.getByText('нельзя')).toBeTruthy();
    expect(messages()).toBe(0);
    fireEvent.focusOut(field('Логин'));
    expect(field('Логин').getAttribute('aria-invalid')).toBe('true');
    expect(messages()).toBe(1);
    fireEvent.change(field('Логин'), { target: { value: 'demo' } });
    expect(field('Логин').getAttribute('aria-invalid')).toBeNull();
    expect(messages()).toBe(0);
  });

  it('marks every field touched on submit and submits only valid values', () => {
    const onSignIn = vi.fn();
    render(<LoginForm onSignIn={onSignIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(messages()).toBe(2);
    expect(onSignIn).not.toHaveBeenCalled();
    fireEvent.change(field('Логин'), { target: { value: 'demo' } });
    fireEvent.change(field('Пароль'), { target: { value: 'secret' } });
    expect(screen.getByText('можно')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onSignIn).toHaveBeenCalledWith({ login: 'demo', password: 'secret' });
  });

  it('after a refused submit focuses the first invalid field and announces what is wrong, each time', async () => {
    render(<LoginForm onSignIn={() => undefined} />);
    fireEvent.change(field('Логин'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Пароль')));
    expect(field('Пароль').getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(field('Пароль').getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Заполните поле');
    const summary = () => screen.getByText(/^Форма не отправлена/).closest('[role="status"]');
    await waitFor(() =>
      expect(summary()?.textContent).toBe('Форма не отправлена: 1 ошибка. Заполните поле.'),
    );
    const said = summary()?.firstElementChild;
    field('Логин').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Пароль')));
    // A new node: the same summary is read again.
    await waitFor(() => expect(summary()?.firstElementChild).not.toBe(said));
  });
});

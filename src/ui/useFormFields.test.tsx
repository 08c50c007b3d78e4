import { fireEvent, render, screen } from '@testing-library/react';
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
  const form = useFormFields({ initial: { login: '', password: '' }, validate: required });
  return (
    <form onSubmit={form.submit(onSignIn)} noValidate>
      {(['login', 'password'] as const).map((name) => (
        <Field key={name} label={name === 'login' ? 'Логин' : 'Пароль'} error={form.error(name)}>
          {(control) => (
            <input
              {...control}
              value={form.values[name]}
              onChange={(event) => form.set(name, event.currentTarget.value)}
              onBlur={() => form.touch(name)}
            />
          )}
        </Field>
      ))}
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
    expect(field('Логин').value).toBe('demo');
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

  it('works on values kept by the caller', () => {
    const changes: Fields[] = [];
    function Outer() {
      const [values, setValues] = useState<Fields>({ login: 'demo', password: '' });
      const form = useFormFields({
        values,
        onChange: (next: Fields) => {
          changes.push(next);
          setValues(next);
        },
        validate: required,
      });
      return (
        <Field label="Пароль" error={form.error('password')}>
          {(control) => (
            <input
              {...control}
              value={form.values.password}
              onChange={(event) => form.set('password', event.currentTarget.value)}
              onBlur={() => form.touch('password')}
            />
          )}
        </Field>
      );
    }
    render(<Outer />);
    fireEvent.focusOut(field('Пароль'));
    expect(messages()).toBe(1);
    fireEvent.change(field('Пароль'), { target: { value: 'x' } });
    expect(changes).toEqual([{ login: 'demo', password: 'x' }]);
    expect(messages()).toBe(0);
  });
});

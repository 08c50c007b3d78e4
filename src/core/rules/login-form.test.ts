import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form';

describe('login form', () => {
  it("asks for both fields with 'Заполните поле'", () => {
    expect(validateLogin({ login: '', password: '' })).toEqual({
      login: 'Заполните поле',
      password: 'Заполните поле',
    });
    expect(validateLogin({ login: '   ', password: 'x' })).toEqual({ login: 'Заполните поле' });
  });

  it('is valid once both are filled', () => {
    expect(validateLogin({ login: 'demo', password: 'demo' })).toEqual({});
    expect(Object.keys(validateLogin({ login: 'demo', password: '' }))).toEqual(['password']);
  });
});

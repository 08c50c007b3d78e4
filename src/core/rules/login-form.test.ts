import { describe, expect, it } from 'vitest';
import { isLoginValid, validateLogin } from './login-form';

describe('login form', () => {
  it("asks for both fields with 'Заполните поле'", () => {
    expect(validateLogin({ login: '', password: '' })).toEqual({
      login: 'Заполните поле',
      password: 'Заполните поле',
    });
    expect(validateLogin({ login: '   ', password: 'x' })).toEqual({ login: 'Заполните поле' });
  });

  it('is valid once both are filled', () => {
    expect(isLoginValid({ login: 'demo', password: 'demo' })).toBe(true);
    expect(isLoginValid({ login: 'demo', password: '' })).toBe(false);
  });
});

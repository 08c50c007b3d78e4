import { AFTER_LOGIN_PATH } from '@portal/core/paths';
import {
  authMessages,
  errorMessageFor,
  isLoginValid,
  type LoginFields,
  shellMessages,
  signIn,
  validateLogin,
} from '@portal/core/session';
import { useSession } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import * as css from './LoginPage.css';
import * as page from './Page.css';

/** Doc 2 §2.10: login and password, submit disabled until valid, the server's error above the form. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<LoginFields>({ login: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginFields, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errors = validateLogin(fields);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isLoginValid(fields) || submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn(session, fields.login.trim(), fields.password);
      navigate(AFTER_LOGIN_PATH, { replace: true });
    } catch (error) {
      setServerError(errorMessageFor(error));
      setSubmitting(false);
    }
  }

  const field = (name: keyof LoginFields, label: string, type: string, autoComplete: string) => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <label className={css.field}>
        <span className={css.label}>{label}</span>
        <input
          className={css.input}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={fields[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
        />
        {error && (
          <span id={`${name}-error`} className={css.fieldError}>
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <div className={page.centered}>
      <form className={css.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <div className={css.brand}>АВТОДЕТАЛЬ</div>
        <h1 id="login-title" className={css.title}>
          {authMessages.title}
        </h1>
        {serverError && (
          <p className={css.serverError} role="alert">
            {serverError}
          </p>
        )}
        {field('login', authMessages.loginLabel, 'text', 'username')}
        {field('password', authMessages.passwordLabel, 'password', 'current-password')}
        <button className={css.submit} type="submit" disabled={!isLoginValid(fields) || submitting}>
          {submitting ? authMessages.submitting : authMessages.submit}
        </button>
        <p className={css.footnote}>{shellMessages.tagline}</p>
      </form>
    </div>
  );
}

import { companyMessages, telHref } from '@portal/core/content';
import { AFTER_LOGIN_PATH, COMPANY_REQUEST_PATH, landingPage, signInReturn } from '@portal/core/paths';
import {
  authMessages,
  type LoginFields,
  shellMessages,
  signIn,
  signInErrorMessage,
  validateLogin,
} from '@portal/core/session';
import { Button, Field, Notice, useFormFields, useSession } from '@portal/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as css from './LoginPage.css';
import * as page from './Page.css';

const FIELDS = [
  { name: 'login', label: authMessages.loginLabel, type: 'text', autoComplete: 'username' },
  { name: 'password', label: authMessages.passwordLabel, type: 'password', autoComplete: 'current-password' },
] as const;

/**
 * Doc 2 §2.10: login and password, the server's error above the form. Issue 28.7: the submit is not
 * disabled until the form is valid, as the spec has it, but says under it what it waits for; pressed
 * early, it shows each field's message and focuses the first.
 * Below it the ways out of a page that is otherwise a dead end: what to do with a forgotten password
 * (the company phone: the server offers no reset), the company request, and the landing page.
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { back, reason } = signInReturn(useLocation().search);
  const [fields, setFields] = useState<LoginFields>({ login: '', password: '' });
  const form = useFormFields(fields, validateLogin);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = form.submit(async () => {
    if (submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn(session, fields.login.trim(), fields.password);
      navigate(back ?? AFTER_LOGIN_PATH, { replace: true });
    } catch (error) {
      setServerError(signInErrorMessage(error));
      setSubmitting(false);
    }
  });

  // Outside the shell, the page's one main landmark is its own.
  return (
    <main className={page.centered}>
      <form className={css.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <div className={css.brand}>{companyMessages.name.toUpperCase()}</div>
        <h1 id="login-title" className={css.title}>
          {authMessages.title}
        </h1>
        {reason && (
          <Notice tone="info" className={css.serverError}>
            {authMessages.signInReasons[reason]}
          </Notice>
        )}
        {form.summary}
        {serverError && (
          <Notice tone="error" className={css.serverError}>
            {serverError}
          </Notice>
        )}
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <Field key={name} label={label} error={form.error(name)} className={css.field} required>
            {(control) => (
              <input
                {...control}
                className={`${control.className} ${css.input}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                value={fields[name]}
                onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
                onBlur={() => form.touch(name)}
              />
            )}
          </Field>
        ))}
        <Button
          variant="primary"
          type="submit"
          className={css.submit}
          aria-describedby={form.valid ? undefined : 'login-blocked'}
          busy={submitting}
          busyLabel={authMessages.submitting}
        >
          {authMessages.submit}
        </Button>
        {!form.valid && (
          <p id="login-blocked" className={css.blocked}>
            {authMessages.submitBlocked}
          </p>
        )}
        <p className={css.footnote}>{shellMessages.tagline}</p>
      </form>
      <div className={css.ways}>
        <p className={css.way}>
          <strong>{authMessages.forgotPassword}</strong> {authMessages.forgotPasswordHelp}{' '}
          <a href={telHref(companyMessages.phone)} className={css.link}>
            {companyMessages.phone}
          </a>
        </p>
        <p className={css.way}>
          {authMessages.notClient}{' '}
          <Link to={COMPANY_REQUEST_PATH} className={css.link}>
            {authMessages.becomeClient}
          </Link>
        </p>
        <p className={css.way}>
          <Link to={landingPage.pattern} className={css.link}>
            {authMessages.toLanding}
          </Link>
        </p>
      </div>
    </main>
  );
}

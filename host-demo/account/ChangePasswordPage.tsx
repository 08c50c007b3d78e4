import {
  changePassword,
  createSubmission,
  type PasswordChange,
  changePasswordMessages as text,
  validateChangePassword,
} from '@portal/core/account';
import { errorMessageFor } from '@portal/core/session';
import { Button, Field, Notice, useFormFields, useSession, useStore } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as css from './Account.css';
import { AccountPage } from './AccountPage';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /personal/changepass/ (doc 2 §2.9, §5, §8): the old password shown as plain text, the new one
 * twice; the server's message in red when it refuses, a network error as text. The fields empty
 * after a change.
 */
export function ChangePasswordPage() {
  const { api } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [change] = useState(() =>
    createSubmission((fields: PasswordChange) => changePassword(api, fields), errorMessageFor),
  );
  const state = useStore(change.$state);
  const busy = state.status === 'sending';
  const changed = state.status === 'done' && state.outcome.success;
  return (
    <AccountPage title={text.title}>
      <PasswordForm
        key={attempt}
        changed={attempt > 0}
        busy={busy}
        onChange={change.reset}
        onSubmit={async (fields) => {
          await change.submit(fields);
          const after = change.$state.get();
          if (after.status === 'done' && after.outcome.success) setAttempt(attempt + 1);
        }}
      />
      {changed && <Notice tone="success">{state.outcome.message || text.changed}</Notice>}
      {state.status === 'done' && !state.outcome.success && (
        <Notice tone="error">{state.outcome.message || text.required}</Notice>
      )}
      {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
    </AccountPage>
  );
}

function PasswordForm({
  busy,
  changed,
  onChange,
  onSubmit,
}: {
  busy: boolean;
  /** A password was just changed: the emptied form takes the focus back, not <body>. */
  changed: boolean;
  onChange: () => void;
  onSubmit: (fields: PasswordChange) => Promise<void>;
}) {
  const [values, setValues] = useState(EMPTY);
  const form = useFormFields(values, validateChangePassword);
  // 'Не заполнены обязательные поля' is the form's answer to a press, not to a field left empty.
  const [pressed, setPressed] = useState(false);
  const send = form.submit(() => void onSubmit(values));
  const requiredId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (changed) formRef.current?.querySelector('input')?.focus();
  }, [changed]);
  // Under the form's one message, each empty field is invalid and described by it.
  const missing = (name: keyof PasswordChange) => pressed && Boolean(form.errors.form) && !values[name];
  const field = (
    name: keyof PasswordChange,
    label: string,
    type: 'text' | 'password',
    autoComplete: string,
  ) => (
    <Field label={label} error={name === 'confirmPassword' ? form.error(name) : undefined}>
      {(control) => (
        <input
          {...control}
          aria-invalid={control['aria-invalid'] ?? (missing(name) || undefined)}
          aria-describedby={missing(name) ? requiredId : control['aria-describedby']}
          type={type}
          autoComplete={autoComplete}
          spellCheck={false}
          value={values[name]}
          readOnly={busy}
          onChange={(event) => {
            setValues({ ...values, [name]: event.currentTarget.value });
            onChange();
          }}
          onBlur={() => form.touch(name)}
        />
      )}
    </Field>
  );
  return (
    <form
      ref={formRef}
      className={`${css.card} ${css.form}`}
      noValidate
      onSubmit={(event) => {
        setPressed(true);
        send(event);
      }}
    >
      {form.summary}
      {field('oldPassword', text.oldPassword, 'text', 'off')}
      {field('newPassword', text.newPassword, 'password', 'new-password')}
      {field('confirmPassword', text.confirmPassword, 'password', 'new-password')}
      {pressed && form.errors.form && (
        <Notice tone="error">
          <span id={requiredId}>{form.errors.form}</span>
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" variant="primary" busy={busy} busyLabel={text.submitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

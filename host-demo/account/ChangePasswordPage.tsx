import {
  changePassword,
  createSubmission,
  type PasswordChange,
  type PasswordChangeResult,
  passwordCheckErrorMessage,
  type SubmissionState,
  sendFailureMessage,
  changePasswordMessages as text,
  validateChangePassword,
} from '@portal/core/account';
import { errorMessageFor } from '@portal/core/session';
import { Button, Field, Notice, useFormFields, useSession, useStore } from '@portal/ui';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import * as css from './Account.css';
import { AccountPage } from './AccountPage';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /personal/changepass/ (doc 2 §2.9, §5, §8): the old password shown as plain text, the new one
 * twice, held to the server contract's rule; the server's message in red when it refuses, a network
 * error as text, both inside the form's card. The fields empty after a change; a failure keeps them.
 */
export function ChangePasswordPage() {
  const { api } = useSession();
  const [attempt, setAttempt] = useState(0);
  const [change] = useState(() =>
    createSubmission(
      (fields: PasswordChange, key: string) => changePassword(api, fields, key),
      sendFailureMessage(text.unknown, passwordCheckErrorMessage(errorMessageFor)),
    ),
  );
  const state = useStore(change.$state);
  // A change empties the form (a new one) in the same render as its answer shows: the answer's
  // status mounts once, in the new form, and is read once (issue 43: it was read twice).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === 'done' && state.outcome.success) setAttempt(attempt + 1);
  }
  const busy = state.status === 'sending';
  return (
    <AccountPage title={text.title}>
      <PasswordForm
        key={attempt}
        changed={attempt > 0}
        busy={busy}
        answer={<AnswerNotice state={state} />}
        onChange={change.reset}
        onSubmit={(fields) => change.submit(fields)}
      />
    </AccountPage>
  );
}

/** The server's answer in red or green, or what kept it from coming. */
function AnswerNotice({ state }: { state: SubmissionState<PasswordChangeResult> }) {
  if (state.status === 'failed') return <Notice tone="error">{state.message}</Notice>;
  if (state.status !== 'done') return null;
  return state.outcome.success ? (
    <Notice tone="success">{state.outcome.message || text.changed}</Notice>
  ) : (
    <Notice tone="error">{state.outcome.message || text.required}</Notice>
  );
}

function PasswordForm({
  busy,
  answer,
  changed,
  onChange,
  onSubmit,
}: {
  busy: boolean;
  /** The server's answer to the last press, shown above the button. */
  answer: ReactNode;
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
  useLayoutEffect(() => {
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
    <Field label={label} error={name === 'oldPassword' ? undefined : form.error(name)} required>
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
      {answer}
      <div className={css.actions}>
        <Button type="submit" variant="primary" busy={busy} busyLabel={text.submitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

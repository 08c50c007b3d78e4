import { type ReactNode, useId } from 'react';
import * as css from './Field.css';
import { input } from './input.css';

/** What a field's control spreads onto itself: its id, its state and its look. */
interface FieldControl {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** The rule's message under the control; when set the control is invalid. Defaults to none. */
  error?: string | null;
  /** A note under the control while there is no error. Defaults to none. */
  hint?: ReactNode;
  /** Marks the field required: an asterisk after the label, `aria-required` on the control. Defaults to `false`. */
  required?: boolean;
  className?: string;
  /** Renders the control with the props it must carry: `{(control) => <input {...control} />}`. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label, a control and the spec's message under it, wired by generated ids: the label names the
 * control, the message describes it, and an error marks it `aria-invalid`. The message has no live
 * role: it shows when a field is left, where a screen reader reads the description on its own.
 */
export function Field({ label, error, hint, required = false, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div className={className ? `${css.field} ${className}` : css.field}>
      {/* The asterisk beside the label, not in it: the control's name stays the label's text. */}
      <span className={css.labelRow}>
        <label className={css.label} htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({
        id,
        className: input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
        'aria-required': required || undefined,
      })}
      {message && (
        <span id={messageId} className={css.message} data-error={Boolean(error)}>
          {message}
        </span>
      )}
    </div>
  );
}

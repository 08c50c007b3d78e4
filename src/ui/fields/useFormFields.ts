import { type ReactElement, useState } from 'react';
import { useFormErrorReport } from './formErrors';

/** A rule's messages for some of the fields (a rule may add messages of its own, such as the form's). */
type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

interface FormFields<Values, Errors extends FieldErrors<Values>> {
  /** Every message the rule has for the values, shown or not. */
  errors: Errors;
  /** The rule has no message at all. */
  valid: boolean;
  /** A field's message once the field was left or a submit was tried; before that, none. */
  error: (name: keyof Values) => string | undefined;
  /** The field was left: its message may show. */
  touch: (name: keyof Values) => void;
  /**
   * A submit handler: marks every field touched, so every message shows, and calls `onValid` only
   * when the rule has nothing to say; else the first invalid field of the event's form takes the
   * focus and `summary` says what is wrong (useFormErrorReport).
   */
  submit: (onValid: () => void) => (event?: { preventDefault(): void; currentTarget?: unknown }) => void;
  /** The polite region that announces a refused submit: render it inside the form. */
  summary: ReactElement;
}

/**
 * The messages of a form whose rule lives in src/core, shown field by field as the client leaves
 * them. The values stay where the caller keeps them (a `useState`, a store), so one form can have
 * them as it likes and this hook holds only which fields were touched.
 */
export function useFormFields<Values extends object, Errors extends FieldErrors<Values>>(
  values: Values,
  validate: (values: Values) => Errors,
): FormFields<Values, Errors> {
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const errors = validate(values);
  const valid = Object.values(errors).every((message) => !message);
  const report = useFormErrorReport();
  return {
    errors,
    valid,
    error: (name) => (touched[name] ? (errors[name] as string | undefined) : undefined),
    touch: (name) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    submit: (onValid) => (event) => {
      event?.preventDefault();
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as typeof touched);
      if (valid) onValid();
      else report.submitted(event?.currentTarget);
    },
    summary: report.summary,
  };
}

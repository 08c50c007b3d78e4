import { useState } from 'react';

/** A rule's messages for some of the fields (a rule may add messages of its own, such as the form's). */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The values are the form's own, starting from `initial`, or kept by the caller (a store). */
export type FormFieldsOptions<Values, Errors extends FieldErrors<Values>> = {
  /** The rule from src/core: the messages of the current values. */
  validate: (values: Values) => Errors;
} & ({ initial: Values } | { values: Values; onChange: (values: Values) => void });

export interface FormFields<Values, Errors extends FieldErrors<Values>> {
  values: Values;
  /** Every message the rule has for the current values, touched or not. */
  errors: Errors;
  /** The rule has no message at all. */
  valid: boolean;
  touched: Partial<Record<keyof Values, boolean>>;
  /** A field's message once the field was left or a submit was tried; before that, none. */
  error: (name: keyof Values) => string | undefined;
  set: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** The field was left: its message may show. */
  touch: (name: keyof Values) => void;
  /**
   * A submit handler: marks every field touched (so every message shows) and calls `onValid` with
   * the values only when the rule has nothing to say.
   */
  submit: (onValid: (values: Values) => void) => (event?: { preventDefault(): void }) => void;
}

/** Values, touched fields and their messages for a form whose rule lives in src/core. */
export function useFormFields<
  Values extends object,
  Errors extends FieldErrors<Values> = FieldErrors<Values>,
>(options: FormFieldsOptions<Values, Errors>): FormFields<Values, Errors> {
  const [own, setOwn] = useState<Values | null>(() => ('initial' in options ? options.initial : null));
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const values = 'values' in options ? options.values : (own ?? options.initial);
  const errors = options.validate(values);
  const valid = Object.values(errors).every((message) => !message);

  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    if ('values' in options) options.onChange({ ...options.values, [name]: value });
    else setOwn((current) => ({ ...(current ?? options.initial), [name]: value }));
  };
  const touch = (name: keyof Values) =>
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  const error = (name: keyof Values): string | undefined =>
    touched[name] ? (errors[name] as string | undefined) : undefined;
  const submit = (onValid: (values: Values) => void) => (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const all = Object.fromEntries(Object.keys(values).map((name) => [name, true]));
    setTouched(all as Partial<Record<keyof Values, boolean>>);
    if (valid) onValid(values);
  };

  return { values, errors, valid, touched, error, set, touch, submit };
}

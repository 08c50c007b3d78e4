import {
  dateRangeMessages,
  formatIsoDate,
  maskTypedDate,
  readIsoDate,
  readTypedDate,
  typedDateProblem,
} from '@portal/core/kit';
import { useEffect, useRef, useState } from 'react';
import * as css from './DateField.css';
import { Field } from './Field';

interface DateFieldProps {
  label: string;
  /** The date, 'yyyy-MM-dd', or null while the field is empty or half typed. */
  value: string | null;
  onChange: (date: string | null) => void;
  /** Bounds of the calendar, 'yyyy-MM-dd'. Default to none. */
  min?: string | null;
  max?: string | null;
  /** A message of the form's own (the range's), shown unless the typed date has one. Defaults to none. */
  error?: string | null;
  className?: string;
}

/**
 * One date as dd.MM.yyyy whatever the browser's language (doc 2 §5): a text field that puts the
 * dots in as the digits are typed (a numeric keyboard on phones), and a button that opens the
 * browser's own calendar. What is typed is the field's own until it is a whole day, so no interim
 * value wipes it (a native date input reports '0002-01-11' while a year is typed); the date given
 * from outside (a reset, the calendar) replaces it.
 */
export function DateField({ label, value, onChange, min, max, error, className }: DateFieldProps) {
  const [text, setText] = useState(() => formatIsoDate(value));
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText((typed) => (readTypedDate(typed) === value ? typed : formatIsoDate(value)));
  }, [value]);

  const show = (next: string) => {
    setText(next);
    const date = readTypedDate(next);
    if (date !== value) onChange(date);
  };
  const problem = left ? typedDateProblem(text) : null;

  return (
    <Field
      label={label}
      error={problem ?? error}
      hint={dateRangeMessages.format}
      className={className ? `${css.field} ${className}` : css.field}
    >
      {(control) => (
        <div className={css.control}>
          <input
            {...control}
            className={`${control.className} ${css.text}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={dateRangeMessages.format}
            maxLength={10}
            value={text}
            onChange={(event) => {
              setLeft(false);
              show(maskTypedDate(event.currentTarget.value));
            }}
            onBlur={() => setLeft(true)}
          />
          <button
            type="button"
            className={css.calendar}
            aria-label={`${dateRangeMessages.calendar}: ${label}`}
            onClick={() => {
              const input = picker.current;
              if (!input) return;
              if (typeof input.showPicker === 'function') input.showPicker();
              else input.click();
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
              <path
                fill="currentColor"
                d="M4 0h1.5v2h5V0H12v2h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1h2zM2.5 6v8.5h11V6z"
              />
            </svg>
          </button>
          {/* The browser's calendar, opened by the button: out of the Tab order and of the accessibility tree. */}
          <input
            ref={picker}
            type="date"
            className={css.picker}
            tabIndex={-1}
            aria-hidden="true"
            value={value ?? ''}
            min={min ?? undefined}
            max={max ?? undefined}
            onChange={(event) => {
              const date = readIsoDate(event.currentTarget.value);
              setLeft(false);
              setText(formatIsoDate(date));
              if (date !== value) onChange(date);
            }}
          />
        </div>
      )}
    </Field>
  );
}

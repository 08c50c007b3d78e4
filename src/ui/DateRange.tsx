import {
  checkDateRange,
  type DateRange as DateRangeValue,
  dateRangeMessages,
  formatIsoDate,
  readIsoDate,
} from '@portal/core/kit';
import * as css from './DateRange.css';
import { Field } from './Field';

export interface DateRangeProps {
  /** The chosen dates, 'yyyy-MM-dd' or null for an open end. */
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  /** A heading for the pair ('Период'). Defaults to none. */
  legend?: string;
  className?: string;
}

/**
 * Date from and date to (doc 2 §2.3, §2.5, §2.16) as two native date inputs: the browser's own
 * picker, keyboard entry and mobile wheels. Chromium lays a date input out in its interface
 * language, whatever the page's `lang`, so each field also shows its date as dd.MM.yyyy under it
 * (and screen readers hear it as the field's description). Each input bounds the other's picker;
 * a typed 'from' after 'to' gets the core rule's message.
 */
export function DateRange({ value, onChange, legend, className }: DateRangeProps) {
  const problem = checkDateRange(value);
  return (
    <fieldset className={className ? `${css.range} ${className}` : css.range}>
      {legend && <legend className={css.legend}>{legend}</legend>}
      <Field label={dateRangeMessages.from} hint={formatIsoDate(value.from)} className={css.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            lang="ru"
            value={value.from ?? ''}
            max={value.to ?? undefined}
            onChange={(event) => onChange({ ...value, from: readIsoDate(event.currentTarget.value) })}
          />
        )}
      </Field>
      <Field label={dateRangeMessages.to} error={problem} hint={formatIsoDate(value.to)} className={css.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            lang="ru"
            value={value.to ?? ''}
            min={value.from ?? undefined}
            onChange={(event) => onChange({ ...value, to: readIsoDate(event.currentTarget.value) })}
          />
        )}
      </Field>
    </fieldset>
  );
}

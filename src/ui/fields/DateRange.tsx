import { checkDateRange, type DateRange as DateRangeValue, dateRangeMessages } from '@portal/core/kit';
import { DateField } from './DateField';
import * as css from './DateRange.css';

interface DateRangeProps {
  /** The chosen dates, 'yyyy-MM-dd' or null for an open end. */
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  /** A heading shown over the pair. Defaults to none: the group is then named 'Период' unseen. */
  legend?: string;
  className?: string;
}

/**
 * Date from and date to (doc 2 §2.3, §2.5, §2.16) as two date fields, typed or picked as dd.MM.yyyy
 * whatever the browser's language. Each bounds the other's calendar; a 'from' after 'to' gets the
 * core rule's message.
 */
export function DateRange({ value, onChange, legend, className }: DateRangeProps) {
  return (
    <fieldset
      className={className ? `${css.range} ${className}` : css.range}
      aria-label={legend ? undefined : dateRangeMessages.period}
    >
      {legend && <legend className={css.legend}>{legend}</legend>}
      <DateField
        label={dateRangeMessages.from}
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        label={dateRangeMessages.to}
        value={value.to}
        min={value.from}
        error={checkDateRange(value)}
        onChange={(to) => onChange({ ...value, to })}
      />
    </fieldset>
  );
}

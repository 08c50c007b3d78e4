import {
  type AccountFilters,
  EMPTY_ACCOUNT_FILTERS,
  isFiltered,
  accountFilterMessages as text,
  validateAccountFilters,
} from '@portal/core/account';
import { Button, DateRange, Field, useFormFields } from '@portal/ui';
import { useState } from 'react';
import * as css from './Account.css';

interface AccountFiltersFormProps {
  /** The filters the list shows. */
  applied: AccountFilters;
  /** 'Показать' with filters that can be sent. */
  onApply: (filters: AccountFilters) => void;
  /** Offers 'Очистить все' (the order list) while any filter is set. Defaults to `false`. */
  clearable?: boolean;
}

/**
 * Date from, date to (dd.MM.yyyy, Russian locale), price from, price to and 'Показать' (doc 2
 * §2.3, §2.5). The list follows the applied filters only; typing changes nothing until 'Показать'.
 */
export function AccountFiltersForm({ applied, onApply, clearable = false }: AccountFiltersFormProps) {
  const [values, setValues] = useState(applied);
  const form = useFormFields(values, validateAccountFilters);
  const clear = () => {
    setValues(EMPTY_ACCOUNT_FILTERS);
    onApply(EMPTY_ACCOUNT_FILTERS);
  };
  const amount = (name: 'priceFrom' | 'priceTo', label: string) => (
    <Field label={label} error={form.error(name)} className={css.amount}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
          onBlur={() => form.touch(name)}
        />
      )}
    </Field>
  );
  return (
    <form
      className={`${css.card} ${css.filters}`}
      noValidate
      onSubmit={form.submit(() => onApply(values))}
      aria-label={text.legend}
    >
      <DateRange
        value={{ from: values.from, to: values.to }}
        onChange={(range) => setValues({ ...values, ...range })}
      />
      {amount('priceFrom', text.priceFrom)}
      {amount('priceTo', text.priceTo)}
      <div className={css.filterButtons}>
        <Button type="submit" variant="primary">
          {text.show}
        </Button>
        {clearable && (isFiltered(values) || isFiltered(applied)) && (
          <Button onClick={clear}>{text.clear}</Button>
        )}
      </div>
    </form>
  );
}

import {
  createSubmission,
  emailProblems,
  loadPriceList,
  needsDays,
  PRICE_LIST_DAYS,
  type PriceListPage as PriceListData,
  type PriceListOption,
  type PriceListForm as PriceListValues,
  savePriceList,
  sendFailureMessage,
  priceListMessages as text,
  validatePriceList,
} from '@portal/core/account';
import { errorMessageFor } from '@portal/core/session';
import { Button, Field, Notice, useFormFields, useResource, useSession, useStore } from '@portal/ui';
import { useState } from 'react';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';
import { ColumnOrder } from './ColumnOrder';
import * as own from './PriceListPage.css';

function OptionSelect({
  label,
  value,
  options,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  options: readonly PriceListOption[];
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <Field label={label} error={error} className={own.select} required>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        >
          <option value="">{text.choose}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function PriceListForm({ data }: { data: PriceListData }) {
  const { api } = useSession();
  const [save] = useState(() =>
    createSubmission(
      (form: PriceListValues, key: string) => savePriceList(api, form, key),
      sendFailureMessage(text.unknown, errorMessageFor),
    ),
  );
  const saving = useStore(save.$state);
  const [values, setValues] = useState(data.settings);
  const form = useFormFields(values, validatePriceList);
  const busy = saving.status === 'sending';
  const update = <Name extends keyof PriceListValues>(name: Name, value: PriceListValues[Name]) => {
    setValues({ ...values, [name]: value });
    save.reset();
  };
  // Each address's own message, once the addresses were left with one wrong.
  const problems = form.error('emails') ? emailProblems(values.emails) : [];
  const setEmail = (index: number, email: string) =>
    update(
      'emails',
      values.emails.map((current, at) => (at === index ? email : current)),
    );

  return (
    <form
      className={`${css.card} ${own.form}`}
      noValidate
      onSubmit={form.submit(() => void save.submit(values))}
      aria-label={text.title}
    >
      {form.summary}
      <p className={css.muted}>{text.intro}</p>
      <fieldset className={own.group}>
        <legend className={own.legend}>{text.emails}</legend>
        {values.emails.map((email, index) => (
          // Fields are the list's positions: an address is edited in place, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={index} className={own.email}>
            <Field label={text.email(index + 1)} error={problems[index]} className={own.emailField} required>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={email}
                  readOnly={busy}
                  onChange={(event) => setEmail(index, event.currentTarget.value)}
                  onBlur={() => form.touch('emails')}
                />
              )}
            </Field>
            {index > 0 && (
              <Button
                className={own.remove}
                aria-label={text.removeEmail(index + 1)}
                disabled={busy}
                onClick={() =>
                  update(
                    'emails',
                    values.emails.filter((_, at) => at !== index),
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
        ))}
        <div>
          <Button variant="link" disabled={busy} onClick={() => update('emails', [...values.emails, ''])}>
            {text.addEmail}
          </Button>
        </div>
      </fieldset>
      <OptionSelect
        label={text.period}
        value={values.period}
        options={data.periods}
        error={form.error('period')}
        disabled={busy}
        onChange={(period) => update('period', period)}
        onBlur={() => form.touch('period')}
      />
      {needsDays(values.period) && (
        <fieldset
          className={own.group}
          aria-invalid={form.error('days') ? true : undefined}
          aria-describedby={form.error('days') ? 'days-error' : undefined}
        >
          <legend className={own.legend}>
            {text.days}
            {/* As a required field's label has it; each day's checkbox is not required on its own. */}
            <span className={own.requiredMark} aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <div className={own.days}>
            {PRICE_LIST_DAYS.map((day, index) => (
              <label key={day} className={own.check}>
                <input
                  type="checkbox"
                  checked={values.days.includes(day)}
                  disabled={busy}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    update(
                      'days',
                      on ? [...values.days, day] : values.days.filter((chosen) => chosen !== day),
                    );
                    form.touch('days');
                  }}
                />
                {text.dayNames[index]}
              </label>
            ))}
          </div>
          {form.error('days') && (
            <p id="days-error" className={own.error}>
              {form.error('days')}
            </p>
          )}
        </fieldset>
      )}
      <OptionSelect
        label={text.format}
        value={values.format}
        options={data.formats}
        error={form.error('format')}
        disabled={busy}
        onChange={(format) => update('format', format)}
        onBlur={() => form.touch('format')}
      />
      <label className={own.check}>
        <input type="checkbox" checked disabled />
        {text.stock}
      </label>
      <fieldset className={own.group}>
        <legend className={own.legend}>{text.columns}</legend>
        <ColumnOrder
          columns={values.columns}
          disabled={busy}
          onChange={(columns) => update('columns', columns)}
        />
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" variant="primary" busy={busy} busyLabel={text.saving}>
          {text.save}
        </Button>
      </div>
      {saving.status === 'done' && <Notice tone="success">{text.saved}</Notice>}
      {saving.status === 'failed' && <Notice tone="error">{saving.message}</Notice>}
    </form>
  );
}

/**
 * /personal/pricelist/ (doc 2 §2.7, §5): the subscription prefilled from the client's settings; the
 * days show (and are required) only for the schedule 161; 'только складской остаток' is always on.
 */
export function PriceListPage() {
  const { api } = useSession();
  const data = useResource('pricelist', (signal) => loadPriceList(api, signal));
  return (
    <AccountPage title={text.title}>
      <Loaded resource={data}>{(value) => <PriceListForm data={value} />}</Loaded>
    </AccountPage>
  );
}

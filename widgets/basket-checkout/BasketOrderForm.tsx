import {
  basketMessages,
  type ExpressContact,
  type OrderForm,
  validateExpressContact,
} from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';
import { Field, PhoneInput, useFormFields } from '@portal/ui';
import { useId } from 'react';
import * as css from './BasketCheckout.css';

export interface BasketOrderFormProps {
  form: OrderForm;
  /** The express price from the profile, or null when express delivery is not offered. */
  expressPrice: number | null;
  disabled: boolean;
  onChange: (form: OrderForm) => void;
}

/** Delivery choice, the express contact (doc 1 §5) and the comment. */
export function BasketOrderForm({ form, expressPrice, disabled, onChange }: BasketOrderFormProps) {
  const id = useId();
  const contact = useFormFields(form.contact, validateExpressContact);
  const setContact = (changed: Partial<ExpressContact>) =>
    onChange({ ...form, contact: { ...form.contact, ...changed } });

  return (
    <div className={css.form} part="order-form">
      <fieldset className={css.fieldset} disabled={disabled}>
        <legend className={css.legend}>{basketMessages.deliveryTitle}</legend>
        <label className={css.radio}>
          <input
            type="radio"
            name={`${id}-delivery`}
            checked={form.delivery === 'simple'}
            onChange={() => onChange({ ...form, delivery: 'simple' })}
          />
          <span>
            {basketMessages.deliverySimple}{' '}
            <span className={css.muted}>— {basketMessages.deliverySimpleNote}</span>
          </span>
        </label>
        {expressPrice !== null && (
          <label className={css.radio}>
            <input
              type="radio"
              name={`${id}-delivery`}
              checked={form.delivery === 'express'}
              onChange={() => onChange({ ...form, delivery: 'express' })}
            />
            <span>
              {basketMessages.deliveryExpress}{' '}
              <span className={css.muted}>
                — {basketMessages.deliveryExpressNote(formatRubles(expressPrice) ?? '0,00 ₽')}
              </span>
            </span>
          </label>
        )}
      </fieldset>
      {form.delivery === 'express' && (
        <div className={css.contact}>
          <Field label={basketMessages.contactName} error={contact.error('name')}>
            {(control) => (
              <input
                {...control}
                value={form.contact.name}
                autoComplete="name"
                disabled={disabled}
                onChange={(event) => setContact({ name: event.currentTarget.value })}
                onBlur={() => contact.touch('name')}
              />
            )}
          </Field>
          <Field label={basketMessages.contactPhone} error={contact.error('phone')}>
            {(control) => (
              <PhoneInput
                {...control}
                value={form.contact.phone}
                disabled={disabled}
                onChange={(phone) => setContact({ phone })}
                onBlur={() => contact.touch('phone')}
              />
            )}
          </Field>
        </div>
      )}
      <Field label={basketMessages.comment}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${css.textarea}`}
            value={form.comment}
            disabled={disabled}
            maxLength={1000}
            onChange={(event) => onChange({ ...form, comment: event.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}

import {
  basketMessages,
  type ExpressContact,
  type OrderForm,
  validateExpressContact,
} from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';
import { useId, useState } from 'react';
import * as css from './BasketCheckout.css';
import { BasketPhoneInput } from './BasketPhoneInput';

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
  const [touched, setTouched] = useState<Partial<Record<keyof ExpressContact, boolean>>>({});
  const errors = validateExpressContact(form.contact);
  const setContact = (contact: Partial<ExpressContact>) =>
    onChange({ ...form, contact: { ...form.contact, ...contact } });
  const fieldError = (field: keyof ExpressContact) => (touched[field] ? errors[field] : undefined);
  const nameError = fieldError('name');
  const phoneError = fieldError('phone');

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
          <label className={css.field}>
            <span className={css.label}>{basketMessages.contactName}</span>
            <input
              className={css.input}
              value={form.contact.name}
              autoComplete="name"
              disabled={disabled}
              aria-invalid={nameError !== undefined}
              onChange={(event) => setContact({ name: event.currentTarget.value })}
              onBlur={() => setTouched({ ...touched, name: true })}
            />
            {nameError && <span className={css.fieldError}>{nameError}</span>}
          </label>
          <div className={css.field}>
            <label className={css.label} htmlFor={`${id}-phone`}>
              {basketMessages.contactPhone}
            </label>
            <BasketPhoneInput
              id={`${id}-phone`}
              className={css.input}
              value={form.contact.phone}
              disabled={disabled}
              invalid={phoneError !== undefined}
              onChange={(phone) => setContact({ phone })}
              onBlur={() => setTouched({ ...touched, phone: true })}
            />
            {phoneError && <span className={css.fieldError}>{phoneError}</span>}
          </div>
        </div>
      )}
      <label className={css.field}>
        <span className={css.label}>{basketMessages.comment}</span>
        <textarea
          className={css.textarea}
          value={form.comment}
          disabled={disabled}
          maxLength={1000}
          onChange={(event) => onChange({ ...form, comment: event.currentTarget.value })}
        />
      </label>
    </div>
  );
}

import { basketMessages, commentCount, type OrderForm } from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';
import { Field } from '@portal/ui';
import { useId } from 'react';
import * as css from './BasketCheckout.css';
import { BasketExpressContact } from './BasketExpressContact';

interface BasketOrderFormProps {
  form: OrderForm;
  /** The express price from the profile, or null when express delivery is not offered. */
  expressPrice: number | null;
  disabled: boolean;
  /** The press the express contact stopped, to show its fields' messages (see BasketExpressContact). */
  contactStoppedPress: object | null;
  onChange: (form: OrderForm) => void;
}

/** Delivery choice, the express contact (doc 1 §5) and the comment. */
export function BasketOrderForm({
  form,
  expressPrice,
  disabled,
  contactStoppedPress,
  onChange,
}: BasketOrderFormProps) {
  const id = useId();
  const comment = commentCount(form.comment);

  return (
    <div className={css.form} part="order-form">
      <fieldset className={css.fieldset} disabled={disabled}>
        <legend className={css.legend}>{basketMessages.deliveryTitle}</legend>
        <label className={css.radio}>
          <input
            type="radio"
            className={css.radioBox}
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
              className={css.radioBox}
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
        <BasketExpressContact
          contact={form.contact}
          disabled={disabled}
          stoppedPress={contactStoppedPress}
          onChange={(contact) => onChange({ ...form, contact })}
        />
      )}
      <Field
        label={basketMessages.comment}
        hint={comment.over ? null : comment.text}
        error={comment.over ? comment.text : null}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${css.textarea}`}
            value={form.comment}
            disabled={disabled}
            onChange={(event) => onChange({ ...form, comment: event.currentTarget.value })}
          />
        )}
      </Field>
    </div>
  );
}

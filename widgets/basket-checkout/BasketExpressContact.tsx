import { type ExpressContact, expressContactMessages, validateExpressContact } from '@portal/core/basket';
import { isForeignPhone } from '@portal/core/kit';
import { Field, PhoneInput, useFormFields } from '@portal/ui';
import { useLayoutEffect, useRef } from 'react';
import * as css from './BasketExpressContact.css';

interface BasketExpressContactProps {
  contact: ExpressContact;
  disabled: boolean;
  /**
   * The press the contact stopped (a new object each press): every field shows its message and
   * the first wrong one takes the focus. `null` while none did.
   */
  stoppedPress: object | null;
  onChange: (contact: ExpressContact) => void;
}

/** The express delivery contact (doc 1 §5), each field's message once it is left. */
export function BasketExpressContact({
  contact,
  disabled,
  stoppedPress,
  onChange,
}: BasketExpressContactProps) {
  const fields = useFormFields(contact, validateExpressContact);
  const box = useRef<HTMLDivElement>(null);
  // Read at a new stopped press only: the fields' own edits must not move the focus.
  const latest = useRef(fields);
  latest.current = fields;
  useLayoutEffect(() => {
    if (!stoppedPress) return;
    const { submit, errors } = latest.current;
    submit(() => undefined)();
    const first = errors.name ? 'input:not([type="tel"])' : errors.phone ? 'input[type="tel"]' : null;
    if (first) box.current?.querySelector<HTMLInputElement>(first)?.focus();
  }, [stoppedPress]);
  return (
    <div className={css.contact} ref={box}>
      <Field label={expressContactMessages.name} error={fields.error('name')} required>
        {(control) => (
          <input
            {...control}
            value={contact.name}
            autoComplete="name"
            disabled={disabled}
            onChange={(event) => onChange({ ...contact, name: event.currentTarget.value })}
            onBlur={() => fields.touch('name')}
          />
        )}
      </Field>
      <Field label={expressContactMessages.phone} error={fields.error('phone')} required>
        {(control) => (
          <PhoneInput
            {...control}
            value={contact.phone}
            disabled={disabled}
            onChange={(phone) => {
              onChange({ ...contact, phone });
              // Another country's code is refused at once, not once the field is left.
              if (isForeignPhone(phone)) fields.touch('phone');
            }}
            onBlur={() => fields.touch('phone')}
          />
        )}
      </Field>
    </div>
  );
}

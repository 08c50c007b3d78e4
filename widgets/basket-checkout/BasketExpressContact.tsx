import { basketMessages, type ExpressContact, validateExpressContact } from '@portal/core/basket';
import { Field, PhoneInput, useFormFields } from '@portal/ui';
import * as css from './BasketCheckout.css';

export interface BasketExpressContactProps {
  contact: ExpressContact;
  disabled: boolean;
  onChange: (contact: ExpressContact) => void;
}

/**
 * The express delivery contact (doc 1 §5), each field's message once it is left. Its code (the
 * phone mask among it) is fetched when express delivery is first chosen (see BasketOrderForm).
 */
export function BasketExpressContact({ contact, disabled, onChange }: BasketExpressContactProps) {
  const fields = useFormFields(contact, validateExpressContact);
  return (
    <div className={css.contact}>
      <Field label={basketMessages.contactName} error={fields.error('name')}>
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
      <Field label={basketMessages.contactPhone} error={fields.error('phone')}>
        {(control) => (
          <PhoneInput
            {...control}
            value={contact.phone}
            disabled={disabled}
            onChange={(phone) => onChange({ ...contact, phone })}
            onBlur={() => fields.touch('phone')}
          />
        )}
      </Field>
    </div>
  );
}

import { expressContactMessages } from '../messages/basket';
import { phoneMessages } from '../messages/kit';
import { isCompletePhone, isForeignPhone } from './phone';

/** The express delivery contact of doc 1 §5. */
export interface ExpressContact {
  name: string;
  /** As the masked input shows it: '+7 473 200-00-01'. */
  phone: string;
}

interface ExpressContactErrors {
  name?: string;
  phone?: string;
  /** 'Одно из полей заполнено не верно.' when both fields are filled but one is wrong. */
  form?: string;
}

/** Names shorter than this are refused (doc 1 §9). */
const CONTACT_NAME_MIN_LENGTH = 3;

export function validateExpressContact(contact: ExpressContact): ExpressContactErrors {
  const name = contact.name.trim();
  const phone = contact.phone.trim();
  const errors: ExpressContactErrors = {};
  if (name === '') errors.name = expressContactMessages.nameRequired;
  else if (name.length < CONTACT_NAME_MIN_LENGTH) errors.name = expressContactMessages.nameTooShort;
  if (phone === '') errors.phone = expressContactMessages.phoneRequired;
  else if (isForeignPhone(phone)) errors.phone = phoneMessages.foreign;
  else if (!isCompletePhone(phone)) errors.phone = expressContactMessages.phoneInvalid;
  if (name !== '' && phone !== '' && (errors.name || errors.phone)) {
    errors.form = expressContactMessages.oneFieldWrong;
  }
  return errors;
}

/** The one line a stopped checkout shows for the contact: the form's message, else the first field's. */
export function expressContactProblem(contact: ExpressContact): string | null {
  const errors = validateExpressContact(contact);
  return errors.form ?? errors.name ?? errors.phone ?? null;
}

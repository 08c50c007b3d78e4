import type { CompanySuggestion } from '../domain/company';
import { phoneMessages } from '../messages/kit';
import { landingMessages } from '../messages/landing';
import { isCompletePhone, isForeignPhone } from './phone';

/** The company request (doc 1 §3 "Company request"), as the form holds it. */
export interface CompanyRequestFields {
  company: string;
  inn: string;
  kpp: string;
  /** The contact person. */
  name: string;
  phone: string;
  email: string;
  comment: string;
}

type CompanyRequestErrors = Partial<Record<keyof CompanyRequestFields, string>>;

export const EMPTY_COMPANY_REQUEST: CompanyRequestFields = {
  company: '',
  inn: '',
  kpp: '',
  name: '',
  phone: '',
  email: '',
  comment: '',
};

const INN_LENGTHS = [10, 12];

/** Doc 1 §5: an INN is 10 or 12 characters and holds a digit. */
export function isInnValid(inn: string): boolean {
  const text = inn.trim();
  return INN_LENGTHS.includes(text.length) && /\d/.test(text);
}

/** Doc 1 §5: the lookup by INN starts once the INN has 10 or 12 characters. */
export function shouldLookUpInn(inn: string): boolean {
  return INN_LENGTHS.includes(inn.trim().length);
}

/** A standard address: something, @, a domain with a dot, no spaces. */
export function isEmailValid(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email.trim());
}

/**
 * Doc 1 §5 "Company request form": company, INN, contact person, phone and e-mail are required
 * ('Заполните поле.'); the INN is checked ('Неверный ИНН'), the e-mail too ('Неверный e-mail.'). The
 * phone is masked: one that does not fill the mask is not filled in either. KPP and comment are free.
 */
export function validateCompanyRequest(fields: CompanyRequestFields): CompanyRequestErrors {
  const { required, badInn, badEmail } = landingMessages.form;
  const errors: CompanyRequestErrors = {};
  if (fields.company.trim() === '') errors.company = required;
  if (fields.inn.trim() === '') errors.inn = required;
  else if (!isInnValid(fields.inn)) errors.inn = badInn;
  if (fields.name.trim() === '') errors.name = required;
  if (isForeignPhone(fields.phone)) errors.phone = phoneMessages.foreign;
  else if (!isCompletePhone(fields.phone)) errors.phone = required;
  if (fields.email.trim() === '') errors.email = required;
  else if (!isEmailValid(fields.email)) errors.email = badEmail;
  return errors;
}

/** Choosing a suggestion fills the company, the INN and the KPP (doc 1 §5). */
export function applySuggestion(
  fields: CompanyRequestFields,
  suggestion: CompanySuggestion,
): CompanyRequestFields {
  return { ...fields, company: suggestion.name, inn: suggestion.inn, kpp: suggestion.kpp };
}

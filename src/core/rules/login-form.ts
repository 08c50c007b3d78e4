import { commonMessages } from '../messages/common';

export interface LoginFields {
  login: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Doc 2 §5 "Login": both fields are required ('Заполните поле'); the form is valid when none errs. */
export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (fields.login.trim() === '') errors.login = commonMessages.fieldRequired;
  if (fields.password === '') errors.password = commonMessages.fieldRequired;
  return errors;
}

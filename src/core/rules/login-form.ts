import { authMessages } from '../messages/auth';

export interface LoginFields {
  login: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Doc 2 §5 "Login": both fields are required ('Заполните поле'); the form is valid when none errs. */
export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (fields.login.trim() === '') errors.login = authMessages.fieldRequired;
  if (fields.password === '') errors.password = authMessages.fieldRequired;
  return errors;
}

import type { PasswordChange } from '../domain/account';
import { changePasswordMessages } from '../messages/account';

interface ChangePasswordErrors {
  /** 'Не заполнены обязательные поля' while any of the three is empty (doc 2 §5). */
  form?: string;
  /** The new password breaks the rule of the server contract (isPasswordAcceptable). */
  newPassword?: string;
  /** 'Пароли не совпадают' when the new password and its confirmation differ. */
  confirmPassword?: string;
}

/** The shortest new password the server takes (docs/server-contract.md, "Password change"). */
const MIN_PASSWORD_LENGTH = 6;

/** At least 6 characters, and not spaces only: the server states the same rule and checks it too. */
export function isPasswordAcceptable(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.trim() !== '';
}

/** Doc 2 §5 "Password change", with the server contract's rule for the new password. */
export function validateChangePassword(fields: PasswordChange): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!fields.oldPassword || !fields.newPassword || !fields.confirmPassword) {
    errors.form = changePasswordMessages.required;
    return errors;
  }
  if (!isPasswordAcceptable(fields.newPassword)) errors.newPassword = changePasswordMessages.weak;
  if (fields.newPassword !== fields.confirmPassword) errors.confirmPassword = changePasswordMessages.mismatch;
  return errors;
}

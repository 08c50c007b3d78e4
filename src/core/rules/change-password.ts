import type { PasswordChange } from '../api/personal';
import { changePasswordMessages } from '../messages/account';

export interface ChangePasswordErrors {
  /** 'Не заполнены обязательные поля' while any of the three is empty (doc 2 §5). */
  form?: string;
  /** 'Пароли не совпадают' when the new password and its confirmation differ. */
  confirmPassword?: string;
}

/** Doc 2 §5 "Password change"; the server decides about length and strength. */
export function validateChangePassword(fields: PasswordChange): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!fields.oldPassword || !fields.newPassword || !fields.confirmPassword)
    errors.form = changePasswordMessages.required;
  else if (fields.newPassword !== fields.confirmPassword)
    errors.confirmPassword = changePasswordMessages.mismatch;
  return errors;
}

/**
 * An e-mail address as forms check it before sending ('Неверный e-mail.'): one @, a name before it,
 * a domain with a dot after it, no spaces or separators. The server has the last word.
 */
const EMAIL = /^[^\s@,;<>()[\]"]+@[^\s@,;<>()[\]"]+\.[^\s@,;<>()[\]".]{2,}$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

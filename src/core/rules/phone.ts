/**
 * The phone mask of doc 1 §5 and §9: +7 ### ###-##-## (16 characters). Written here rather than
 * taken from a mask library: imask costs about 10.5 KB gzip and Maskito 3.4 KB for this one fixed
 * pattern, which these few lines cover.
 */
const PHONE_MASK = '+7 ### ###-##-##';
export const PHONE_LENGTH = PHONE_MASK.length;

const SUBSCRIBER_DIGITS = 10;

/** The ten subscriber digits in what was typed or pasted: '8 (473) 200-00-01' → '4732000001'. */
export function phoneDigits(text: string): string {
  // The mask's own '+7' is not part of the number, wherever the client typed around it.
  const withoutPrefix = text.replace('+7', '');
  const digits = withoutPrefix.replace(/\D/g, '');
  // A pasted number with its country code as the domestic 8 (or 7 without the plus).
  const local =
    withoutPrefix === text && digits.length > SUBSCRIBER_DIGITS && /^[78]/.test(digits)
      ? digits.slice(1)
      : digits;
  return local.slice(0, SUBSCRIBER_DIGITS);
}

/**
 * A number written with another country's code ('+375 29 …', '00 49 …'): the mask has only +7, and
 * filling it with such digits would make another, Russian, number of them (issue 44.9). A field
 * keeps it as typed, and its rule says why it is refused.
 */
export function isForeignPhone(text: string): boolean {
  return /^\s*(?:\+|00)\(?[1-689]/.test(text);
}

/** Fills the mask with the digits typed so far: '473200' → '+7 473 200'; nothing → ''. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits === '') return '';
  const groups: [string, number, number][] = [
    ['+7 ', 0, 3],
    [' ', 3, 6],
    ['-', 6, 8],
    ['-', 8, 10],
  ];
  return groups
    .filter(([, from]) => digits.length > from)
    .map(([separator, from, to]) => separator + digits.slice(from, to))
    .join('');
}

/** A complete number in the mask: 16 characters, every slot a digit. */
export function isCompletePhone(text: string): boolean {
  return text.length === PHONE_LENGTH && /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/.test(text);
}

/**
 * Where the caret goes after the mask is applied: just after the same number of subscriber digits
 * as stood before it in what was typed, so typing or deleting in the middle does not jump to the end.
 */
export function phoneCaret(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return Math.min(3, formatted.length);
  let seen = 0;
  for (let index = 3; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** What the client did: typed or pasted (`insert`), Backspace (`backward`) or Delete (`forward`). */
type PhoneInputKind = 'insert' | 'backward' | 'forward';

/** What the field shows after an edit, and where its caret goes. */
interface PhoneEdit {
  phone: string;
  caret: number;
}

const PREFIX = '+7 ';
const PREFIX_LENGTH = PREFIX.length;

/**
 * What was typed into a field that held no number (empty, or wholly selected) and is only the
 * start of the country code: '+' stays as it is; '+7', '7' and '8' (the domestic trunk prefix, as
 * in 8 910 …) show the mask's '+7 ', so that the digits after them are the number's. A number
 * typed without either, 9101234567, starts with its own first digit; the one it cannot be told
 * from is a bare 8xx code typed without its 8, which a client in Russia writes as 8 8xx.
 */
function countryCodeTyped(typed: string): PhoneEdit | null {
  const compact = typed.replace(/\s/g, '');
  if (compact === '+') return { phone: '+', caret: 1 };
  if (compact === '+7' || compact === '7' || compact === '8') return { phone: PREFIX, caret: PREFIX_LENGTH };
  return null;
}

/**
 * An edit of the masked field: `previous` was shown, the client made it `typed` with the caret at
 * `caret`. A number with another country's code stays as typed (`isForeignPhone`). Typing and
 * pasting fill the mask again, the country code (+7, 7 or 8) typed first or
 * pasted with the number counted once. Deleting a character of the mask itself (a space, a
 * hyphen, the '+7 ') would change nothing, as the mask puts it back: the digit beyond it goes
 * instead, so Backspace and Delete walk across separators as they do across digits, and empty the
 * field once no digit is left.
 */
export function editPhone(
  previous: string,
  typed: string,
  caret: number,
  kind: PhoneInputKind = 'insert',
): PhoneEdit {
  if (isForeignPhone(typed)) return { phone: typed, caret };
  // Its code edited away: what is left is read as typed into an empty field.
  if (isForeignPhone(previous)) return editPhone('', typed, caret);
  if (kind === 'insert') {
    const countryCode = countryCodeTyped(typed);
    if (countryCode) return countryCode;
    // After the country code alone, what comes is read afresh: a pasted 8 910 … drops its 8 too.
    const fresh = phoneDigits(previous) === '' && typed.startsWith(previous);
    const text = fresh ? typed.slice(previous.length) : typed;
    const at = fresh ? Math.max(0, caret - previous.length) : caret;
    const phone = formatPhone(text);
    // A letter typed after the country code alone, or over the whole number, leaves it as it was.
    if (phone === '' && previous !== '' && typed.trim() !== '') {
      return { phone: previous, caret: previous.length };
    }
    return { phone, caret: phoneCaret(phone, phoneDigits(text.slice(0, at)).length) };
  }
  const digits = phoneDigits(previous);
  if (digits === '') return { phone: '', caret: 0 };
  const removedMaskCharacter =
    typed.length === previous.length - 1 &&
    typed === previous.slice(0, caret) + previous.slice(caret + 1) &&
    (caret < PREFIX_LENGTH || !/\d/.test(previous.charAt(caret)));
  if (!removedMaskCharacter) {
    const phone = formatPhone(typed);
    return { phone, caret: phoneCaret(phone, phoneDigits(typed.slice(0, caret)).length) };
  }
  const before = caret < PREFIX_LENGTH ? 0 : phoneDigits(previous.slice(0, caret)).length;
  const removed = kind === 'backward' ? before - 1 : before;
  if (caret < PREFIX_LENGTH || removed < 0 || removed >= digits.length) {
    return { phone: previous, caret: phoneCaret(previous, before) };
  }
  const phone = formatPhone(digits.slice(0, removed) + digits.slice(removed + 1));
  return { phone, caret: phoneCaret(phone, removed) };
}

/**
 * A phone as written on the site ('+7 (473) 260-44-10 доб. 215', '8 910 345-67-89') as a `tel:` link:
 * the number in international form, an extension after a pause (',').
 */
export function telHref(phone: string): string {
  const [number = '', extension] = phone.split(/\s*(?:доб\.?|ext\.?)\s*/i);
  let digits = number.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  const pause = extension?.replace(/\D/g, '') ? `,${extension.replace(/\D/g, '')}` : '';
  return `tel:+${digits}${pause}`;
}

/**
 * The Russian ЙЦУКЕН keyboard against the Latin QWERTY one, key by key: a query typed with the
 * wrong layout switched on ('rjkjlrb' for 'колодки', 'ЦЙ' for 'W' and 'Q') is read as meant.
 * Only keys that give a letter on the Russian layout are mapped, so the text of both directions
 * round-trips; everything else (digits, spaces, '-', '/') stays as typed.
 */
const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

function keyMap(from: string, to: string): ReadonlyMap<string, string> {
  return new Map([...from].map((key, index) => [key, to.charAt(index)]));
}

const LATIN_TO_CYRILLIC = keyMap(LATIN_KEYS, CYRILLIC_KEYS);
const CYRILLIC_TO_LATIN = keyMap(CYRILLIC_KEYS, LATIN_KEYS);

function retype(text: string, keys: ReadonlyMap<string, string>): string {
  let result = '';
  for (const char of text) result += keys.get(char) ?? char;
  return result;
}

/** What the same keys give on the Russian layout: 'rjkjlrb' → 'колодки'. */
export function toCyrillicLayout(text: string): string {
  return retype(text, LATIN_TO_CYRILLIC);
}

/** What the same keys give on the Latin layout: 'ЦЙ 712' → 'WQ 712'. */
export function toLatinLayout(text: string): string {
  return retype(text, CYRILLIC_TO_LATIN);
}

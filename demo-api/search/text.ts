/**
 * Text handling of the demo search, written apart from the portal's client code: the server is a
 * separate system, and a search that shared the client's helpers would agree with it by design.
 */

/** Lower case, 'ё' read as 'е'. */
export function fold(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

/** An article or a code as compared: letters and digits only, lower case. */
export function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of a text, folded; punctuation around them dropped. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[\s,;()«»"]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const CYRILLIC = 'йцукенгшщзхъфывапролджэячсмитьбюё';

function swapKeys(text: string, from: string, to: string): string {
  let result = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const index = from.indexOf(lower);
    if (index < 0) {
      result += char;
      continue;
    }
    const swapped = to.charAt(index);
    result += lower === char ? swapped : swapped.toUpperCase();
  }
  return result;
}

/** The query as the Russian layout would have typed it: 'rjkjlrb' → 'колодки'. */
export const latinToCyrillic = (text: string): string => swapKeys(text, LATIN, CYRILLIC);
/** The query as the Latin layout would have typed it: 'ЦЙ' → 'WQ'. */
export const cyrillicToLatin = (text: string): string => swapKeys(text, CYRILLIC, LATIN);

// Longest first: the first ending that fits is the one removed.
const RUSSIAN_ENDINGS = [
  'ами',
  'ями',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ов',
  'ев',
  'ам',
  'ям',
  'ах',
  'ях',
  'ом',
  'ем',
  'ую',
  'юю',
  'и',
  'ы',
  'а',
  'я',
  'о',
  'е',
  'у',
  'ю',
  'ь',
];

/** A Russian word without its ending ('тормозные' → 'тормозн'), kept at least 3 letters long. */
export function stem(word: string): string {
  if (!/[а-я]$/.test(word)) return word;
  const ending = RUSSIAN_ENDINGS.find(
    (candidate) => word.endsWith(candidate) && word.length - candidate.length >= 3,
  );
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * Edit distance with adjacent transpositions ('GBD' is one edit from 'GDB'), stopping early once
 * it exceeds `limit`.
 */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length] ?? limit + 1;
}

/** How far a typo may go: none for short words, one letter from 4, two from 9. */
export function typoAllowance(length: number): number {
  if (length >= 9) return 2;
  return length >= 4 ? 1 : 0;
}

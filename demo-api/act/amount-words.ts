/**
 * An amount in Russian words as a reconciliation act or an invoice writes it: '12 345,00 руб.'
 * becomes 'двенадцать тысяч триста сорок пять рублей 00 копеек'.
 */

const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', ...UNITS_MASCULINE.slice(3)];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The three forms of a noun after a number: one, two to four, five and more ('рубль', 'рубля', 'рублей'). */
type Forms = readonly [string, string, string];

const RUBLES: Forms = ['рубль', 'рубля', 'рублей'];
const KOPECKS: Forms = ['копейка', 'копейки', 'копеек'];
/** Thousands are feminine ('одна тысяча', 'две тысячи'); the rest masculine. */
const SCALES: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

/** The form of a noun that agrees with `count`: 1, 21 → one; 2–4, 22 → two; 0, 5–20, 111 → five. */
export function plural(count: number, [one, few, many]: Forms): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** 1…999 in words; '' for 0. */
function triad(value: number, feminine: boolean): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words = [HUNDREDS[hundreds] ?? ''];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? UNITS_FEMININE : UNITS_MASCULINE)[rest % 10] ?? '');
  }
  return words.filter((word) => word !== '');
}

/** The largest amount in words: under a trillion roubles. */
export const MAX_KOPECKS = 1e14 - 1;

/**
 * Whole kopecks (not negative, below `MAX_KOPECKS`) in words: the roubles in words, the kopecks in
 * two digits ('ноль рублей 00 копеек', 'одна тысяча один рубль 05 копеек').
 */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0 || kopecks > MAX_KOPECKS)
    throw new RangeError(`No words for ${kopecks} kopecks`);
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words: string[] = [];
  for (let scale = SCALES.length; scale >= 1; scale--) {
    const group = Math.floor(rubles / 1000 ** scale) % 1000;
    const { forms, feminine } = SCALES[scale - 1] ?? { forms: RUBLES, feminine: false };
    if (group > 0) words.push(...triad(group, feminine), plural(group, forms));
  }
  const units = rubles % 1000;
  words.push(...(rubles === 0 ? ['ноль'] : triad(units, false)), plural(units, RUBLES));
  words.push(String(cents).padStart(2, '0'), plural(cents, KOPECKS));
  return words.join(' ');
}

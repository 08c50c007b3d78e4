/** Separators suppliers write differently: anything that is neither a letter nor a digit. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** An article or brand as the step search compares it: separators stripped, lower-cased. */
export function clearPartText(text: string): string {
  return text.replace(SEPARATORS, '').toLocaleLowerCase('ru-RU');
}

/**
 * One key per part whoever lists it: '0 986 494 524' by 'Bosch' and '0986494524' by 'BOSCH' are the
 * same part (doc 1 §4, remote items dropped when already in the local results).
 */
export function partKey(brand: string, article: string): string {
  return `${clearPartText(brand)}|${clearPartText(article)}`;
}

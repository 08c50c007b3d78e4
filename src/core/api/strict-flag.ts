import { DecodeError, type Decoder } from './decode';

/**
 * A flag the server may write as true/false, 'Y'/'N' or 1/0; anything else is malformed (the lenient
 * reading of a Bitrix property is product.ts's `flag`).
 */
export const strictFlag: Decoder<boolean> = (input, path = '') => {
  if (input === true || input === 'Y' || input === 1 || input === '1') return true;
  if (input === false || input === 'N' || input === 0 || input === '0' || input === '' || input === null)
    return false;
  throw new DecodeError(path, 'a flag');
};

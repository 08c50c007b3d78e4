import { DecodeError, type Decoder, isRecord } from './decode';

/**
 * A keyed map of the server (`{ "BOSCH": {...} }`). The server's PHP encodes an empty map as `[]`,
 * so an empty list is read as an empty map.
 */
export function wireMap<T>(item: Decoder<T>): Decoder<Record<string, T>> {
  return (input, path = '') => {
    if (Array.isArray(input) && input.length === 0) return {};
    if (!isRecord(input)) throw new DecodeError(path, 'a map');
    const output: Record<string, T> = {};
    for (const [key, value] of Object.entries(input)) output[key] = item(value, `${path}.${key}`);
    return output;
  };
}

/** An object the server may send as `[]` when it is empty (PHP encodes an empty array so). */
export function phpObject<T>(decoder: Decoder<T>): Decoder<T> {
  return (input, path) => decoder(Array.isArray(input) && input.length === 0 ? {} : input, path);
}

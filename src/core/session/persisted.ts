import { persistentAtom } from '@nanostores/persistent';
import { type Decoder, tryDecode } from '../api/decode';

/**
 * A store kept in localStorage under `portal:{key}` that follows changes made in other tabs.
 * What comes back from storage is checked: a value written by an older version or by hand falls
 * back to the default instead of breaking every widget on the page.
 */
export function persistedAtom<T>(key: string, initial: T, decoder: Decoder<T>) {
  return persistentAtom<T>(`portal:${key}`, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        const parsed = tryDecode(decoder, JSON.parse(text));
        return parsed.ok ? parsed.value : initial;
      } catch {
        return initial;
      }
    },
    listen: true,
  });
}

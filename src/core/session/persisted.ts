import { atom, type WritableAtom } from 'nanostores';
import { type Decoder, tryDecode } from '../api/decode';

/**
 * Where persisted stores are kept. The page's localStorage by default; a test (Node has none)
 * puts its own in the `portal-widgets.storage` slot on globalThis, as another tab would write.
 */
export interface StoreStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Calls back when another tab changed `key`, or with `null` when anything may have changed. */
  onChange(listener: (key: string | null) => void): void;
}

const STORAGE = Symbol.for('portal-widgets.storage');

function pageStorage(): StoreStorage | null {
  try {
    // Reading it throws where the page may not store anything (sandboxed frames, some privacy modes).
    const storage = globalThis.localStorage;
    if (!storage) return null;
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      onChange(listener) {
        addEventListener('storage', (event) => {
          if (event.storageArea === storage) listener(event.key);
        });
        // Back from the back-forward cache: other tabs may have written meanwhile.
        addEventListener('pageshow', () => listener(null));
      },
    };
  } catch {
    return null;
  }
}

/** The storage the persisted stores use: the test's, else the page's localStorage, else none. */
export const storeStorage = (): StoreStorage | null =>
  (globalThis as { [STORAGE]?: StoreStorage })[STORAGE] ?? pageStorage();

/**
 * A store kept in localStorage under `portal:{key}` that follows changes made in other tabs.
 * What comes back from storage is checked: a value written by an older version or by hand falls
 * back to the default instead of breaking every widget on the page. A storage that refuses to
 * write (full, or forbidden) leaves the store working for this page.
 *
 * Our own rather than @nanostores/persistent: the session needs only this, and every widget page
 * pays for the runtime (that library and the lifecycle module it brings weighed 0.65 KB gzip).
 */
export function persistedAtom<T>(key: string, initial: T, decoder: Decoder<T>): WritableAtom<T> {
  const name = `portal:${key}`;
  const storage = storeStorage();
  const read = (): T => {
    try {
      const text = storage?.getItem(name);
      const parsed = text == null ? null : tryDecode(decoder, JSON.parse(text));
      return parsed?.ok ? parsed.value : initial;
    } catch {
      return initial;
    }
  };
  const store = atom(read());
  const show = store.set;
  store.set = (value) => {
    try {
      storage?.setItem(name, JSON.stringify(value));
    } catch {
      // Kept in memory only.
    }
    show(value);
  };
  storage?.onChange((changed) => {
    if (changed === null || changed === name) show(read());
  });
  return store;
}

import type { StoreStorage } from '../core/session/persisted';

const STORAGE = Symbol.for('portal-widgets.storage');

/** An in-memory store storage for tests in Node, where another tab's write can be played. */
interface MemoryStorage extends StoreStorage {
  /** Another tab writes `value` under `key` (a `portal:` key) and this page hears of it. */
  writeFromOtherTab(key: string, value: string): void;
  clear(): void;
}

export function installMemoryStorage(): MemoryStorage {
  const values = new Map<string, string>();
  const listeners: ((key: string | null) => void)[] = [];
  const storage: MemoryStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    onChange: (listener) => void listeners.push(listener),
    writeFromOtherTab(key, value) {
      values.set(key, value);
      for (const listener of listeners) listener(key);
    },
    clear() {
      values.clear();
      listeners.length = 0;
    },
  };
  (globalThis as { [STORAGE]?: StoreStorage })[STORAGE] = storage;
  return storage;
}

/** The storage `installMemoryStorage` put in place. */
export function memoryStorage(): MemoryStorage {
  const storage = (globalThis as { [STORAGE]?: StoreStorage })[STORAGE];
  if (!storage || !('writeFromOtherTab' in storage)) throw new Error('No memory storage installed');
  return storage as MemoryStorage;
}

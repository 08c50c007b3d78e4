import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * Reads a session store and re-renders on its changes. Five lines instead of @nanostores/react,
 * whose key-filtering support costs every CMS page about a quarter of a kilobyte we never use.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
  );
}

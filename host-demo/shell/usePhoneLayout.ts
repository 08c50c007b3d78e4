import { useSyncExternalStore } from 'react';

/** The width below which the portal lays itself out for phones (as its styles do). */
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-sized window: the header puts the search box on a row of its own there. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

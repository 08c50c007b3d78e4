/** What one tab tells the others: that the session changed, never a token. */
export type SessionChange = 'signed-in' | 'signed-out';

/** How the tabs of one browser tell each other; a test puts its own in the slot. */
export interface SessionChannel {
  post(change: SessionChange): void;
  onMessage(listener: (change: SessionChange) => void): void;
}

const CHANNEL = Symbol.for('portal-widgets.channel');
const CHANGES: readonly unknown[] = ['signed-in', 'signed-out'] satisfies SessionChange[];

function isChange(data: unknown): data is SessionChange {
  return CHANGES.includes(data);
}

function pageChannel(): SessionChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('portal:session');
  return {
    post: (change) => channel.postMessage(change),
    onMessage(listener) {
      channel.addEventListener('message', (event) => {
        if (isChange(event.data)) listener(event.data);
      });
    },
  };
}

/** The page's channel to its other tabs (a BroadcastChannel); `null` where there is none. */
export function sessionChannel(): SessionChannel | null {
  return (globalThis as { [CHANNEL]?: SessionChannel })[CHANNEL] ?? pageChannel();
}

import type { Session } from './session';

/** How the tabs of one browser tell each other whether they are signed in (never a token); a test puts its own in the slot. */
export interface SessionChannel {
  post(signedIn: boolean): void;
  onMessage(listener: (signedIn: boolean) => void): void;
}

const CHANNEL = Symbol.for('portal-widgets.channel');

function pageChannel(): SessionChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('portal:session');
  return {
    post: (signedIn) => channel.postMessage(signedIn),
    onMessage(listener) {
      channel.addEventListener('message', ({ data }) => {
        if (typeof data === 'boolean') listener(data);
      });
    },
  };
}

/** The page's channel to its other tabs (a BroadcastChannel); `null` where there is none. */
function sessionChannel(): SessionChannel | null {
  return (globalThis as { [CHANNEL]?: SessionChannel })[CHANNEL] ?? pageChannel();
}

/**
 * Opens the channel for `session` and follows what the other tabs tell. Signed out there: so is
 * this page (the stores kept in storage follow by themselves). Signed in there, maybe as someone
 * else: this page's token and user are of the old session, so it drops them and gets its own with
 * the cookie at its next call.
 */
export function followOtherTabs(session: Session): SessionChannel | null {
  const channel = sessionChannel();
  channel?.onMessage((signedIn) => {
    session.api.keep();
    session.$user.set(null);
    session.$signedIn.set(signedIn);
  });
  return channel;
}

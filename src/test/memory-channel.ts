import type { SessionChannel } from '../core/session/session-channel';

const CHANNEL = Symbol.for('portal-widgets.channel');

/** The tabs' channel for tests: records what this page told, and plays what another tab tells. */
interface MemoryChannel extends SessionChannel {
  /** What this page told: signed in (true) or out (false). */
  readonly posted: boolean[];

  fromOtherTab(signedIn: boolean): void;
  clear(): void;
}

export function installMemoryChannel(): MemoryChannel {
  const listeners: ((signedIn: boolean) => void)[] = [];
  const channel: MemoryChannel = {
    posted: [],

    post: (signedIn) => void channel.posted.push(signedIn),
    onMessage: (listener) => void listeners.push(listener),
    fromOtherTab(signedIn) {
      for (const listener of listeners) listener(signedIn);
    },
    clear() {
      channel.posted.length = 0;
      listeners.length = 0;
    },
  };
  (globalThis as { [CHANNEL]?: SessionChannel })[CHANNEL] = channel;
  return channel;
}

/** The channel `installMemoryChannel` put in place. */
export function memoryChannel(): MemoryChannel {
  const channel = (globalThis as { [CHANNEL]?: SessionChannel })[CHANNEL];
  if (!channel || !('fromOtherTab' in channel)) throw new Error('No memory channel installed');
  return channel as MemoryChannel;
}

import type { SessionChange, SessionChannel } from '../core/session/session-channel';

const CHANNEL = Symbol.for('portal-widgets.channel');

/** The tabs' channel for tests: records what this page told, and plays what another tab tells. */
export interface MemoryChannel extends SessionChannel {
  readonly posted: SessionChange[];
  fromOtherTab(change: SessionChange): void;
  clear(): void;
}

export function installMemoryChannel(): MemoryChannel {
  const listeners: ((change: SessionChange) => void)[] = [];
  const channel: MemoryChannel = {
    posted: [],
    post: (change) => void channel.posted.push(change),
    onMessage: (listener) => void listeners.push(listener),
    fromOtherTab(change) {
      for (const listener of listeners) listener(change);
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createRefreshTurns } from './refresh-turns';

/** The channels of the tabs a test opened, closed after it so that the process can end. */
const opened: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

/** A tab of one browser without Web Locks: its own end of the channel the tabs share. */
function tabWithoutLocks(name: string) {
  const channel = new BroadcastChannel(name);
  opened.push(channel);
  return createRefreshTurns({ locks: undefined, channel });
}

/**
 * Refreshes that note whether another was running when each began: one that lets the others run
 * between its start and its end (a message, a timer) would be met by any that was not held back.
 */
function refreshes() {
  let running = 0;
  const overlaps: number[] = [];
  const order: string[] = [];
  const refresh = (tab: string) => async () => {
    running += 1;
    if (running > 1) overlaps.push(running);
    order.push(tab);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    return tab;
  };
  return { refresh, overlaps, order };
}

describe('refresh turns', () => {
  it('takes the Web Lock where the browser has one', async () => {
    const asked: string[] = [];
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        asked.push(name);
        return callback();
      },
    } as unknown as Pick<LockManager, 'request'>;
    const inTurn = createRefreshTurns({ locks, channel: null });
    expect(await inTurn(async () => 'token')).toBe('token');
    expect(asked).toEqual(['portal:refresh']);
  });

  it('lets the tabs refresh one at a time over their channel, all of them, when they all ask at once', async () => {
    const name = `turns-${Math.random()}`;
    const tabs = ['a', 'b', 'c', 'd'].map((tab) => [tab, tabWithoutLocks(name)] as const);
    const { refresh, overlaps, order } = refreshes();
    const outcomes = await Promise.all(
      tabs.flatMap(([tab, inTurn]) => [inTurn(refresh(tab)), inTurn(refresh(tab))]),
    );
    expect(overlaps).toEqual([]);
    expect(outcomes.sort()).toEqual(['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd']);
    expect(order).toHaveLength(8);
  });

  it('tells a tab opened while another has the turn, which then waits for its end', async () => {
    const name = `turns-${Math.random()}`;
    const spy = new BroadcastChannel(name);
    opened.push(spy);
    const heard: string[] = [];
    let answered: () => void = () => {};
    const toldTaken = new Promise<void>((resolve) => (answered = resolve));
    spy.addEventListener('message', ({ data }) => {
      heard.push(data.type);
      // The holder's answer to the later tab's claim.
      if (data.type === 'taken' && heard.includes('claim')) answered();
    });
    const events: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = tabWithoutLocks(name)(async () => {
      started();
      await held;
      events.push('first done');
      return 'first';
    });
    await running;
    heard.length = 0;
    const later = tabWithoutLocks(name)(async () => {
      events.push('later began');
      return 'later';
    });
    await toldTaken;
    release();
    expect(await Promise.all([first, later])).toEqual(['first', 'later']);
    expect(events).toEqual(['first done', 'later began']);
  });

  it('runs at once where there is no other tab to meet', async () => {
    const inTurn = createRefreshTurns({ locks: undefined, channel: null });
    expect(await inTurn(async () => 'token')).toBe('token');
  });

  describe('a refresh a left page sent', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** localStorage as the tabs share it, and a turn-taker of one more tab on a fake clock. */
    function tab(noted: Record<string, string> = {}) {
      vi.useFakeTimers({ now: 100_000 });
      const items = new Map(Object.entries(noted));
      const storage = {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      };
      return { items, inTurn: createRefreshTurns({ locks: undefined, channel: null, storage }) };
    }

    it('holds the next refresh until the left one has had ten seconds to be answered', async () => {
      const { items, inTurn } = tab({ 'portal:refresh-sent': String(100_000 - 3000) });
      const started: number[] = [];
      const refreshed = inTurn(async () => {
        started.push(Date.now());
        expect(items.get('portal:refresh-sent')).toBe(String(Date.now()));
        return 'token';
      });
      await vi.advanceTimersByTimeAsync(6999);
      expect(started).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await refreshed).toBe('token');
      expect(started).toEqual([107_000]);
      expect(items.has('portal:refresh-sent')).toBe(false);
    });

    it('keeps the note of a refresh that got no answer, and clears that of a refusal', async () => {
      const { items, inTurn } = tab({ 'portal:refresh-sent': String(100_000 - 60_000) });
      const lost = inTurn(() => Promise.reject(new ApiError('network', 'no answer')));
      await expect(lost).rejects.toMatchObject({ kind: 'network' });
      expect(items.get('portal:refresh-sent')).toBe('100000');
      await vi.advanceTimersByTimeAsync(10_000);
      const refused = inTurn(() => Promise.reject(new ApiError('unauthorized', 'invalid_grant')));
      await expect(refused).rejects.toMatchObject({ kind: 'unauthorized' });
      expect(items.has('portal:refresh-sent')).toBe(false);
    });
  });
});

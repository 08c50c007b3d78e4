import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { createBasketUpdateQueue } from './update-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(fail: (lineId: string, quantity: number) => boolean | Error = () => false) {
  const events: string[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const queue = createBasketUpdateQueue({
    delayMs: 500,
    async send(lineId, quantity) {
      events.push(`send ${lineId}=${quantity}`);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      const failure = fail(lineId, quantity);
      if (failure instanceof Error) throw failure;
      if (failure) throw new Error('refused');
    },
    onSaved: (lineId, quantity) => events.push(`saved ${lineId}=${quantity}`),
    onFailed: (lineId, quantity) =>
      events.push(`failed ${lineId}=${quantity} pending=${queue.isPending(lineId)}`),
    onHeld: (lineId, quantity) => events.push(`held ${lineId}=${quantity}`),
  });
  return {
    queue,
    events,
    holdNext: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      release?.();
    },
  };
}

describe('basket update queue', () => {
  it('sends one update per line once it has rested, with the last quantity', async () => {
    const { queue, events } = setup();
    queue.schedule('1', 2);
    await vi.advanceTimersByTimeAsync(300);
    queue.schedule('1', 3);
    queue.schedule('1', 4);
    await vi.advanceTimersByTimeAsync(499);
    expect(events).toEqual([]);
    expect(queue.isPending('1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['send 1=4', 'saved 1=4']);
    expect(queue.isPending('1')).toBe(false);
  });

  it('sends edits one at a time, in the order they rested', async () => {
    const { queue, events, holdNext, release } = setup();
    holdNext();
    queue.schedule('1', 2);
    await vi.advanceTimersByTimeAsync(500);
    queue.schedule('2', 8);
    queue.schedule('1', 6);
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual(['send 1=2']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['send 1=2', 'saved 1=2', 'send 2=8', 'saved 2=8', 'send 1=6', 'saved 1=6']);
  });

  it('reports a failed line and goes on with the others', async () => {
    const { queue, events } = setup((lineId) => lineId === '1');
    queue.schedule('1', 40);
    queue.schedule('2', 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(events).toEqual(['send 1=40', 'failed 1=40 pending=false', 'send 2=3', 'saved 2=3']);
  });

  it('tells a failure whether a newer edit of the line is waiting', async () => {
    const { queue, events, holdNext, release } = setup((_, quantity) => quantity === 40);
    holdNext();
    queue.schedule('1', 40);
    await vi.advanceTimersByTimeAsync(500);
    queue.schedule('1', 10);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toContain('failed 1=40 pending=true');
    await vi.advanceTimersByTimeAsync(500);
    expect(events.at(-1)).toBe('saved 1=10');
  });

  it('drops a cancelled edit', async () => {
    const { queue, events } = setup();
    queue.schedule('1', 2);
    queue.cancel('1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);
    expect(queue.busy).toBe(false);
  });

  it('flush sends resting edits at once and waits for the answers', async () => {
    const { queue, events } = setup();
    queue.schedule('1', 2);
    queue.schedule('2', 5);
    await queue.flush();
    expect(events).toEqual(['send 1=2', 'saved 1=2', 'send 2=5', 'saved 2=5']);
    expect(queue.busy).toBe(false);
  });

  it('runs a delete after the edits queued before it', async () => {
    const { queue, events } = setup();
    queue.schedule('1', 2);
    await vi.advanceTimersByTimeAsync(500);
    const deleted = queue.run(async () => {
      events.push('delete 1');
      return 'ok';
    });
    await expect(deleted).resolves.toBe('ok');
    expect(events).toEqual(['send 1=2', 'saved 1=2', 'delete 1']);
  });

  it('knows the quantity last sent for a line until its answers are all in', async () => {
    const { queue, holdNext, release } = setup();
    holdNext();
    queue.schedule('1', 5);
    expect(queue.lastSent('1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.lastSent('1')).toBe(5);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.lastSent('1')).toBeUndefined();
  });

  describe('without a connection', () => {
    const offline = () => new ApiError('network', 'no answer');

    /** A queue whose edit 1=5 got no answer and is kept; `connect` brings the connection back. */
    async function keptEdit() {
      let connected = false;
      const { queue, events } = setup(() => (connected ? false : offline()));
      queue.schedule('1', 5);
      await vi.advanceTimersByTimeAsync(500);
      return {
        queue,
        events,
        connect: () => {
          connected = true;
        },
      };
    }

    it('keeps an edit that got no answer and sends it again on resend', async () => {
      const { queue, events, connect } = await keptEdit();
      expect(events).toEqual(['send 1=5', 'held 1=5']);
      expect([queue.isPending('1'), queue.isHeld('1'), queue.holding]).toEqual([true, true, true]);
      await queue.resend();
      expect(events.slice(2)).toEqual(['send 1=5', 'held 1=5']);
      connect();
      await queue.resend();
      expect(events.slice(4)).toEqual(['send 1=5', 'saved 1=5']);
      expect([queue.isPending('1'), queue.holding, queue.busy]).toEqual([false, false, false]);
    });

    it('lets a newer edit of the line replace the one kept, held too until it is sent', async () => {
      const { queue, events, connect } = await keptEdit();
      queue.schedule('1', 7);
      expect(queue.isHeld('1')).toBe(true);
      connect();
      await vi.advanceTimersByTimeAsync(500);
      await queue.resend();
      expect(events).toEqual(['send 1=5', 'held 1=5', 'send 1=7', 'saved 1=7']);
    });

    it('resends the newer edit of a kept line in its place, once, when it has not rested yet', async () => {
      const { queue, events, connect } = await keptEdit();
      queue.schedule('1', 7);
      connect();
      await queue.resend();
      expect(events).toEqual(['send 1=5', 'held 1=5', 'send 1=7', 'saved 1=7']);
      expect([queue.isPending('1'), queue.busy]).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(500);
      expect(events).toHaveLength(4);
    });

    it('reports a refusal as a failure, not as an edit to keep', async () => {
      const { queue, events } = setup(() => new ApiError('http', 'HTTP 500', { status: 500 }));
      queue.schedule('1', 5);
      await vi.advanceTimersByTimeAsync(500);
      expect(events).toEqual(['send 1=5', 'failed 1=5 pending=false']);
      expect(queue.holding).toBe(false);
    });

    it('drops a kept edit when the line is cancelled', async () => {
      const { queue, events } = setup(() => offline());
      queue.schedule('1', 5);
      await vi.advanceTimersByTimeAsync(500);
      queue.cancel('1');
      await queue.resend();
      expect(events).toEqual(['send 1=5', 'held 1=5']);
      expect(queue.busy).toBe(false);
    });

    it('flush sends the kept edits too', async () => {
      let connected = false;
      const { queue, events } = setup(() => (connected ? false : offline()));
      queue.schedule('2', 3);
      await vi.advanceTimersByTimeAsync(500);
      connected = true;
      await queue.flush();
      expect(events).toEqual(['send 2=3', 'held 2=3', 'send 2=3', 'saved 2=3']);
    });
  });
});

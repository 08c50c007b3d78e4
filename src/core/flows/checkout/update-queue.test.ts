import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBasketUpdateQueue } from './update-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(fail: (lineId: string, quantity: number) => boolean = () => false) {
  const events: string[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const queue = createBasketUpdateQueue({
    delayMs: 500,
    async send(lineId, quantity) {
      events.push(`send ${lineId}=${quantity}`);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      if (fail(lineId, quantity)) throw new Error('refused');
    },
    onSaved: (lineId, quantity) => events.push(`saved ${lineId}=${quantity}`),
    onFailed: (lineId, quantity) =>
      events.push(`failed ${lineId}=${quantity} pending=${queue.isPending(lineId)}`),
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
});

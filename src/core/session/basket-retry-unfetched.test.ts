import { createFakeFetch, json, signInWith } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshHeaderBasket } from './basket';
import { createSession } from './session';

// The retries' code cannot be fetched (a release replaced the file, the connection dropped).
vi.mock('./basket-retry', () => {
  throw new Error('chunk not fetched');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refreshHeaderBasket without the retries', () => {
  it('keeps the last figures, asks nothing more, and shows the next refresh', async () => {
    let up = false;
    const fake = createFakeFetch(() =>
      up
        ? json(200, { result: { header: { basket_count_data: { count: 2, price: 5303.6 } } } })
        : 'network-error',
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    session.$headerBasket.set({ count: 0, price: 0 });

    await expect(refreshHeaderBasket(session)).resolves.toBeUndefined();
    await vi.runAllTimersAsync();
    expect(fake.calls).toHaveLength(1);
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });

    up = true;
    await refreshHeaderBasket(session);
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 5303.6 });
  });
});

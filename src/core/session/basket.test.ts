import { createFakeFetch, json, type Reply, signInWith } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_RETRY_DELAYS_MS, refreshHeaderBasket, showHeaderBasket } from './basket';
import { createSession } from './session';

const figures = (count: number, price: number): Reply =>
  json(200, { result: { header: { basket_count_data: { count, price } } } });
const serverError = json(500, { error: 'server_error', error_description: 'Внутренняя ошибка сервера.' });

/** A session whose basket_count calls get `replies` in turn, the last one ever after. */
function sessionAnswering(...replies: Reply[]) {
  const fake = createFakeFetch(() => replies[Math.min(fake.calls.length, replies.length) - 1] ?? serverError);
  const session = createSession(fake.fetch);
  signInWith(session);
  session.$headerBasket.set({ count: 0, price: 0 });
  return { session, calls: fake.calls };
}

/**
 * A session whose first basket_count call is answered only by `answerFirst`, and every later one
 * with 3 parts for 300 ₽ at once.
 */
function sessionWithLateFirstAnswer() {
  let answerFirst: (reply: Reply) => void = () => undefined;
  const first = new Promise<Reply>((resolve) => {
    answerFirst = resolve;
  });
  const fake = createFakeFetch(() => (fake.calls.length === 1 ? first : figures(3, 300)));
  const session = createSession(fake.fetch);
  signInWith(session);
  return { session, calls: fake.calls, answerFirst };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('refreshHeaderBasket', () => {
  it('shows the figures the server answers', async () => {
    const { session, calls } = sessionAnswering(figures(2, 5303.6));
    await refreshHeaderBasket(session);
    expect(calls.map((call) => call.path)).toEqual(['/rest/backend.basket_count.json']);
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 5303.6 });
  });

  it('shows the newest figures when an older answer comes late', async () => {
    const { session, answerFirst } = sessionWithLateFirstAnswer();
    const older = refreshHeaderBasket(session);
    await refreshHeaderBasket(session);
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 300 });
    answerFirst(figures(1, 100));
    await older;
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 300 });
  });

  it('asks no more after a late failure of an older call that a newer one answered', async () => {
    const { session, calls, answerFirst } = sessionWithLateFirstAnswer();
    const older = refreshHeaderBasket(session);
    await refreshHeaderBasket(session);
    answerFirst(serverError);
    await older;
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(2);
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 300 });
  });

  it('keeps the last figures when the call fails, and asks again until the server answers', async () => {
    const { session, calls } = sessionAnswering(serverError, 'network-error', figures(2, 5303.6));
    await refreshHeaderBasket(session);
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
    await vi.advanceTimersByTimeAsync(HEADER_RETRY_DELAYS_MS[0] ?? 0);
    expect(calls).toHaveLength(2);
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
    await vi.advanceTimersByTimeAsync(HEADER_RETRY_DELAYS_MS[1] ?? 0);
    expect(calls).toHaveLength(3);
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 5303.6 });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(3);
  });

  it('gives up once every delay is spent', async () => {
    const { session, calls } = sessionAnswering(serverError);
    await refreshHeaderBasket(session);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1 + HEADER_RETRY_DELAYS_MS.length);
    expect(session.$headerBasket.get()).toEqual({ count: 0, price: 0 });
  });

  it('asks once when refreshed again while a retry waits, and the retry is dropped', async () => {
    const { session, calls } = sessionAnswering(serverError, figures(1, 100));
    await refreshHeaderBasket(session);
    await refreshHeaderBasket(session);
    expect(calls).toHaveLength(2);
    expect(session.$headerBasket.get()).toEqual({ count: 1, price: 100 });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(2);
  });

  it('schedules one retry for failures at once', async () => {
    const { session, calls } = sessionAnswering(serverError, serverError, figures(1, 100));
    await Promise.all([refreshHeaderBasket(session), refreshHeaderBasket(session)]);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(3);
    expect(session.$headerBasket.get()).toEqual({ count: 1, price: 100 });
  });

  it('does not ask again when the server refuses the call', async () => {
    const { session, calls } = sessionAnswering(json(404, {}), figures(1, 100));
    await refreshHeaderBasket(session);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });

  it('does not ask again for a signed-out client', async () => {
    const { session, calls } = sessionAnswering(serverError, figures(1, 100));
    await refreshHeaderBasket(session);
    session.$signedIn.set(false);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});

describe('badges being shown (showHeaderBasket)', () => {
  it('share the call on its way: six badges at once make one backend.basket_count.json', async () => {
    const { session, calls, answerFirst } = sessionWithLateFirstAnswer();
    const shown = Array.from({ length: 6 }, () => showHeaderBasket(session));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answerFirst(figures(2, 200));
    await Promise.all(shown);
    expect(calls).toHaveLength(1);
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 200 });
  });

  it('ask again once the answer came, and a change to the basket asks anew even while a call is on its way', async () => {
    const { session, calls, answerFirst } = sessionWithLateFirstAnswer();
    const first = showHeaderBasket(session);
    // The basket changed after the first call left: its answer may be older than the change.
    const afterChange = refreshHeaderBasket(session);
    // A badge shown now joins the newest refresh, not the older one.
    const joined = showHeaderBasket(session);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await joined;
    expect(calls).toHaveLength(2);
    answerFirst(figures(2, 200));
    await Promise.all([first, afterChange]);
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 300 });
    await showHeaderBasket(session);
    expect(calls).toHaveLength(3);
  });
});

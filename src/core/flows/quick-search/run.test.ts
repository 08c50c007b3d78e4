import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuickSearch } from './run';
import type { QuickSearchState } from './state';

interface Request {
  query: string;
  signal: AbortSignal;
  answer(hits: string[]): void;
  fail(error: unknown): void;
}

/** A server whose answers the test releases one by one, in any order. */
function controlledServer() {
  const requests: Request[] = [];
  const search = (query: string, signal: AbortSignal) =>
    new Promise<readonly string[]>((resolve, reject) => {
      requests.push({ query, signal, answer: resolve, fail: reject });
    });
  return { requests, search };
}

/** Types `text` one key at a time, `gapMs` apart, as a person would. */
function typeSlowly(input: (text: string) => void, text: string, gapMs: number): void {
  for (let length = 1; length <= text.length; length++) {
    input(text.slice(0, length));
    vi.advanceTimersByTime(gapMs);
  }
}

const shown = (state: QuickSearchState<string>) => ({
  status: state.status,
  query: state.query,
  hits: state.hits,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('quick search requests', () => {
  it('waits for typing to pause, then asks once', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search, debounceMs: 200 });
    search.input('W 7');
    vi.advanceTimersByTime(199);
    expect(server.requests).toEqual([]);
    expect(search.$state.get().status).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(server.requests.map((request) => request.query)).toEqual(['W 7']);
    server.requests[0]?.answer(['W 712/75']);
    await vi.runAllTimersAsync();
    expect(shown(search.$state.get())).toEqual({ status: 'done', query: 'W 7', hits: ['W 712/75'] });
  });

  it('sends one request for a 10-character query typed at 80 ms per key', () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    typeSlowly(search.input, '0986494524', 80);
    vi.advanceTimersByTime(1000);
    expect(server.requests.map((request) => request.query)).toEqual(['0986494524']);
  });

  it('asks nothing and clears the results below 3 characters', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('GDB');
    vi.advanceTimersByTime(200);
    server.requests[0]?.answer(['GDB1550']);
    await vi.runAllTimersAsync();
    expect(search.$state.get().hits).toEqual(['GDB1550']);

    search.input('GD');
    expect(shown(search.$state.get())).toEqual({ status: 'idle', query: null, hits: [] });
    vi.advanceTimersByTime(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('never shows an answer that arrives after a newer query was typed', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('колод');
    vi.advanceTimersByTime(200);
    search.input('колодки');
    vi.advanceTimersByTime(200);
    const [first, second] = server.requests;
    second?.answer(['Колодки тормозные передние']);
    await vi.runAllTimersAsync();
    first?.answer(['Колодки тормозные задние']);
    await vi.runAllTimersAsync();
    expect(shown(search.$state.get())).toEqual({
      status: 'done',
      query: 'колодки',
      hits: ['Колодки тормозные передние'],
    });
  });

  it('aborts the request of the old query when a new one is sent', () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('W 71');
    vi.advanceTimersByTime(200);
    expect(server.requests[0]?.signal.aborted).toBe(false);
    search.input('W 712');
    expect(server.requests[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(200);
    expect(server.requests[1]?.signal.aborted).toBe(false);
  });

  it('aborts the request under way when the text drops below 3 characters', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('W 71');
    vi.advanceTimersByTime(200);
    search.input('W');
    expect(server.requests[0]?.signal.aborted).toBe(true);
    server.requests[0]?.answer(['W 712/75']);
    await vi.runAllTimersAsync();
    expect(shown(search.$state.get())).toEqual({ status: 'idle', query: null, hits: [] });
  });

  it('keeps the last hits on screen while the next query loads', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('MANN');
    vi.advanceTimersByTime(200);
    server.requests[0]?.answer(['W 712/75']);
    await vi.runAllTimersAsync();
    search.input('MANN W');
    expect(shown(search.$state.get())).toEqual({ status: 'waiting', query: 'MANN W', hits: ['W 712/75'] });
    vi.advanceTimersByTime(200);
    expect(search.$state.get().status).toBe('loading');
  });

  it('does not ask again for the query already answered', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('GDB1');
    vi.advanceTimersByTime(200);
    server.requests[0]?.answer(['GDB1550']);
    await vi.runAllTimersAsync();
    search.input(' GDB1 ');
    vi.advanceTimersByTime(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a failure, and asks again on retry and on the next keystroke', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('GDB1');
    vi.advanceTimersByTime(200);
    const error = new Error('502');
    server.requests[0]?.fail(error);
    await vi.runAllTimersAsync();
    expect(search.$state.get()).toEqual({ status: 'failed', query: 'GDB1', hits: [], error });

    search.retry();
    expect(server.requests.map((request) => request.query)).toEqual(['GDB1', 'GDB1']);
    server.requests[1]?.fail(error);
    await vi.runAllTimersAsync();
    search.input('GDB1');
    vi.advanceTimersByTime(200);
    expect(server.requests).toHaveLength(3);
  });

  it('ignores the failure of an aborted request', async () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('GDB1');
    vi.advanceTimersByTime(200);
    search.input('GDB15');
    server.requests[0]?.fail(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(search.$state.get().status).toBe('loading');
  });

  it('clears everything and stops what is under way', () => {
    const server = controlledServer();
    const search = createQuickSearch({ search: server.search });
    search.input('GDB1');
    vi.advanceTimersByTime(200);
    search.input('GDB15');
    search.clear();
    vi.advanceTimersByTime(1000);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.signal.aborted).toBe(true);
    expect(shown(search.$state.get())).toEqual({ status: 'idle', query: null, hits: [] });
  });
});

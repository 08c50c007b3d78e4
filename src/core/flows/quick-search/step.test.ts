import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDLE_QUICK_SEARCH, type QuickSearchState } from './state';
import { type QuickSearchEvent, quickSearchStep } from './step';

type Hit = string;
const run = (events: QuickSearchEvent<Hit>[], from: QuickSearchState<Hit> = IDLE_QUICK_SEARCH) =>
  events.reduce<{ state: QuickSearchState<Hit>; effects: unknown[] }>(
    ({ state, effects }, event) => {
      const next = quickSearchStep(state, event);
      return { state: next.state, effects: [...effects, next.effect] };
    },
    { state: from, effects: [] },
  );

describe('quick search step', () => {
  it('waits on a query, asks when due, shows the answer', () => {
    const { state, effects } = run([
      { type: 'input', text: 'фильтр' },
      { type: 'due' },
      { type: 'answered', query: 'фильтр', hits: ['a'] },
    ]);
    expect(effects).toEqual([{ type: 'wait' }, { type: 'ask', query: 'фильтр' }, null]);
    expect(state).toEqual({ status: 'done', query: 'фильтр', hits: ['a'], error: null });
  });

  it('stops and clears below three characters', () => {
    const { state, effects } = run([
      { type: 'input', text: 'фильтр' },
      { type: 'input', text: 'ф' },
    ]);
    expect(effects.at(-1)).toEqual({ type: 'stop' });
    expect(state).toEqual(IDLE_QUICK_SEARCH);
  });

  it('never shows an answer to another query than the one asked', () => {
    const text = fc.stringMatching(/^[a-zа-я0-9 ]{0,8}$/);
    fc.assert(
      fc.property(text, text, fc.array(fc.string(), { maxLength: 3 }), (asked, answered, hits) => {
        fc.pre(asked.trim() !== answered.trim());
        const before = run([{ type: 'input', text: asked }, { type: 'due' }]).state;
        const after = quickSearchStep(before, { type: 'answered', query: answered.trim(), hits }).state;
        expect(after).toBe(before);
      }),
    );
  });

  it('asks again on retry after a failure, and on the same text typed again', () => {
    const failed = run([
      { type: 'input', text: 'масло' },
      { type: 'due' },
      { type: 'failed', query: 'масло', error: new Error('down') },
    ]).state;
    expect(failed.status).toBe('failed');
    expect(quickSearchStep(failed, { type: 'retry' }).effect).toEqual({ type: 'ask', query: 'масло' });
    expect(quickSearchStep(failed, { type: 'input', text: 'масло' }).effect).toEqual({ type: 'wait' });
  });
});

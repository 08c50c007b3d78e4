import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  longTasks,
  mainThread,
  mainThreadCpuMs,
  outermost,
  type TraceEvent,
  taskLine,
  workPerPage,
} from './trace-work.ts';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };

/** A complete event (ph X) on the page's main thread: `ts` and `dur` in ms, as a trace has them in µs. */
const work = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: dur * 1000,
  ...MAIN,
  ...extra,
});
const mark = (page: number, ts: number): TraceEvent => ({
  name: `append:${page}`,
  ph: 'R',
  ts: ts * 1000,
  ...MAIN,
});
const asked = (id: string, ts: number, url = '/rest/backend.page.json'): TraceEvent => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts: ts * 1000,
  ...MAIN,
  args: { data: { url, requestId: id } },
});
const answered = (id: string, ts: number): TraceEvent => ({
  name: 'ResourceReceiveResponse',
  ph: 'I',
  ts: ts * 1000,
  ...MAIN,
  args: { data: { requestId: id } },
});
const task = (ts: number, dur: number, srcFile = 'third_party/blink/renderer/core/dom/document.cc') =>
  work('ThreadControllerImpl::RunTask', ts, dur, { args: { src_file: srcFile } });

describe("the trace arithmetic of the bench's list figures", () => {
  it("takes the thread with the most layouts as the page's", () => {
    const events = [work('Layout', 0, 1), work('Layout', 5, 1, OTHER), work('Layout', 9, 1, OTHER)];
    expect(mainThread(events)).toBe('1:9');
    expect(mainThread([work('FunctionCall', 0, 1)])).toBeUndefined();
  });

  it('counts work inside other work once: a layout a script forced is part of the script', () => {
    const script = work('FunctionCall', 10, 8);
    const forced = work('Layout', 12, 3);
    const next = work('Layout', 20, 2);
    expect(outermost([next, forced, script])).toEqual([script, next]);
  });

  it('never counts more time than the span the events cover', () => {
    const event = fc.record({ ts: fc.integer({ min: 0, max: 1000 }), dur: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (spans) => {
        const kept = outermost(spans.map(({ ts, dur }) => work('FunctionCall', ts, dur)));
        const total = kept.reduce((sum, kept) => sum + (kept.dur ?? 0), 0);
        const start = Math.min(...spans.map(({ ts }) => ts));
        const end = Math.max(...spans.map(({ ts, dur }) => ts + dur));
        return spans.length === 0 ? kept.length === 0 : total <= (end - start) * 1000;
      }),
    );
  });

  it("splits each page's work at its answer, and keeps Chrome's autofill apart from the page's tasks", () => {
    const events = [
      work('Layout', 0, 1), // before the first mark: no page's
      mark(1, 1),
      asked('a', 1),
      work('FunctionCall', 2, 4), // before the answer: the jump
      answered('a', 10),
      work('FunctionCall', 11, 6), // the append
      work('Layout', 13, 2), // inside it: not counted again
      task(11, 7),
      task(30, 40, 'components/autofill/content/renderer/autofill_agent.cc'),
      asked('b', 50, '/rest/backend.basket_count.json'), // not a page call
      answered('b', 52),
      mark(2, 60),
      asked('c', 61),
      answered('c', 70),
      work('EvaluateScript', 71, 3),
      task(71, 20),
      work('Layout', 90, 5, OTHER), // another thread
    ];
    const perPage = workPerPage(events, 'backend.page.json');
    expect(perPage.get(1)).toEqual({
      jump: { workMs: 4, cpuMs: 4 },
      append: { workMs: 6, cpuMs: 6 },
      longestTaskMs: 7,
      longestTaskCpuMs: 7,
      autofillTaskMs: 40,
    });
    expect(perPage.get(2)).toEqual({
      jump: { workMs: 0, cpuMs: 0 },
      append: { workMs: 3, cpuMs: 3 },
      longestTaskMs: 20,
      longestTaskCpuMs: 20,
      autofillTaskMs: 0,
    });
  });

  it('names what filled a long task: the GC inside a script apart from it, each kind once, the rest by the other events then; by wall or by CPU', () => {
    const events = [
      work('Layout', 0, 1),
      work('ThreadControllerImpl::RunTask', 10, 80, { tdur: 30_000 }),
      work('FunctionCall', 10, 50),
      work('MinorGC', 20, 15),
      work('Layout', 30, 5), // forced by the script: part of it
      work('UpdateLayoutTree', 62, 8),
      work('Paint', 72, 10),
      work('ThreadControllerImpl::RunTask', 100, 40, { tdur: 40_000 }),
      work('MajorGC', 100, 40),
      work('ThreadControllerImpl::RunTask', 200, 20),
    ];
    const byWall = longTasks(events, 30);
    expect(byWall.map((task) => task.ms)).toEqual([80, 40]);
    expect(byWall[0]?.parts).toEqual([
      ['script', 35],
      ['GC', 15],
      ['other (no event)', 12],
      ['paint', 10],
      ['style', 8],
    ]);
    expect(taskLine(byWall[0] as NonNullable<(typeof byWall)[0]>)).toBe(
      '80 ms (CPU 30): script 35, GC 15, other (no event) 12, paint 10, style 8',
    );
    expect(longTasks(events, 30, 'cpuMs').map((task) => task.cpuMs)).toEqual([40]);
  });
});

describe('mainThreadCpuMs', () => {
  const named = (name: string, where: { pid: number; tid: number }): TraceEvent => ({
    name: 'thread_name',
    ph: 'M',
    ts: 0,
    ...where,
    args: { name },
  });
  it("sums the CPU time of the renderer main thread's tasks, not their wall time nor other threads'", () => {
    const events = [
      named('CrRendererMain', MAIN),
      named('Compositor', OTHER),
      { ...task(0, 10), tdur: 4000 },
      task(20, 3),
      work('FunctionCall', 20, 2), // inside a task: counted with it
      { ...task(20, 8), ...OTHER },
    ];
    expect(mainThreadCpuMs(events)).toBe(7);
  });
});

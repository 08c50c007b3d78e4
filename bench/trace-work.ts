/**
 * The arithmetic of a Chromium trace (devtools.timeline and toplevel events) behind the product
 * list's figures in `npm run bench`: which thread is the page's, which work is counted once, and
 * what each appended page cost.
 */

/** Script, style and layout on the page's main thread: as wall time, and as CPU time of the thread. */
export interface Work {
  /** What Chromium counts as script, style and layout time (wall time of those tasks). */
  workMs: number;
  /** The same as CPU time of the thread: apart from the other processes the machine runs. */
  cpuMs: number;
}

/** What one page of the list cost, from the trace. */
export interface PageWork {
  /**
   * From the page's answer arriving to its last row drawn: decoding the answer, rendering the page,
   * drawing its rows within reach of the window, then the others a few at a time: the total work
   * of the page.
   */
  append: Work;
  /**
   * Before the answer: the jump to the end of the list that asked for the page, drawing the rows of
   * the previous page it brought into view. None for page 1 (the tag is inserted).
   */
  jump: Work;
  /**
   * The main thread's longest task after the answer: what can hold a frame back. Chrome's autofill
   * apart (`autofillTaskMs`).
   */
  longestTaskMs: number;
  /**
   * The most CPU time of the thread (`tdur`) a task took in that span, Chrome's autofill apart: the
   * figure of a busy machine, where other processes stretch a task's wall time.
   */
  longestTaskCpuMs: number;
  /**
   * The longest of Chrome's autofill tasks in the same span: it looks over the whole page when an
   * `<input>` is added (`autofill_agent.cc`, at most once per 100 ms). A later page's rows add none
   * (their quantity is text until focused), so it is 0 unless that changes.
   */
  autofillTaskMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string }; src_file?: string; name?: string };
}

/** The main thread's script, style and layout events of a trace (devtools.timeline). */
export const WORK_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
]);

export const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The thread that lays the page out: the one with the most layouts. */
export function mainThread(events: readonly TraceEvent[]): string | undefined {
  const layouts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'Layout') layouts.set(threadOf(event), (layouts.get(threadOf(event)) ?? 0) + 1);
  return [...layouts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The events not inside another of them (a layout forced by a script is inside its function call). */
export function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  let end = -1;
  return [...events]
    .sort((a, b) => a.ts - b.ts)
    .filter((event) => {
      if (event.ts < end) return false;
      end = event.ts + (event.dur ?? 0);
      return true;
    });
}

export const NO_WORK: Work = { workMs: 0, cpuMs: 0 };
const add = (work: Work, event: TraceEvent): Work => ({
  workMs: work.workMs + (event.dur ?? 0) / 1000,
  cpuMs: work.cpuMs + (event.tdur ?? event.dur ?? 0) / 1000,
});

/** The main thread's tasks as Chromium's scheduler runs them (category `toplevel`). */
const TASK = 'ThreadControllerImpl::RunTask';

/**
 * The CPU time of every task on the page's main thread (a renderer's `CrRendererMain`, named by the
 * trace's metadata): the work of the page, whatever else the machine runs meanwhile.
 */
export function mainThreadCpuMs(events: readonly TraceEvent[]): number {
  const main = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map(threadOf),
  );
  return events
    .filter((event) => event.ph === 'X' && event.name === TASK && main.has(threadOf(event)))
    .reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0) / 1000, 0);
}

/**
 * The work after each `append:N` mark, split at the arrival of page N's answer (the response to a
 * request whose address holds `pageCall`), and the longest task after that arrival.
 */
export function workPerPage(events: readonly TraceEvent[], pageCall: string): Map<number, PageWork> {
  const main = mainThread(events);
  const marks = events
    .filter((event) => event.name.startsWith('append:'))
    .map((event) => ({ page: Number(event.name.slice('append:'.length)), ts: event.ts }))
    .sort((a, b) => a.ts - b.ts);
  // Answers come in page order: the list asks for one page at a time. A response names its request.
  const pageCalls = new Set(
    events
      .filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.includes(pageCall))
      .map((event) => event.args?.data?.requestId),
  );
  const answers = events
    .filter((event) => event.name === 'ResourceReceiveResponse' && pageCalls.has(event.args?.data?.requestId))
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const answerOf = new Map(marks.map((mark) => [mark.page, answers.find((ts) => ts > mark.ts) ?? mark.ts]));
  const work = outermost(
    events.filter((event) => event.ph === 'X' && WORK_EVENTS.has(event.name) && threadOf(event) === main),
  );
  const perPage = new Map<number, PageWork>();
  const pageOf = (event: TraceEvent) => {
    const mark = marks.findLast((candidate) => candidate.ts <= event.ts);
    if (!mark) return null;
    const page = perPage.get(mark.page) ?? {
      append: NO_WORK,
      jump: NO_WORK,
      longestTaskMs: 0,
      longestTaskCpuMs: 0,
      autofillTaskMs: 0,
    };
    return { number: mark.page, page, answered: event.ts >= (answerOf.get(mark.page) ?? mark.ts) };
  };
  for (const event of work) {
    const of = pageOf(event);
    if (!of) continue;
    const { number, page, answered } = of;
    perPage.set(
      number,
      answered ? { ...page, append: add(page.append, event) } : { ...page, jump: add(page.jump, event) },
    );
  }
  for (const task of events) {
    if (task.ph !== 'X' || task.name !== TASK || threadOf(task) !== main) continue;
    const of = pageOf(task);
    if (!of?.answered) continue;
    const { number, page } = of;
    const ms = (task.dur ?? 0) / 1000;
    perPage.set(
      number,
      task.args?.src_file?.includes('/autofill/')
        ? { ...page, autofillTaskMs: Math.max(page.autofillTaskMs, ms) }
        : {
            ...page,
            longestTaskMs: Math.max(page.longestTaskMs, ms),
            longestTaskCpuMs: Math.max(page.longestTaskCpuMs, (task.tdur ?? task.dur ?? 0) / 1000),
          },
    );
  }
  return perPage;
}

/** A main-thread task as Chromium's scheduler ran it, and what filled it. */
export interface Task {
  ms: number;
  /** CPU time of the thread (`tdur`). */
  cpuMs: number;
  /** What ran inside, by kind, longest first: script, style, layout, paint, garbage collection… */
  parts: [string, number][];
}

/** Trace events that say what a task did (devtools.timeline), under the name a figure gives them. */
const PART_OF: Readonly<Record<string, string>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  V8Execute: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'BlinkGC.AtomicPauseMarkEpilogue': 'GC',
  'BlinkGC.AtomicPauseSweepAndCompact': 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  'V8.GCIncrementalMarking': 'GC',
  'V8.GCCompactor': 'GC',
};

/**
 * The page's main-thread tasks over `overMs` of wall time (`by` 'ms') or of the thread's CPU time
 * ('cpuMs'), longest first, each with what filled it: garbage collection counted apart from the
 * script it interrupted (a script's time less its GC), the rest by the outermost event of each kind.
 */
export function longTasks(events: readonly TraceEvent[], overMs: number, by: 'ms' | 'cpuMs' = 'ms'): Task[] {
  const main = mainThread(events);
  const onMain = events.filter((event) => event.ph === 'X' && threadOf(event) === main);
  const parts = onMain.filter((event) => event.name in PART_OF);
  return onMain
    .filter(
      (event) =>
        event.name === TASK && (event[by === 'ms' ? 'dur' : 'tdur'] ?? event.dur ?? 0) / 1000 > overMs,
    )
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = parts.filter((event) => event.ts >= task.ts && event.ts < end);
      const byKind = new Map<string, number>();
      const gc = outermost(inside.filter((event) => PART_OF[event.name] === 'GC'));
      for (const event of [...outermost(inside.filter((event) => PART_OF[event.name] !== 'GC')), ...gc]) {
        const kind = PART_OF[event.name] ?? event.name;
        byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
      }
      // A collection inside a script is counted as GC, not twice.
      const gcInScript = gc
        .filter((event) =>
          inside.some(
            (outer) =>
              PART_OF[outer.name] === 'script' &&
              outer.ts <= event.ts &&
              outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0),
          ),
        )
        .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
      if (byKind.has('script')) byKind.set('script', (byKind.get('script') ?? 0) - gcInScript);
      // What no timeline event names: given as the other events that ran then, the longest two.
      const named = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
      if ((task.dur ?? 0) / 1000 - named >= 1) {
        const others = outermost(
          onMain.filter(
            (event) =>
              event !== task &&
              event.ts >= task.ts &&
              event.ts < end &&
              !(event.name in PART_OF) &&
              event.name !== TASK,
          ),
        )
          .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
          .slice(0, 2)
          .map((event) => event.name);
        byKind.set(`other (${others.join(', ') || 'no event'})`, (task.dur ?? 0) / 1000 - named);
      }
      return {
        ms: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
        parts: [...byKind.entries()].sort((a, b) => b[1] - a[1]),
      };
    })
    .sort((a, b) => b[by] - a[by]);
}

/** "62 ms (CPU 41): script 30, GC 18, layout 9": a long task, as a figure names it. */
export const taskLine = (task: Task) =>
  `${task.ms.toFixed(0)} ms (CPU ${task.cpuMs.toFixed(0)}): ${task.parts
    .filter(([, ms]) => ms >= 1)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ')}`;

import type { CDPSession, Page } from 'playwright-core';
import { mainThreadCpuMs, type TraceEvent } from './trace-work.ts';

const WORK = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

/** Main-thread work of one interaction, and its duration as Event Timing reports it (INP). */
export interface InteractionCost {
  workMs: number;
  /**
   * The CPU time of the main thread's tasks in the same span, from a trace: what the page itself
   * spent, which other processes on a busy machine do not stretch as they stretch `workMs` and INP.
   */
  cpuMs: number;
  /**
   * The longest Event Timing entry of the interaction: input to the next paint. 0 when none came,
   * which is under the 16 ms the observer is asked to report from.
   */
  inpMs: number;
}

/** Script, style and layout of the page's main thread so far, in seconds (CDP `Performance.enable` first). */
export async function work(cdp: CDPSession): Promise<number> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return list
    .filter((metric) => (WORK as readonly string[]).includes(metric.name))
    .reduce((sum, m) => sum + m.value, 0);
}

/**
 * Records the Event Timing entries of real interactions from now on (as web-vitals' INP does: the
 * entries with an interaction id, 16 ms and longer).
 */
export const WATCH_EVENTS = `(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
})()`;

/** A CDP session counting the page's main-thread work, and the Event Timing watch installed. */
export async function watchInteractions(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(WATCH_EVENTS);
  return cdp;
}

/** `act` then `settled`: the main-thread work between, and the longest interaction in it. */
export async function measure(
  page: Page,
  cdp: CDPSession,
  act: () => Promise<void>,
  settled: () => Promise<unknown>,
): Promise<InteractionCost> {
  await page.evaluate('window.__events.length = 0');
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  const before = await work(cdp);
  await act();
  await settled();
  // Two frames: the paint of the change and the Event Timing entry it closes.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  const workMs = ((await work(cdp)) - before) * 1000;
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const inpMs = await page.evaluate<number>('Math.max(0, ...window.__events)');
  return { workMs, cpuMs: mainThreadCpuMs(events), inpMs };
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * One printed line: the interaction (INP, or "< 16" when Event Timing reported none), its work and
 * the main thread's CPU time.
 */
export function interactionLine(label: string, cost: InteractionCost, width = 16): string {
  const inp = cost.inpMs > 0 ? ms(cost.inpMs) : '  <16 ms';
  return `    ${label.padEnd(width)} interaction (INP) ${inp}, work ${ms(cost.workMs)}, main-thread CPU ${ms(cost.cpuMs)}`;
}

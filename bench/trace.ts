import type { Page } from 'playwright-core';
import type { TraceEvent } from './trace-work.ts';

/** Trace categories of the figures: script, style, layout, paint and GC, the scheduler's tasks, marks. */
export const TRACE_CATEGORIES = 'devtools.timeline,blink.user_timing,toplevel,v8';

/** The page's trace events of `categories` while `run` goes. */
export async function traceOf(
  page: Page,
  run: () => Promise<void>,
  categories = TRACE_CATEGORIES,
): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

import { readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';

/** Chromium's own counters (seconds) of the work done on the main thread. */
const WORK = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

export interface AppendCost {
  page: number;
  /** Script, style and layout time spent between asking for the page and its rows being shown. */
  workMs: number;
  /**
   * The same work as CPU time of the page's main thread (the trace's thread durations): what it
   * costs apart from the other processes the machine runs, which stretch `workMs`.
   */
  cpuMs: number;
  /** The same in wall time, network included (the demo API answers at once). */
  wallMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** The main thread's script, style and layout events of a trace (devtools.timeline). */
const WORK_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
]);

/**
 * CPU milliseconds of script, style and layout after each `append:N` mark: the outermost work
 * events only (a layout forced by a script is inside its function call), on the thread that lays
 * the page out.
 */
function cpuPerAppend(events: readonly TraceEvent[]): Map<number, number> {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const layouts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'Layout') layouts.set(thread(event), (layouts.get(thread(event)) ?? 0) + 1);
  const main = [...layouts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const marks = events
    .filter((event) => event.name.startsWith('append:'))
    .map((event) => ({ page: Number(event.name.slice('append:'.length)), ts: event.ts }))
    .sort((a, b) => a.ts - b.ts);
  const work = events
    .filter((event) => event.ph === 'X' && WORK_EVENTS.has(event.name) && thread(event) === main)
    .sort((a, b) => a.ts - b.ts);
  const cpu = new Map<number, number>();
  let outerEnd = -1;
  for (const event of work) {
    if (event.ts < outerEnd) continue;
    outerEnd = event.ts + (event.dur ?? 0);
    const mark = marks.findLast((candidate) => candidate.ts <= event.ts);
    if (mark) cpu.set(mark.page, (cpu.get(mark.page) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return cpu;
}

async function workSeconds(cdp: CDPSession): Promise<number> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return list
    .filter((metric) => (WORK as readonly string[]).includes(metric.name))
    .reduce((sum, m) => sum + m.value, 0);
}

/**
 * Appends the pages of the whole 5,000-part catalogue (100 pages of 50) to a product list on a plain
 * page, one at a time as a client scrolling to the end would, and records what each append costs.
 */
export async function productListAppendCosts(): Promise<AppendCost[]> {
  const server = await startPortalServer({ port: 0, control: true, products: 5000 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await openBlankPage(page, server.url);
    await page.addScriptTag({ url: '/widgets/product-list.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-product-list') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.addScriptTag({
      content: readFileSync(new URL('./product-list-probes.js', import.meta.url), 'utf8'),
    });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    const costs: Omit<AppendCost, 'cpuMs'>[] = [];
    for (let number = 1; number <= 100; number += 1) {
      await page.evaluate(`performance.mark('append:${number}')`);
      const workBefore = await workSeconds(cdp);
      const start = Date.now();
      await page.evaluate(`appendPage(${number})`);
      costs.push({
        page: number,
        workMs: ((await workSeconds(cdp)) - workBefore) * 1000,
        wallMs: Date.now() - start,
      });
    }
    await cdp.send('Tracing.end');
    await traced;
    const cpu = cpuPerAppend(events);
    const shown = () =>
      page.evaluate(
        () =>
          document.querySelector('portal-product-list')?.shadowRoot?.querySelectorAll('[part~="row"]')
            .length ?? 0,
      );
    if ((await shown()) !== 5000) throw new Error('the list did not reach 5,000 rows');
    return costs.map((cost) => ({ ...cost, cpuMs: cpu.get(cost.page) ?? Number.NaN }));
  } finally {
    await browser.close();
    await server.close();
  }
}

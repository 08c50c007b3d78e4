import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';
import { type CpuSlowdown, slowCpu } from './cpu.ts';
import { traceOf } from './trace.ts';
import {
  longTasks,
  mainThread,
  NO_WORK,
  outermost,
  type PageWork,
  type Task,
  threadOf,
  WORK_EVENTS,
  workPerPage,
} from './trace-work.ts';

/** The list's page call, and how long the demo API holds each answer back. */
const PAGE_CALL = 'backend.page.json';
const ANSWER_DELAY_MS = 250;

export interface AppendCost extends PageWork {
  page: number;
  /** Asking for the page (the jump) to its rows shown, the answer's delay included. */
  wallMs: number;
}

const PROBES = readFileSync(new URL('./product-list-probes.js', import.meta.url), 'utf8');

/**
 * A signed-in plain page with the product list's code and the probes, on a 5,000-part demo API
 * that holds each page's answer back `ANSWER_DELAY_MS`; the server and the browser are closed after.
 */
async function withListPage<T>(
  slowdown: CpuSlowdown,
  measure: (page: Page, portalUrl: string) => Promise<T>,
): Promise<T> {
  const server = await startPortalServer({ port: 0, control: true, products: 5000 });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await openBlankPage(page, server.url);
    await page.addScriptTag({ url: '/widgets/product-list.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-product-list') !== undefined);
    await fetch(`${server.url}/__demo/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: PAGE_CALL, latencyMs: ANSWER_DELAY_MS, times: 1000 }),
    });
    await page.addScriptTag({ content: PROBES });
    await slowCpu(page, slowdown);
    return await measure(page, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Appends the pages of the whole 5,000-part catalogue (100 pages of 50) to a product list on a plain
 * page, one at a time as a client jumping to the end would, and records what each costs. The demo
 * API holds each answer back a little, as a real network does, so that the jump's own drawing and
 * the append fall apart. Each page is taken as appended once its last row is drawn. `drawnRows` is
 * how many rows were drawn in the end (any others would stand as places); `referenceMs`, the
 * baseline of the run, is the median time of a fixed plain task (`referenceTask` of the probes).
 */
export async function productListAppendCosts(slowdown: CpuSlowdown): Promise<{
  costs: AppendCost[];
  /** The tasks over 50 ms of wall time in the whole run. */
  tasksOver50Ms: number;
  /** The tasks over 50 ms of the thread's CPU time in the whole run, longest first, with what filled each. */
  cpuLongTasks: Task[];
  drawnRows: number;
  referenceMs: number;
}> {
  return withListPage(slowdown, async (page) => {
    const references: number[] = [];
    for (let run = 0; run < 7; run += 1) references.push(await page.evaluate<number>('referenceTask()'));
    const walls: number[] = [];
    const events = await traceOf(page, async () => {
      for (let number = 1; number <= 100; number += 1) {
        await page.evaluate(`performance.mark('append:${number}')`);
        const start = Date.now();
        await page.evaluate(`appendPage(${number})`);
        walls.push(Date.now() - start);
      }
    });
    const work = workPerPage(events, PAGE_CALL);
    const tasksOver50Ms = longTasks(events, 50).length;
    const cpuLongTasks = longTasks(events, 50, 'cpuMs');
    // Rows not in reach yet are places that stand for them: together they are the whole catalogue.
    const { drawn, standing } = await page.evaluate(() => {
      const root = document.querySelector('portal-product-list')?.shadowRoot;
      const places = [...(root?.querySelectorAll<HTMLElement>('[data-rows-count]') ?? [])];
      return {
        drawn: root?.querySelectorAll('[part~="row"]').length ?? 0,
        standing: places.reduce((sum, place) => sum + Number(place.dataset.rowsCount), 0),
      };
    });
    if (drawn + standing !== 5000) throw new Error('the list did not reach 5,000 rows');
    return {
      costs: walls.map((wallMs, index) => ({
        page: index + 1,
        append: work.get(index + 1)?.append ?? NO_WORK,
        jump: work.get(index + 1)?.jump ?? NO_WORK,
        longestTaskMs: work.get(index + 1)?.longestTaskMs ?? 0,
        longestTaskCpuMs: work.get(index + 1)?.longestTaskCpuMs ?? 0,
        autofillTaskMs: work.get(index + 1)?.autofillTaskMs ?? 0,
        wallMs,
      })),
      tasksOver50Ms,
      cpuLongTasks,
      drawnRows: drawn,
      referenceMs: [...references].sort((a, b) => a - b)[3] ?? Number.NaN,
    };
  });
}

export interface ScrollCost {
  frames: number;
  /** Frame intervals while scrolling: the 95th percentile. */
  p95FrameMs: number;
  /** The main thread's longest task while scrolling (what can hold a frame back). */
  longestTask: Task | null;
  /** Its task of the most CPU time of the thread. */
  longestCpuTask: Task | null;
  /** Tasks over 50 ms of wall time. */
  tasksOver50Ms: number;
  /** Tasks over 50 ms of the thread's CPU time, longest first, with what filled each. */
  cpuLongTasks: Task[];
  /** Tasks longer than a 60 Hz frame. */
  tasksOver16Ms: number;
  /** Script, style and layout per frame, mean. */
  workPerFrameMs: number;
  drawnRows: number;
  /**
   * The same scroll, as many frames of the same step, over a static twin of the list as it was
   * drawn in the end (its HTML and styles, no script), in the same browser: the 95th percentile
   * of its frame intervals, what drawing these rows costs this machine without our code.
   */
  staticTwinP95FrameMs: number;
}

const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? Number.NaN;

/**
 * A client scrolling steadily down the 5,000-part catalogue, `step` px a frame, through the first
 * `pages` pages (the answers held back as in `productListAppendCosts`): the rows are drawn as they
 * come within reach and the pages appended on the way. Then the same scroll over its static twin.
 */
export async function productListScrollCost(
  pages: number,
  step: number,
  slowdown: CpuSlowdown,
): Promise<ScrollCost> {
  return withListPage(slowdown, async (page, portalUrl) => {
    await page.evaluate('appendPage(1)');
    let intervals: number[] = [];
    const events = await traceOf(page, async () => {
      intervals = await page.evaluate<number[]>(`scrollThrough(${pages}, ${step}, ${pages * 400})`);
    });
    const main = mainThread(events);
    const onMain = events.filter((event) => event.ph === 'X' && threadOf(event) === main);
    const tasks = longTasks(events, 0);
    const cpuTasks = longTasks(events, 0, 'cpuMs');
    const work = outermost(onMain.filter((event) => WORK_EVENTS.has(event.name))).reduce(
      (sum, event) => sum + (event.dur ?? 0) / 1000,
      0,
    );
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('portal-product-list')?.shadowRoot;
      const rules = [...(root?.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules]);
      return {
        rows: root?.querySelectorAll('[part~="row"]').length ?? 0,
        css: rules.map((rule) => rule.cssText).join('\n'),
        html: root?.innerHTML ?? '',
      };
    });
    await openBlankPage(page, portalUrl);
    await page.evaluate(({ css, html }) => {
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML = `<style>${css}</style>${html}`;
      document.body.append(host);
    }, drawn);
    await page.addScriptTag({ content: PROBES });
    const twin = await page.evaluate<number[]>(`scrollFrames(${step}, ${intervals.length})`);
    return {
      frames: intervals.length,
      p95FrameMs: p95(intervals),
      longestTask: tasks[0] ?? null,
      longestCpuTask: cpuTasks[0] ?? null,
      tasksOver50Ms: tasks.filter((task) => task.ms > 50).length,
      cpuLongTasks: cpuTasks.filter((task) => task.cpuMs > 50),
      tasksOver16Ms: tasks.filter((task) => task.ms > 16).length,
      workPerFrameMs: work / intervals.length,
      drawnRows: drawn.rows,
      staticTwinP95FrameMs: p95(twin),
    };
  });
}

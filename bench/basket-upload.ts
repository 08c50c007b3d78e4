import type { CDPSession, Route } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';
import { type CpuSlowdown, slowCpu } from './cpu.ts';

const ROWS = 5000;
const WORK = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

export interface ReviewCost {
  /** From the search's answer released to the review's first rows drawn. */
  openWallMs: number;
  /** Script, style and layout over the same span. */
  openWorkMs: number;
  /** A steady scroll through the review: frames, the 95th percentile and longest frame interval. */
  frames: number;
  p95FrameMs: number;
  longestFrameMs: number;
  framesOver17Ms: number;
  longTasks: number;
  longestTaskMs: number;
  /** The same scroll over a plain tall page in the same browser: what this machine gives now. */
  baselineP95FrameMs: number;
  baselineLongestFrameMs: number;
  /**
   * The same scroll over a static copy of the review as it was drawn (its HTML and styles, no
   * script): what drawing these rows costs this machine without any of our code running.
   */
  staticCopyP95FrameMs: number;
  staticCopyFramesOver17Ms: number;
}

const offer = (index: number, brand: string, amount: number, multiple = 1) => ({
  ID: String(100_000 + index),
  BRAND: brand,
  ARTICLE: `A-${index}`,
  NAME: `Колодки тормозные передние, деталь ${index}`,
  AMOUNT: amount,
  MIN_QUANT: multiple,
});

/** A search answer of 5,000 rows of every kind: as asked, changed, two makers, out of stock, not found. */
function searchAnswer() {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const kind = index % 5;
    const base = { ARTICLE: `A-${index}`, QUANTITY: 1 + (index % 7), ANALOGS: [] as unknown[] };
    if (kind === 0) return { ...base, OFFERS: [offer(index, 'BOSCH', 500)] };
    if (kind === 1) return { ...base, OFFERS: [offer(index, 'NGK', 2, 4)] };
    if (kind === 2) return { ...base, OFFERS: [offer(index, 'KYB', 9), offer(index + ROWS, 'VALEO', 3)] };
    if (kind === 3)
      return { ...base, OFFERS: [offer(index, 'ATE', 0)], ANALOGS: [offer(index + 2 * ROWS, 'TRW', 40)] };
    return { ...base, OFFERS: [] };
  });
  return { result: { page: { next_step: 'add2basket', file_name: 'bench.xlsx', rows } } };
}

async function metrics(cdp: CDPSession): Promise<number> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return list
    .filter((metric) => (WORK as readonly string[]).includes(metric.name))
    .reduce((sum, m) => sum + m.value, 0);
}

const FIRST_ROW_DRAWN = `!!document.querySelector('portal-basket-upload')?.shadowRoot?.querySelector('[part="review"] [role="row"][data-status]')`;

/** Scrolls the page `step` px a frame for `frames` frames: the frame intervals and the long tasks. */
const SCROLL = (step: number, frames: number) => `(async () => {
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
  observer.observe({ type: 'longtask' });
  const intervals = [];
  await new Promise((resolve) => requestAnimationFrame(resolve));
  let last = performance.now();
  for (let frame = 0; frame < ${frames}; frame += 1) {
    window.scrollBy(0, ${step});
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    intervals.push(now - last);
    last = now;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { intervals, tasks };
})()`;

/**
 * The order-from-a-file widget on a plain page, its search answering 5,000 rows: how long the
 * review takes to open from the answer, and how a steady scroll through it runs.
 */
export async function basketUploadReviewCost(
  slowdown: CpuSlowdown,
  step = 60,
  frames = 600,
): Promise<ReviewCost> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'basic', 'basic');
    await page.waitForURL(/from=login/);
    await slowCpu(page, slowdown);
    const body = JSON.stringify(searchAnswer());
    let release: (() => void) | null = null;
    const searching = new Promise<void>((asked) => {
      void page.route('**/rest/backend.page.json', async (route: Route) => {
        const form = route.request().postData() ?? '';
        if (!form.includes('name="step"\r\n\r\nsearch') && !form.includes('step=search')) {
          await route.fulfill({
            json: { result: { page: { file_name: 'bench.xlsx', next_step: 'search' } } },
          });
          return;
        }
        await new Promise<void>((resolve) => {
          release = resolve;
          asked();
        });
        await route.fulfill({ body, contentType: 'application/json' });
      });
    });
    await openBlankPage(page, server.url);
    await page.addScriptTag({ url: '/widgets/basket-upload.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-basket-upload') !== undefined);
    await page.evaluate(() => document.body.append(document.createElement('portal-basket-upload')));
    await page.locator('portal-basket-upload input[type="file"]').setInputFiles({
      name: 'bench.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('PK bench'),
    });
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await searching;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await metrics(cdp);
    const start = Date.now();
    (release as (() => void) | null)?.();
    await page.waitForFunction(FIRST_ROW_DRAWN, undefined, { polling: 'raf', timeout: 180_000 });
    const openWallMs = Date.now() - start;
    const openWorkMs = ((await metrics(cdp)) - before) * 1000;
    const { intervals, tasks } = await page.evaluate<{ intervals: number[]; tasks: number[] }>(
      SCROLL(step, frames),
    );
    const sorted = [...intervals].sort((a, b) => a - b);
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('portal-basket-upload')?.shadowRoot;
      const rules = [...(root?.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules]);
      return { css: rules.map((rule) => rule.cssText).join('\n'), html: root?.innerHTML ?? '' };
    });
    await openBlankPage(page, server.url);
    await page.evaluate(({ css, html }) => {
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML = `<style>${css}</style>${html}`;
      document.body.append(host);
    }, drawn);
    const copy = (await page.evaluate<{ intervals: number[] }>(SCROLL(step, frames))).intervals;
    const sortedCopy = [...copy].sort((a, b) => a - b);
    await openBlankPage(page, server.url);
    await page.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '400000px';
      document.body.append(tall);
    });
    const baseline = (await page.evaluate<{ intervals: number[] }>(SCROLL(step, frames))).intervals.sort(
      (a, b) => a - b,
    );
    return {
      staticCopyP95FrameMs: sortedCopy[Math.floor(sortedCopy.length * 0.95)] ?? Number.NaN,
      staticCopyFramesOver17Ms: copy.filter((ms) => ms > 17).length,
      baselineP95FrameMs: baseline[Math.floor(baseline.length * 0.95)] ?? Number.NaN,
      baselineLongestFrameMs: baseline.at(-1) ?? Number.NaN,
      openWallMs,
      openWorkMs,
      frames: intervals.length,
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
      longestFrameMs: sorted.at(-1) ?? Number.NaN,
      framesOver17Ms: intervals.filter((ms) => ms > 17).length,
      longTasks: tasks.length,
      longestTaskMs: tasks.length > 0 ? Math.max(...tasks) : 0,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

import type { Page, Route } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';
import { type CpuSlowdown, cpuLabel, slowCpu } from './cpu.ts';
import { type InteractionCost, interactionLine, measure, WATCH_EVENTS, work } from './interactions.ts';
import { traceOf } from './trace.ts';
import { longTasks, type Task, taskLine } from './trace-work.ts';

export interface BasketCost {
  lines: number;
  /** From the basket's answer released to its lines and total shown. */
  shownWallMs: number;
  shownWorkMs: number;
  /** From the answer to the lines drawn down to the window's bottom edge (the first screen). */
  firstScreenWallMs: number;
  /** From the answer to every line drawn (the rows beyond the window are drawn after). */
  allDrawnWallMs: number;
  /** The main thread's longest task from the answer to every line drawn. */
  longestTask: Task | null;
  /** Its task of the most CPU time of the thread in that span. */
  longestCpuTask: Task | null;
  /** Tasks over 50 ms of wall time in that span. */
  tasksOver50Ms: number;
  /** Tasks over 50 ms of the thread's CPU time in that span, longest first. */
  cpuLongTasks: Task[];
  selectAll: InteractionCost;
  quantity: InteractionCost;
  remove: InteractionCost;
  /** 'Оформить заказ' pressed: to the next paint (its busy state), the order's answer apart. */
  submit: InteractionCost;
}

/**
 * Watches, frame by frame, for the basket's lines drawn down to the window's bottom edge (or all of
 * them), then for all `lines` of them: `window.__drawing` holds the wall clock of each (Date.now).
 */
const WATCH_DRAWING = (lines: number) => `(() => {
  const drawing = { firstScreen: 0, all: 0 };
  window.__drawing = drawing;
  const tick = () => {
    const drawn = document.querySelector('portal-basket-checkout')?.shadowRoot?.querySelectorAll('[part="line"]');
    const last = drawn?.[drawn.length - 1];
    if (!drawing.firstScreen && last && (drawn.length === ${lines} || last.getBoundingClientRect().bottom >= innerHeight))
      drawing.firstScreen = Date.now();
    if (drawn?.length === ${lines}) drawing.all = Date.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const widget = (page: Page) => page.locator('portal-basket-checkout');
const total = (page: Page) => widget(page).getByTestId('checkout-total').textContent();

/**
 * The basket widget on a plain page with a basket of `lines` lines (the demo API's `/__demo/basket`):
 * how long it takes to show from the answer, and what 'select all', a quantity edit and a delete cost.
 */
export async function basketCost(lines: number, slowdown: CpuSlowdown): Promise<BasketCost> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const filled = await fetch(`${server.url}/__demo/basket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'basic', lines }),
    });
    if (!filled.ok) throw new Error(`/__demo/basket answered ${filled.status}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A machine shared with other work can take longer than Playwright's 30 s to show a page.
    page.setDefaultTimeout(120_000);
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'basic', 'basic');
    await page.waitForURL(/from=login/);
    await slowCpu(page, slowdown);
    let release: (() => void) | null = null;
    const asked = new Promise<void>((resolve) => {
      void page.route('**/rest/basket.list.json', async (route: Route) => {
        const answer = await route.fetch();
        const body = await answer.text();
        await new Promise<void>((go) => {
          release = go;
          resolve();
        });
        await route.fulfill({ response: answer, body });
      });
    });
    await openBlankPage(page, server.url);
    await page.addScriptTag({ url: '/widgets/basket-checkout.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-basket-checkout') !== undefined);
    await page.evaluate(() => document.body.append(document.createElement('portal-basket-checkout')));
    await asked;
    await page.unroute('**/rest/basket.list.json');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.evaluate(WATCH_DRAWING(lines));
    const rows = widget(page).locator('[part="line"]');
    let start = 0;
    let shownWallMs = 0;
    let shownWorkMs = 0;
    const events = await traceOf(page, async () => {
      const before = await work(cdp);
      start = Date.now();
      (release as (() => void) | null)?.();
      await rows.first().waitFor({ timeout: 120_000 });
      await widget(page).getByTestId('checkout-total').waitFor();
      shownWallMs = Date.now() - start;
      shownWorkMs = ((await work(cdp)) - before) * 1000;
      await page.waitForFunction('window.__drawing.all > 0', undefined, { polling: 100, timeout: 120_000 });
    });
    const drawing = await page.evaluate<{ firstScreen: number; all: number }>('window.__drawing');
    const tasks = longTasks(events, 0);
    const cpuTasks = longTasks(events, 0, 'cpuMs');

    await page.evaluate(WATCH_EVENTS);
    const shownTotal = await total(page);
    // Found before the measure: finding it by role reads the style of every checkbox, which makes
    // the browser lay out the lines it skips out of sight, work the client's click never does.
    const selectAllBox = await widget(page)
      .getByRole('checkbox', { name: 'Выбрать все товары' })
      .elementHandle({ timeout: 120_000 });
    const selectAll = await measure(
      page,
      cdp,
      () => selectAllBox.click(),
      () =>
        page.waitForFunction((was) => {
          const text = document
            .querySelector('portal-basket-checkout')
            ?.shadowRoot?.querySelector('[data-testid="checkout-total"]')?.textContent;
          return text !== was;
        }, shownTotal),
    );
    // Ticked again, so the edit and the delete below change the total.
    await selectAllBox.click();
    await page.waitForFunction((was) => {
      const text = document
        .querySelector('portal-basket-checkout')
        ?.shadowRoot?.querySelector('[data-testid="checkout-total"]')?.textContent;
      return text === was;
    }, shownTotal);

    const row = rows.nth(Math.floor(lines / 2));
    await row.scrollIntoViewIfNeeded();
    const sumBefore = await row.getByTestId('line-sum').textContent();
    const increase = row.getByRole('button', { name: 'Увеличить количество' });
    const quantity = await measure(
      page,
      cdp,
      () => increase.click(),
      () =>
        row
          .getByTestId('line-sum')
          .filter({ hasNotText: sumBefore ?? '' })
          .waitFor(),
    );

    const removed = rows.nth(Math.floor(lines / 3));
    await removed.scrollIntoViewIfNeeded();
    const remove = await measure(
      page,
      cdp,
      () => removed.getByRole('button', { name: /^Удалить: / }).click(),
      () =>
        page.waitForFunction(
          (count) =>
            document.querySelector('portal-basket-checkout')?.shadowRoot?.querySelectorAll('[part="line"]')
              .length === count,
          lines - 1,
        ),
    );
    const submitButton = widget(page).locator('[part="submit"]');
    await submitButton.scrollIntoViewIfNeeded();
    const submit = await measure(
      page,
      cdp,
      () => submitButton.click(),
      () => widget(page).locator('[part="notice"]').waitFor({ timeout: 120_000 }),
    );
    return {
      lines,
      shownWallMs,
      shownWorkMs,
      firstScreenWallMs: drawing.firstScreen - start,
      allDrawnWallMs: drawing.all - start,
      longestTask: tasks[0] ?? null,
      longestCpuTask: cpuTasks[0] ?? null,
      tasksOver50Ms: tasks.filter((task) => task.ms > 50).length,
      cpuLongTasks: cpuTasks.filter((task) => task.cpuMs > 50),
      selectAll,
      quantity,
      remove,
      submit,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The figures of a 1,000-line basket beside those of a 10-line one taken in the same run, with the
 * CPU as it is and 4× slower.
 */
export async function printBasketCosts(slowdowns: readonly CpuSlowdown[]): Promise<void> {
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    '\nBasket of 1,000 lines (goal: shown within 1 s of the answer, its first screen of lines within 0.5 s' +
      '\nwith the CPU 4× slower and the rest in slices, no task over 50 ms; each interaction under 100 ms, under 200 ms 4× slower), a 10-line basket' +
      '\nin the same run as the baseline; main-thread work is script + style + layout',
  );
  for (const slowdown of slowdowns) {
    console.log(`  ${cpuLabel(slowdown)}`);
    for (const cost of [await basketCost(10, slowdown), await basketCost(1000, slowdown)]) {
      const line = (label: string, of: InteractionCost) => `\n${interactionLine(label, of)}`;
      console.log(
        `  ${String(cost.lines).padStart(5)} lines: shown ${ms(cost.shownWallMs)} wall (work ${ms(cost.shownWorkMs)}), ` +
          `first screen of lines ${ms(cost.firstScreenWallMs)}, every line drawn ${ms(cost.allDrawnWallMs)}` +
          `\n    from the answer to every line drawn: longest task ${cost.longestTask ? taskLine(cost.longestTask) : 'none'}` +
          `; most CPU ${cost.longestCpuTask ? taskLine(cost.longestCpuTask) : 'none'}` +
          `\n    tasks over 50 ms: ${cost.tasksOver50Ms}, of CPU: ${cost.cpuLongTasks.length}${cost.cpuLongTasks
            .slice(1, 4)
            .map((task) => `\n      ${taskLine(task)}`)
            .join('')}` +
          line('select all', cost.selectAll) +
          line('quantity +1', cost.quantity) +
          line('delete a line', cost.remove) +
          line("'Оформить заказ'", cost.submit),
      );
    }
  }
}

import type { Page, Route } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';
import { CPU_SLOWDOWNS, type CpuSlowdown, cpuLabel, slowCpu } from './cpu.ts';
import { type InteractionCost, interactionLine, measure, WATCH_EVENTS, work } from './interactions.ts';

export interface BasketCost {
  lines: number;
  /** From the basket's answer released to its lines and total shown. */
  shownWallMs: number;
  shownWorkMs: number;
  /** From the answer to every line drawn (the rows beyond the window are drawn after). */
  allDrawnWallMs: number;
  selectAll: InteractionCost;
  quantity: InteractionCost;
  remove: InteractionCost;
  /** 'Оформить заказ' pressed: to the next paint (its busy state), the order's answer apart. */
  submit: InteractionCost;
}

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
    const before = await work(cdp);
    const start = Date.now();
    (release as (() => void) | null)?.();
    const rows = widget(page).locator('[part="line"]');
    await rows.first().waitFor({ timeout: 120_000 });
    await widget(page).getByTestId('checkout-total').waitFor();
    const shownWallMs = Date.now() - start;
    const shownWorkMs = ((await work(cdp)) - before) * 1000;
    await page.waitForFunction(
      (count) =>
        document.querySelector('portal-basket-checkout')?.shadowRoot?.querySelectorAll('[part="line"]')
          .length === count,
      lines,
      { polling: 100, timeout: 120_000 },
    );
    const allDrawnWallMs = Date.now() - start;

    await page.evaluate(WATCH_EVENTS);
    const shownTotal = await total(page);
    // Found before the measure: finding it by role reads the style of every checkbox, which makes
    // the browser lay out the lines it skips out of sight, work the client's click never does.
    const selectAllBox = await widget(page)
      .getByRole('checkbox', { name: 'Выбрать все товары' })
      .elementHandle();
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
    return { lines, shownWallMs, shownWorkMs, allDrawnWallMs, selectAll, quantity, remove, submit };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The figures of a 1,000-line basket beside those of a 10-line one taken in the same run, with the
 * CPU as it is and 4× slower.
 */
export async function printBasketCosts(): Promise<void> {
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    '\nBasket of 1,000 lines (goal: shown within 1 s of the answer, its first screen within 0.5 s with' +
      '\nthe CPU 4× slower; each interaction under 100 ms, under 200 ms 4× slower), a 10-line basket' +
      '\nin the same run as the baseline; main-thread work is script + style + layout',
  );
  for (const slowdown of CPU_SLOWDOWNS) {
    console.log(`  ${cpuLabel(slowdown)}`);
    for (const cost of [await basketCost(10, slowdown), await basketCost(1000, slowdown)]) {
      const line = (label: string, of: InteractionCost) => `\n${interactionLine(label, of)}`;
      console.log(
        `  ${String(cost.lines).padStart(5)} lines: shown ${ms(cost.shownWallMs)} wall (work ${ms(cost.shownWorkMs)}), ` +
          `every line drawn ${ms(cost.allDrawnWallMs)}` +
          line('select all', cost.selectAll) +
          line('quantity +1', cost.quantity) +
          line('delete a line', cost.remove) +
          line("'Оформить заказ'", cost.submit),
      );
    }
  }
}

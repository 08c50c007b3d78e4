import type { CDPSession, Locator, Page } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';
import { type CpuSlowdown, cpuLabel, slowCpu } from './cpu.ts';
import { type InteractionCost, interactionLine, measure, watchInteractions } from './interactions.ts';

const RUNS = 5;

/** The median run by its INP, so that the work printed beside it is that run's. */
function medianRun(costs: readonly InteractionCost[]): InteractionCost {
  const sorted = [...costs].sort((a, b) => a.inpMs - b.inpMs);
  return (
    sorted[Math.floor(sorted.length / 2)] ?? { inpMs: Number.NaN, workMs: Number.NaN, cpuMs: Number.NaN }
  );
}

async function runs(
  count: number,
  one: (run: number) => Promise<InteractionCost>,
): Promise<InteractionCost[]> {
  const costs: InteractionCost[] = [];
  for (let run = 0; run < count; run += 1) costs.push(await one(run));
  return costs;
}

/** A button on a plain page whose press changes its own text: what any interaction costs here now. */
async function baseline(page: Page, portalUrl: string): Promise<InteractionCost[]> {
  await openBlankPage(page, portalUrl);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = '0';
    button.addEventListener('click', () => {
      button.textContent = String(Number(button.textContent) + 1);
    });
    document.body.append(button);
  });
  const cdp = await watchInteractions(page);
  const button = page.getByRole('button');
  return runs(RUNS, (run) =>
    measure(
      page,
      cdp,
      () => button.click(),
      () => page.getByRole('button', { name: String(run + 1), exact: true }).waitFor(),
    ),
  );
}

/** Waits until the input's value is no longer `was`. */
async function valueLeaves(page: Page, input: Locator, was: string): Promise<void> {
  const element = await input.elementHandle();
  await page.waitForFunction(([box, before]) => box instanceof HTMLInputElement && box.value !== before, [
    element,
    was,
  ] as const);
}

const rows = (page: Page) => page.locator('[part~="row"]');

async function openCatalogue(page: Page, url: string): Promise<CDPSession> {
  await page.goto(url);
  await rows(page).first().waitFor();
  return watchInteractions(page);
}

/**
 * Interaction to Next Paint of the portal's everyday presses, as the `demo` client on the routed
 * portal: each the median of a few runs, beside a trivial press on a plain page in the same run.
 */
export async function interactionCosts(slowdown: CpuSlowdown): Promise<[string, InteractionCost[]][]> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  const url = (path: string) => `${server.url}${path}`;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A machine shared with other work can take longer than Playwright's 30 s to show a page.
    page.setDefaultTimeout(120_000);
    await logIn(page, { url }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await slowCpu(page, slowdown);
    const figures: [string, InteractionCost[]][] = [];
    figures.push(['baseline: a plain button', await baseline(page, server.url)]);

    let cdp = await openCatalogue(page, url('/catalog/41'));
    figures.push([
      "'В корзину'",
      await runs(RUNS, async () => {
        // A part in stock and not in the basket yet (the demo client's basket holds a few of them).
        const id = await page
          .locator('[part="add"][data-in-basket="false"]:not([disabled])')
          .first()
          .evaluate((add) => add.closest<HTMLElement>('[part~="row"]')?.dataset.productId);
        const row = page.locator(`[part~="row"][data-product-id="${id}"]`);
        return measure(
          page,
          cdp,
          // The buttons are named with their product: 'В корзину: Фильтр масляный…'.
          () => row.getByRole('button', { name: /^В корзину/ }).click(),
          () => row.getByRole('button', { name: /^В корзине/ }).waitFor(),
        );
      }),
    ]);
    const stepper = rows(page).first();
    const quantity = stepper.locator('input');
    figures.push([
      'a stepper press',
      await runs(RUNS, async () => {
        const was = await quantity.inputValue();
        return measure(
          page,
          cdp,
          () => stepper.getByRole('button', { name: 'Увеличить количество' }).click(),
          () => valueLeaves(page, quantity, was),
        );
      }),
    ]);
    figures.push([
      'the detail dialog',
      await runs(RUNS, async (run) => {
        const cost = await measure(
          page,
          cdp,
          () => rows(page).nth(run).locator('[part~="name"]').click(),
          () => page.getByRole('dialog').waitFor(),
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        return cost;
      }),
    ]);

    const box = page.getByRole('combobox', { name: 'Поиск запчастей' });
    figures.push([
      'a quick-search key',
      await runs(RUNS, async (run) => {
        const query = ['GDB', 'W71', 'BKR', '098', 'OC9'][run % 5] ?? 'GDB';
        await box.fill(query.slice(0, 2));
        return measure(
          page,
          cdp,
          () => box.press(query.slice(2)),
          () => valueLeaves(page, box, query.slice(0, 2)),
        );
      }),
    ]);

    await page.goto(url('/basket/'));
    const submit = page.locator('[part="submit"]');
    await submit.waitFor();
    cdp = await watchInteractions(page);
    figures.push([
      "'Оформить заказ' (once)",
      [
        await measure(
          page,
          cdp,
          () => submit.click(),
          () => page.locator('[part="notice"]').waitFor(),
        ),
      ],
    ]);
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * One line per interaction: its median INP and main-thread work at each CPU speed, and the slowest
 * run's INP, beside the goals of issue 41 (under 100 ms as it is, under 200 ms at 4× slower).
 */
export function printInteractionCosts(
  figures: readonly (readonly [CpuSlowdown, readonly [string, InteractionCost[]][]])[],
): void {
  console.log(
    '\nInteraction to Next Paint on the portal, signed in as demo (goal: under 100 ms, under 200 ms with ' +
      `the CPU 4× slower), median of ${RUNS} runs; Event Timing reports from 16 ms, so "<16" is under that`,
  );
  const [first] = figures;
  for (const [index, [label]] of (first?.[1] ?? []).entries()) {
    console.log(`  ${label}`);
    for (const [slowdown, costs] of figures) {
      const runsOf = costs[index]?.[1] ?? [];
      const slowest = Math.max(...runsOf.map((cost) => cost.inpMs));
      console.log(
        `${interactionLine(cpuLabel(slowdown), medianRun(runsOf), 8)}, slowest run ${slowest.toFixed(0)} ms`,
      );
    }
  }
}

/** The portal's interactions measured at each CPU speed given (as it is and 4× slower), then printed. */
export async function benchInteractions(slowdowns: readonly CpuSlowdown[]): Promise<void> {
  const figures: [CpuSlowdown, [string, InteractionCost[]][]][] = [];
  for (const slowdown of slowdowns) figures.push([slowdown, await interactionCosts(slowdown)]);
  printInteractionCosts(figures);
}

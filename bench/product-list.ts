import { readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { launchChromium, logIn } from '../e2e/support.ts';

/** Chromium's own counters (seconds) of the work done on the main thread. */
const WORK = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

export interface AppendCost {
  page: number;
  /** Script, style and layout time spent between asking for the page and its rows being shown. */
  workMs: number;
  /** The same in wall time, network included (the demo API answers at once). */
  wallMs: number;
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
    await page.goto(`${server.url}/embed/partner.html`);
    await page.addScriptTag({ url: '/widgets/product-list.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-product-list') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.addScriptTag({
      content: readFileSync(new URL('./product-list-probes.js', import.meta.url), 'utf8'),
    });
    const costs: AppendCost[] = [];
    for (let number = 1; number <= 100; number += 1) {
      const workBefore = await workSeconds(cdp);
      const start = Date.now();
      await page.evaluate(`appendPage(${number})`);
      costs.push({
        page: number,
        workMs: ((await workSeconds(cdp)) - workBefore) * 1000,
        wallMs: Date.now() - start,
      });
    }
    const shown = () =>
      page.evaluate(
        () =>
          document.querySelector('portal-product-list')?.shadowRoot?.querySelectorAll('[part~="row"]')
            .length ?? 0,
      );
    if ((await shown()) !== 5000) throw new Error('the list did not reach 5,000 rows');
    return costs;
  } finally {
    await browser.close();
    await server.close();
  }
}

import type { CDPSession, Route } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { openBlankPage } from './blank-page.ts';

const WORK = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
const SCRIPT = 'ScriptDuration';
const OFFERS = 1000;
const OFFERS_PER_PART = 4;

export interface FinalStepCost {
  /** Script time from the final answer arriving to its 1,000 offers shown. */
  scriptMs: number;
  /** Script, style and layout over the same span. */
  workMs: number;
  wallMs: number;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

const sum = (values: Record<string, number>) => WORK.reduce((total, name) => total + (values[name] ?? 0), 0);

/** The next runs of a Monday-to-Saturday schedule, as the server sends delivery_schedule. */
function schedule(now: number) {
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: 14 }, (_, index) => now + (index + 1) * day)
    .filter((time) => new Date(time).getUTCDay() !== 0)
    .map((time) => ({
      shipping_date_in_timestamp: Math.floor(time / 1000),
      shipping_date_format: new Intl.DateTimeFormat('ru-RU').format(time),
    }));
}

/** The last step's answer: 1,000 remote analogues, four suppliers for each of 250 parts. */
function finalStep(now: number) {
  const brands: Record<string, Record<string, { items: unknown[] }>> = {};
  for (let index = 0; index < OFFERS; index += 1) {
    const part = Math.floor(index / OFFERS_PER_PART);
    const brand = `BRAND ${part % 40}`;
    const article = `A-${part}`;
    const articles = brands[brand] ?? {};
    brands[brand] = articles;
    const group = articles[article] ?? { items: [] };
    articles[article] = group;
    group.items.push({
      id: String(900_000 + index),
      hash: `h${index}`,
      title: `Колодки тормозные передние, аналог ${part}`,
      brand_title: brand,
      article,
      PHOTO: index % 3 === 0 ? '' : '/demo-assets/parts/brake-pads.svg',
      quantity: 10 + (index % 50),
      ratio: index % 5 === 0 ? 2 : 1,
      price_src: 1000 + ((index * 37) % 3000),
      delivery: (index % 6) * 24,
      allow_return: index % 7 !== 0,
      return_days: null,
      supplier_id: String(200 + (index % OFFERS_PER_PART)),
      supplier_title: `Склад ${index % OFFERS_PER_PART}`,
      chain_id: '31',
      extra: { warehouse: 'W' },
    });
  }
  return {
    next_step: 'final',
    delivery_schedule: schedule(now),
    remote_suppliers: { PARTS: { analog_type_0: brands } },
    filter_data: {
      brands: { NAME: 'Бренд', VALUES: Object.keys(brands).map((brand) => ({ ID: brand, NAME: brand })) },
    },
  };
}

const NEXT: Record<string, string> = {
  instock: 'instockremotesuppliers',
  instockremotesuppliers: 'instockanalogs',
  instockanalogs: 'instockanalogsremotesuppliers',
};

const OFFERS_SHOWN = `(document.querySelector('portal-step-search')?.shadowRoot?.querySelectorAll('[part~="offer"]').length ?? 0) === ${OFFERS}
  && !!document.querySelector('portal-step-search')?.shadowRoot?.querySelector('[part~="progress-done"]')`;
const WAITING_FOR_FINAL = `!!document.querySelector('portal-step-search')?.shadowRoot?.querySelector('[aria-valuenow="90"]')`;

/**
 * A step search on a plain page whose final step brings 1,000 remote offers: what merging them
 * (de-duplication, delivery dates, grouping) and rendering them costs, from the answer to the rows.
 */
export async function stepSearchFinalStepCosts(runs: number): Promise<FinalStepCost[]> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    const body = JSON.stringify({ result: { page: finalStep(Date.now()) } });
    let release: (() => void) | null = null;
    await page.route('**/rest/backend.page.json', async (route: Route) => {
      const step = new URLSearchParams(route.request().postData() ?? '').get('step') ?? '';
      if (step !== 'instockanalogsremotesuppliers') {
        await route.fulfill({ json: { result: { page: { next_step: NEXT[step] ?? 'final' } } } });
        return;
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.fulfill({ body, contentType: 'application/json' });
    });
    await openBlankPage(page, server.url);
    await page.addScriptTag({ url: '/widgets/step-search.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-step-search') !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const costs: FinalStepCost[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.evaluate(`(() => {
        document.querySelector('portal-step-search')?.remove();
        const widget = document.createElement('portal-step-search');
        widget.setAttribute('q', 'BENCH-${run}');
        document.body.append(widget);
      })()`);
      await page.waitForFunction(WAITING_FOR_FINAL);
      const before = await metrics(cdp);
      const start = Date.now();
      (release as (() => void) | null)?.();
      await page.waitForFunction(OFFERS_SHOWN, undefined, { polling: 'raf', timeout: 180_000 });
      const after = await metrics(cdp);
      costs.push({
        scriptMs: ((after[SCRIPT] ?? 0) - (before[SCRIPT] ?? 0)) * 1000,
        workMs: (sum(after) - sum(before)) * 1000,
        wallMs: Date.now() - start,
      });
    }
    return costs;
  } finally {
    await browser.close();
    await server.close();
  }
}

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';

/** Three-character queries that all find parts: the keystroke that makes the third one is timed. */
const QUERIES = ['GDB', 'кол', 'W71', 'фил', 'BKR', 'све', '098', 'амо', 'лам', 'рем'];
const TEN_KEYS = '0986494524';
const KEY_GAP_MS = 80;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Поиск запчастей' });

async function keystrokeToHits(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (const query of QUERIES) {
    await box(page).fill(query.slice(0, 2));
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.evaluate('armQuickSearchProbe()');
    await box(page).pressSequentially(query.slice(2));
    times.push(await page.evaluate<number>('window.quickSearchProbe'));
  }
  return times;
}

async function requestsWhileTyping(page: Page): Promise<number> {
  await box(page).fill('');
  let requests = 0;
  const count = (url: string) => {
    if (url.includes('backend.quicksearch.json')) requests += 1;
  };
  page.on('request', (request) => count(request.url()));
  await box(page).pressSequentially(TEN_KEYS, { delay: KEY_GAP_MS });
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await page.waitForTimeout(500);
  return requests;
}

/** Quick search on the CMS page, the demo API answering at once. */
export async function benchQuickSearch(): Promise<void> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const page = await browser.newPage();
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await page.goto(`${server.url}/embed/cms.html`);
    await page.addScriptTag({
      content: readFileSync(new URL('./quick-search-probe.js', import.meta.url), 'utf8'),
    });
    await box(page).waitFor();
    const times = await keystrokeToHits(page);
    console.log(
      `\nQuick search, keystroke → suggestions shown (200 ms debounce included), median of ${times.length}: ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
    );
    const requests = await requestsWhileTyping(page);
    console.log(
      `Quick search requests while a 10-character query is typed at ${KEY_GAP_MS} ms per key: ${requests}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

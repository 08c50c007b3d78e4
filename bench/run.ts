import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, WIDGETS_DIR } from '../build/closure.ts';
import { LOADER_ENTRY, WIDGET_ENTRIES } from '../build/widgets.ts';
import { startPortalServer } from '../demo-api/serve.ts';
import { launchChromium, logIn } from '../e2e/support.ts';
import { benchQuickSearch } from './quick-search.ts';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function printSizes(): void {
  console.log('Gzip size of every built widget file');
  const files = [
    ...readdirSync(WIDGETS_DIR).filter((name) => name.endsWith('.js')),
    ...readdirSync(join(WIDGETS_DIR, 'chunks')).map((name) => `chunks/${name}`),
  ];
  for (const file of files.sort())
    console.log(`  ${file.padEnd(34)} ${kb(gzipSize(join(WIDGETS_DIR, file)))}`);
  console.log('\nWhat a page downloads for one widget (loader + its static closure)');
  for (const name of Object.keys(WIDGET_ENTRIES)) {
    const closure = staticClosure([`${Object.keys(LOADER_ENTRY)[0]}.js`, `${name}.js`]);
    const total = closure.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`  ${name.padEnd(34)} ${kb(total)}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Tag inserted → figures visible, with the session already loaded (tokens and last figures stored). */
async function badgeMountTime(runs: number): Promise<number[]> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await page.goto(`${server.url}/embed/partner.html`);
    await page.addScriptTag({ url: '/widgets/basket-badge.js', type: 'module' });
    await page.waitForFunction(() => customElements.get('portal-basket-badge') !== undefined);
    const times: number[] = [];
    await page.addScriptTag({ content: readFileSync(new URL('./probes.js', import.meta.url), 'utf8') });
    for (let run = 0; run < runs; run += 1) {
      times.push(await page.evaluate<number>(`measureMount('portal-basket-badge', '[part~="count"]')`));
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

printSizes();
const times = await badgeMountTime(20);
console.log(
  `\nBasket badge mount (tag inserted → figures visible), median of ${times.length}: ${median(times).toFixed(2)} ms`,
);
await benchQuickSearch();

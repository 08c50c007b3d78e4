import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { staticClosure } from '../build/closure.ts';
import { LOADER_ENTRY } from '../build/widgets.ts';
import { newSettlingContext, settle, signInThroughApi } from '../e2e/support.ts';
import { tagOf, type WidgetName } from '../widgets/registry.ts';

/** A widget on a measured page: its attributes and what it shows once drawn (widgets/registry.ts, `demo`). */
export interface PageWidget {
  name: WidgetName;
  attributes: Readonly<Record<string, string>>;
  drawn: string;
}

/** What a page downloaded from /widgets/: each file (its path under /widgets/) with its gzip size. */
export interface PageWeight {
  files: { file: string; gzip: number }[];
  total: number;
}

/** Gzip at level 9, as the budgets always counted (size-limit's @size-limit/file did the same). */
export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

const LOADER_FILE = `${Object.keys(LOADER_ENTRY)[0]}.js`;
const PAGE = '/size-page.html';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The page: the loader's script tag and the widgets' tags, nothing else, as an embedding site writes them. */
export function pageHtml(widgets: readonly PageWidget[]): string {
  const tags = widgets.map(({ name, attributes }) => {
    const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
    return `<${tagOf(name)}${written.join('')}></${tagOf(name)}>`;
  });
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    `<script type="module" src="/widgets/${LOADER_FILE}"></script></head><body>${tags.join('')}</body></html>`
  );
}

/**
 * What a page with these widgets downloads from /widgets/ (scripts: the loader, the runtime, the
 * widgets and every part they fetch), loaded in Chromium from the demo server at `portalUrl`, signed
 * in as demo or not, until each widget has drawn (`drawn`, signed in) and the page is idle
 * (`settle`: no request in flight, nothing busy, two quiet frames). Each file counts once, gzip
 * level 9.
 */
export async function pageWeight(
  browser: Browser,
  portalUrl: string,
  widgets: readonly PageWidget[],
  { signedIn }: { signedIn: boolean },
): Promise<PageWeight> {
  const context = await newSettlingContext(browser, portalUrl, { signedIn });
  try {
    if (signedIn) await signInThroughApi(context, { url: (path) => `${portalUrl}${path}` });
    const page = await context.newPage();
    const bodies: Promise<{ file: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/widgets/') || response.status() !== 200) return;
      bodies.push(
        response.body().then((body) => ({ file: pathname.slice('/widgets/'.length), gzip: gzipBytes(body) })),
      );
    });
    await page.route(`${portalUrl}${PAGE}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: pageHtml(widgets) }),
    );
    await page.goto(`${portalUrl}${PAGE}`);
    // A visitor sees another view (an invitation, a link to sign in): the page's idleness tells.
    if (signedIn)
      for (const { name, drawn } of widgets)
        await page
          .locator(`${tagOf(name)} ${drawn}`)
          .first()
          .waitFor({ state: 'attached', timeout: 30_000 });
    await settle(page);
    const files = [...new Map((await Promise.all(bodies)).map((file) => [file.file, file])).values()].sort(
      (a, b) => a.file.localeCompare(b.file),
    );
    return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

/**
 * The fast pre-check from the build's graph (dist/widgets-meta): the loader, the widgets' own
 * bundles and everything they import statically. It misses what a page fetches as it draws (a
 * view, a part a signed-in page uses), which only the browser's figure counts.
 */
export function graphWeight(widgets: readonly PageWidget[]): number {
  return staticClosure([LOADER_FILE, ...widgets.map(({ name }) => `${name}.js`)]).reduce(
    (sum, file) => sum + gzipBytes(readFileSync(file)),
    0,
  );
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { logIn } from '../e2e/support.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages scored: what a signed-in client opens first, and the three lists of doc 1 §2. */
export const LIGHTHOUSE_PAGES = [
  { label: 'home', path: '/' },
  { label: 'catalogue section', path: '/catalog/11' },
  { label: 'search', path: '/search/?q=GDB1550&type=article' },
  { label: 'basket', path: '/basket/' },
] as const;

export interface PageScore {
  label: string;
  path: string;
  /** 0–100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/** Chromium with a debugging port, so that Lighthouse and the sign-in drive the same browser. */
async function launchWithPort(profile: string): Promise<{ chrome: ChildProcess; port: number }> {
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chrome.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return { chrome, port };
}

const metric = (result: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  result.audits[id]?.numericValue ?? Number.NaN;

/**
 * Lighthouse 12.8 (desktop preset, simulated throttling) on each page as the `demo` client sees it:
 * signed in through the login page, whose tokens Lighthouse keeps (no storage reset); the HTTP cache
 * is emptied before each run, so every page is scored as a first visit.
 */
export async function lighthouseScores(): Promise<PageScore[]> {
  const server = await startPortalServer({ port: 0, control: true });
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const { chrome, port } = await launchWithPort(profile);
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    const cdp = await context.newCDPSession(page);
    const scores: PageScore[] = [];
    for (const { label, path } of LIGHTHOUSE_PAGES) {
      await cdp.send('Network.clearBrowserCache');
      const run = await lighthouse(
        `${server.url}${path}`,
        {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        desktopConfig,
      );
      const result = run?.lhr;
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      scores.push({
        label,
        path,
        performance: Math.round((result.categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: metric(result, 'first-contentful-paint'),
        largestContentfulPaintMs: metric(result, 'largest-contentful-paint'),
        totalBlockingTimeMs: metric(result, 'total-blocking-time'),
        cumulativeLayoutShift: metric(result, 'cumulative-layout-shift'),
      });
    }
    await browser.close();
    return scores;
  } finally {
    chrome.kill();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Prints one line per page. */
export function printLighthouseScores(scores: readonly PageScore[]): void {
  console.log('\nLighthouse 12.8 (desktop, simulated throttling), signed in as demo');
  for (const score of scores) {
    console.log(
      `  ${score.label.padEnd(18)} ${String(score.performance).padStart(3)}  ` +
        `FCP ${score.firstContentfulPaintMs.toFixed(0)} ms, LCP ${score.largestContentfulPaintMs.toFixed(0)} ms, ` +
        `TBT ${score.totalBlockingTimeMs.toFixed(0)} ms, CLS ${score.cumulativeLayoutShift.toFixed(3)}  ${score.path}`,
    );
  }
}

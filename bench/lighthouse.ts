import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPortalServer } from '../demo-api/serve.ts';
import { CHROMIUM_ARGS } from '../e2e/chromium-flags.ts';
import { DESKTOP_CHROMIUM, logIn } from '../e2e/support.ts';

/** A unit of the demo VIN catalogue (VW, vehicle 401, unit 3101), as its group list links to it. */
const VIN_UNIT_SSD = 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSIsInUiOiIzMTAxIn0';

/**
 * The pages scored: what a signed-in client opens first, the three lists of doc 1 §2, the basket, the
 * mats constructor and a VIN catalogue's unit page.
 */
export const LIGHTHOUSE_PAGES = [
  { label: 'home', path: '/' },
  { label: 'catalogue section', path: '/catalog/11' },
  { label: 'search', path: '/search/?q=GDB1550&type=article' },
  { label: 'basket', path: '/basket/' },
  { label: 'mats constructor', path: '/opt/carpetelli/constructor/EVA-01012/' },
  { label: 'VIN unit', path: `/laximo-unit/VW201911/401/3101/311/30/${VIN_UNIT_SSD}/` },
] as const;

/** Lighthouse's two presets: its default (a mid-range phone, 4× slower CPU, slow 4G) and desktop. */
export const LIGHTHOUSE_PRESETS = ['mobile', 'desktop'] as const;
export type LighthousePreset = (typeof LIGHTHOUSE_PRESETS)[number];

export interface PageScore {
  preset: LighthousePreset;
  label: string;
  path: string;
  /** 0–100. */
  performance: number;
  /** 0–100. */
  accessibility: number;
  /** The accessibility audits that failed, by id: what keeps the score below 100. */
  accessibilityFailures: string[];
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /**
   * Lighthouse's measure of how fast this machine ran a fixed task just before (higher is faster; a
   * typical desktop gives 1,000–2,000): the baseline of the run. The simulated throttling scales
   * the main thread's work as observed, so a machine busy with other work scores lower.
   */
  benchmarkIndex: number;
}

/** Chromium with a debugging port, so that Lighthouse and the sign-in drive the same browser. */
async function launchWithPort(profile: string): Promise<{ chrome: ChildProcess; port: number }> {
  const chrome = spawn(
    DESKTOP_CHROMIUM,
    [
      '--headless',
      ...CHROMIUM_ARGS,
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

interface Audits {
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode?: string }>;
}

const metric = (result: Audits, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

/** The audits of a category that count and did not pass. */
const failures = (result: Audits, refs: readonly { id: string; weight: number }[]) =>
  refs.filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score === 0).map((ref) => ref.id);

/**
 * Lighthouse 12.8 (mobile and desktop presets, simulated throttling) on each page as the `demo` client sees it:
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
    for (const preset of LIGHTHOUSE_PRESETS)
      for (const { label, path } of LIGHTHOUSE_PAGES) {
        await cdp.send('Network.clearBrowserCache');
        const run = await lighthouse(
          `${server.url}${path}`,
          {
            port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const result = run?.lhr;
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        scores.push({
          preset,
          label,
          path,
          performance: Math.round((result.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((result.categories.accessibility?.score ?? 0) * 100),
          accessibilityFailures: failures(result, result.categories.accessibility?.auditRefs ?? []),
          firstContentfulPaintMs: metric(result, 'first-contentful-paint'),
          largestContentfulPaintMs: metric(result, 'largest-contentful-paint'),
          totalBlockingTimeMs: metric(result, 'total-blocking-time'),
          cumulativeLayoutShift: metric(result, 'cumulative-layout-shift'),
          benchmarkIndex: result.environment.benchmarkIndex,
        });
      }
    await browser.close();
    return scores;
  } finally {
    // Chromium writes its profile until it has exited: removing it sooner fails with ENOTEMPTY.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    if (chrome.exitCode === null && chrome.signalCode === null) await exited;
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Prints one line per page: performance, accessibility (with the audits it failed), the metrics. */
export function printLighthouseScores(scores: readonly PageScore[]): void {
  for (const preset of LIGHTHOUSE_PRESETS) {
    console.log(
      `\nLighthouse 12.8 (${preset}, simulated throttling), signed in as demo: performance, accessibility` +
        ' (goal: performance ≥ 90, CLS < 0.1)',
    );
    for (const score of scores.filter((each) => each.preset === preset)) {
      const failed = score.accessibilityFailures.length
        ? ` (failed: ${score.accessibilityFailures.join(', ')})`
        : '';
      console.log(
        `  ${score.label.padEnd(18)} performance ${String(score.performance).padStart(3)}, ` +
          `accessibility ${String(score.accessibility).padStart(3)}${failed}; ` +
          `FCP ${score.firstContentfulPaintMs.toFixed(0)} ms, LCP ${score.largestContentfulPaintMs.toFixed(0)} ms, ` +
          `TBT ${score.totalBlockingTimeMs.toFixed(0)} ms, CLS ${score.cumulativeLayoutShift.toFixed(3)}; ` +
          `machine (benchmarkIndex) ${score.benchmarkIndex.toFixed(0)}  ${score.path}`,
      );
    }
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtFile, duplicatedModules, fullDownload, staticClosure, WIDGETS_DIR } from '../build/closure.ts';
import { LOADER_ENTRY, WIDGET_ENTRIES } from '../build/widgets.ts';
import { startPortalServer } from '../demo-api/serve.ts';
import { DESKTOP_CHROMIUM, launchChromium, logIn } from '../e2e/support.ts';
import { printBasketCosts } from './basket.ts';
import { basketUploadReviewCost } from './basket-upload.ts';
import { openBlankPage } from './blank-page.ts';
import { CPU_SLOWDOWNS, cpuLabel } from './cpu.ts';
import { benchInteractions } from './inp.ts';
import { lighthouseScores, printLighthouseScores } from './lighthouse.ts';
import { type AppendCost, productListAppendCosts, productListScrollCost } from './product-list.ts';
import { benchQuickSearch } from './quick-search.ts';
import { stepSearchFinalStepCosts } from './step-search.ts';
import { taskLine } from './trace-work.ts';

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

/**
 * What a page showing all the widgets downloads, every lazy part included, and how much of it is a
 * module downloaded a second time: with each widget's own bundle, and with the suite the loader
 * picks for such a page.
 */
function printAllWidgetsPage(): void {
  const names = Object.keys(WIDGET_ENTRIES);
  const inSuite = (name: string) => builtFile(`suite/${name}.js`) !== `suite/${name}.js`;
  console.log(`\nA page with all ${names.length} widgets (loader, runtime, every part they may fetch)`);
  for (const [label, fileOf] of [
    ["each widget's own bundle", (name: string) => `${name}.js`],
    [
      'the suite, as the loader picks it',
      (name: string) => (inSuite(name) ? `suite/${name}.js` : `${name}.js`),
    ],
  ] as const) {
    const files = fullDownload([`${Object.keys(LOADER_ENTRY)[0]}.js`, ...names.map(fileOf)]);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const duplicates = duplicatedModules(files);
    const duplicated = duplicates.reduce((sum, module) => sum + module.extraBytes, 0);
    console.log(
      `  ${label.padEnd(34)} ${kb(total)} in ${files.length} files; modules downloaded twice: ` +
        `${duplicates.length}, ${kb(duplicated)} minified`,
    );
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Tag inserted → figures visible, with the session already loaded (tokens and last figures stored). */
async function badgeMountTime(runs: number): Promise<number[]> {
  const server = await startPortalServer({ port: 0, control: true });
  const browser = await launchChromium(DESKTOP_CHROMIUM);
  try {
    const page = await browser.newPage();
    await logIn(page, { url: (path) => `${server.url}${path}` }, 'demo', 'demo');
    await page.waitForURL(/from=login/);
    await openBlankPage(page, server.url);
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

async function printBadgeMount(): Promise<void> {
  const times = await badgeMountTime(20);
  console.log(
    `\nBasket badge mount (tag inserted → figures visible), median of ${times.length}: ${median(times).toFixed(2)} ms`,
  );
}

const fixed = (ms: number, width = 5) => ms.toFixed(1).padStart(width);

async function printProductList(): Promise<void> {
  console.log(
    '\nProduct list, whole catalogue of 5,000 parts, a client jumping to the end of the list 100 times' +
      '\n(goal: no task over 16 ms while a page arrives, every row drawn in the end; with the CPU 4× slower' +
      '\nno task over 50 ms from our code); script + style + layout as Chromium counts it (CPU time of its' +
      '\nmain thread in brackets)' +
      '\n  append:  from the answer of a page of 50 to its last row drawn: the total work of the page' +
      "\n  longest: the main thread's longest task in that span, Chrome's autofill apart" +
      "\n  autofill: Chrome's longest autofill task in that span (it looks over the whole page when an" +
      "\n            <input> is added; a later page's rows add none, their quantity is text until focused)" +
      '\n  jump:    the jump that asked for it' +
      "\nand a steady scroll through ten pages (goal: frame interval p95 at most 1.5× the static twin's," +
      '\nthe same rows as static HTML scrolled the same way in the same run); a long task is named by what' +
      '\nfilled it (script less the garbage collection inside it, GC, style, layout, paint)',
  );
  for (const slowdown of slowdowns) {
    const {
      costs: appends,
      tasksOver50Ms,
      cpuLongTasks,
      drawnRows,
      referenceMs,
    } = await productListAppendCosts(slowdown);
    const goalMs = slowdown === 1 ? 16 : 50;
    console.log(`  ${cpuLabel(slowdown)}`);
    for (const [label, from, to] of [
      ['page 1 (drawn whole)', 1, 1],
      ['page 2', 2, 2],
      ['pages 2–10, mean', 2, 10],
      ['pages 91–100, mean', 91, 100],
      ['page 100', 100, 100],
    ] as const) {
      const slice = appends.filter((cost) => cost.page >= from && cost.page <= to);
      const mean = (of: (cost: AppendCost) => number) =>
        slice.reduce((sum, cost) => sum + of(cost), 0) / slice.length;
      console.log(
        `  ${label.padEnd(22)} append ${fixed(mean((cost) => cost.append.workMs))} ms (${fixed(
          mean((cost) => cost.append.cpuMs),
          4,
        )})  longest ${fixed(mean((cost) => cost.longestTaskMs))} ms (${fixed(
          mean((cost) => cost.longestTaskCpuMs),
          4,
        )})` +
          `  autofill ${fixed(mean((cost) => cost.autofillTaskMs))} ms` +
          `  jump ${fixed(mean((cost) => cost.jump.workMs))} ms (${fixed(
            mean((cost) => cost.jump.cpuMs),
            4,
          )})`,
      );
    }
    const later = appends.filter((cost) => cost.page > 1);
    const longest = later.reduce((max, cost) => (cost.longestTaskMs > max.longestTaskMs ? cost : max));
    const mostCpu = later.reduce((max, cost) => (cost.longestTaskCpuMs > max.longestTaskCpuMs ? cost : max));
    console.log(
      `  pages 2–100: longest task ${fixed(longest.longestTaskMs)} ms, most CPU ${fixed(mostCpu.longestTaskCpuMs)} ms; ` +
        `pages with a task over ${goalMs} ms: ${later.filter((cost) => cost.longestTaskMs > goalMs).length} of ${later.length}, ` +
        `of CPU: ${later.filter((cost) => cost.longestTaskCpuMs > goalMs).length}` +
        `\n  pages 2–100, Chrome's autofill: longest task ${fixed(Math.max(...later.map((cost) => cost.autofillTaskMs)))} ms, ` +
        `pages with one over ${goalMs} ms: ${later.filter((cost) => cost.autofillTaskMs > goalMs).length} of ${later.length}` +
        `\n  tasks over 50 ms in the whole run: ${tasksOver50Ms}, of CPU: ${cpuLongTasks.length}${cpuLongTasks
          .slice(0, 5)
          .map((task) => `\n    ${taskLine(task)}`)
          .join('')}` +
        `\n  rows drawn in the end: ${drawnRows} of 5,000` +
        `\n  baseline, a plain task in the same page (50 list items of 12 text boxes appended, laid out): ${fixed(referenceMs)} ms`,
    );

    const scroll = await productListScrollCost(10, 60, slowdown);
    console.log(
      `  a client scrolling steadily through pages 1–10 (60 px a frame, ${scroll.frames} frames): frame interval ` +
        `p95 ${fixed(scroll.p95FrameMs)} ms, ${fixed(scroll.p95FrameMs / scroll.staticTwinP95FrameMs, 3)}× the static twin's ` +
        `${fixed(scroll.staticTwinP95FrameMs)} ms (goal 1.5×)` +
        `\n    longest task ${scroll.longestTask ? taskLine(scroll.longestTask) : 'none'}; most CPU ` +
        `${scroll.longestCpuTask ? taskLine(scroll.longestCpuTask) : 'none'}` +
        `\n    tasks over 16 ms: ${scroll.tasksOver16Ms}, over 50 ms: ${scroll.tasksOver50Ms}, of CPU: ` +
        `${scroll.cpuLongTasks.length}; script + style + layout ${fixed(scroll.workPerFrameMs)} ms a frame (mean)` +
        `${scroll.cpuLongTasks
          .slice(1, 5)
          .map((task) => `\n    ${taskLine(task)}`)
          .join('')}`,
    );
  }
}

async function printStepSearch(): Promise<void> {
  const finals = await stepSearchFinalStepCosts(7);
  const medianOf = (key: 'scriptMs' | 'workMs' | 'wallMs') =>
    median(finals.map((cost) => cost[key])).toFixed(1);
  console.log(
    `\nStep search, a final step with 1,000 remote offers: merged and rendered, median of ${finals.length}` +
      `\n  script ${medianOf('scriptMs')} ms, script + style + layout ${medianOf('workMs')} ms, wall ${medianOf('wallMs')} ms`,
  );
}

async function printReview(): Promise<void> {
  console.log(
    '\nOrder from a file, the review of a 5,000-row search answer (goal: open within 2 s, scroll at 60 fps)',
  );
  for (const slowdown of slowdowns) {
    const review = await basketUploadReviewCost(slowdown);
    console.log(
      `  ${cpuLabel(slowdown)}` +
        `\n  opened (answer → first rows drawn): ${review.openWallMs} ms wall, script + style + layout ${fixed(review.openWorkMs)} ms` +
        `\n  a steady scroll, 60 px a frame for ${review.frames} frames: frame interval p95 ${fixed(review.p95FrameMs)} ms, ` +
        `longest ${fixed(review.longestFrameMs)} ms, over 17 ms: ${review.framesOver17Ms}; long tasks ${review.longTasks}, ` +
        `longest ${fixed(review.longestTaskMs)} ms` +
        `\n  baseline, the same scroll over a plain page in this run: p95 ${fixed(review.baselineP95FrameMs)} ms, ` +
        `longest ${fixed(review.baselineLongestFrameMs)} ms` +
        `\n  baseline, the same scroll over a static copy of the review as drawn (its HTML and styles, no script): ` +
        `p95 ${fixed(review.staticCopyP95FrameMs)} ms, over 17 ms: ${review.staticCopyFramesOver17Ms}`,
    );
  }
}

/** Each measure by the name that runs it alone: `npm run bench -- list basket` (bench/README.md). */
const MEASURES: Record<string, () => Promise<void>> = {
  sizes: async () => {
    printSizes();
    printAllWidgetsPage();
  },
  badge: printBadgeMount,
  list: printProductList,
  step: printStepSearch,
  review: printReview,
  basket: () => printBasketCosts(slowdowns),
  'quick-search': benchQuickSearch,
  interactions: () => benchInteractions(slowdowns),
  lighthouse: async () => printLighthouseScores(await lighthouseScores()),
};

const args = process.argv.slice(2);
const cpuArg = args.find((arg) => arg.startsWith('cpu='));
const slowdowns = cpuArg
  ? CPU_SLOWDOWNS.filter((slowdown) => cpuArg.slice('cpu='.length).split(',').includes(String(slowdown)))
  : CPU_SLOWDOWNS;
const named = args.filter((arg) => arg !== cpuArg);
const unknown = named.filter((name) => !(name in MEASURES));
if (unknown.length > 0 || slowdowns.length === 0)
  throw new Error(
    `bench: unknown ${unknown.join(', ') || cpuArg}; measures: ${Object.keys(MEASURES).join(', ')}, cpu=1,4`,
  );
for (const [name, run] of Object.entries(MEASURES))
  if (named.length === 0 || named.includes(name)) await run();

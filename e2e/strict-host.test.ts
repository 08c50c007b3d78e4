import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { tagOf, WIDGETS } from '../widgets/registry.ts';
import { type Harness, settle, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();
// The page's own policy, not bypassed as in the other browser tests: it is what is tested here.
const STRICT = { strict: true };
type Registered = (typeof WIDGETS)[number];

interface Watch {
  /** CSP and Trusted Types violations the page reported, and its errors. */
  problems: string[];
  /** Paths (with queries) of the scripts the page fetched under /widgets/. */
  scripts: string[];
}

/** Records every CSP violation (an event the page fires), console error and uncaught error. */
async function watch(page: Page): Promise<Watch> {
  const found: Watch = { problems: [], scripts: [] };
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `CSP: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') found.problems.push(message.text());
  });
  page.on('pageerror', (error) => found.problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/widgets/'))
      found.scripts.push(`${url.pathname}${url.search} ${response.status()}`);
  });
  return found;
}

/** The computed styles of a widget's elements, one set of distinct looks per tag name. */
function looksOf(page: Page, tag: string): Promise<Record<string, string[]>> {
  return page
    .locator(tag)
    .first()
    .evaluate((host) => {
      const properties = [
        'display',
        'visibility',
        'font-family',
        'font-size',
        'line-height',
        'color',
        'letter-spacing',
        'text-decoration-line',
        'border-top-style',
        'border-top-width',
        'list-style-type',
        'margin-top',
        'padding-top',
        'box-sizing',
        'background-color',
      ];
      const looks: Record<string, Set<string>> = {};
      const elements = [host, ...(host.shadowRoot?.querySelectorAll('*') ?? [])];
      for (const element of elements) {
        const style = getComputedStyle(element);
        const look = properties
          .map((property) => `${property}:${style.getPropertyValue(property)}`)
          .join(';');
        const seen = looks[element.localName] ?? new Set<string>();
        seen.add(look);
        looks[element.localName] = seen;
      }
      return Object.fromEntries(Object.entries(looks).map(([name, set]) => [name, [...set].sort()]));
    });
}

/** Opens the strict page and waits for each widget to show what it shows once it works (its demo's `drawn`). */
async function openStrictPage(page: Page, query: string, widgets: readonly Registered[]): Promise<void> {
  await page.goto(harness.url(`/embed/strict.html?${query}`));
  for (const { name, demo } of widgets) {
    await page
      .locator(`${tagOf(name)} ${demo.drawn}`)
      .first()
      .waitFor({ state: 'attached' });
  }
  await settle(page);
}

describe('a host page that is not ours: strict CSP with Trusted Types, hostile CSS, two loaders', () => {
  test('the strict page is served with the policy', async () => {
    const response = await fetch(harness.url('/embed/strict.html'));
    assert.equal(
      response.headers.get('content-security-policy'),
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; require-trusted-types-for 'script'",
    );
  });

  for (const widget of WIDGETS) {
    const { name } = widget;
    test(`${name}: runs with no violation, looks as on a plain page, and a second copy changes nothing`, async () => {
      await harness.control('reset');
      const { context, page } = await signedInPage(harness, 'demo', STRICT);
      const plain = await context.newPage();
      await openStrictPage(plain, `widgets=${name}&plain`, [widget]);
      const expected = await looksOf(plain, tagOf(name));

      const found = await watch(page);
      await openStrictPage(page, `widgets=${name}`, [widget]);
      assert.deepEqual(found.problems, []);
      for (const script of ['/widgets/portal-widgets.js 200', '/widgets/portal-widgets.js?copy=2 200'])
        assert.ok(found.scripts.includes(script), `${script} in ${found.scripts}`);
      assert.ok(
        found.scripts.includes(`/widgets/${name}.js?copy=2 200`),
        'the second copy of its bundle ran',
      );
      assert.equal(await page.evaluate(() => document.body.dataset.copyFailed), undefined);
      assert.equal(await page.locator(tagOf(name)).count(), 1);
      assert.deepEqual(await looksOf(page, tagOf(name)), expected, 'the page CSS reaches nothing inside');
      await context.close();
    });
  }

  test('every widget on one strict page (the suite build) runs with no violation', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'demo', STRICT);
    const found = await watch(page);
    await openStrictPage(page, '', WIDGETS);
    assert.deepEqual(found.problems, []);
    assert.ok(
      found.scripts.some((script) => script.startsWith('/widgets/suite/')),
      `the suite build: ${found.scripts}`,
    );
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  builtFile,
  type ChunkModules,
  duplicatedModules,
  META_DIR,
  MODULES_FILE,
  WIDGETS_DIR,
} from '../build/closure.ts';
import { signedInPage, withHarness } from './support.ts';

describe('a page with every widget', () => {
  const harness = withHarness();

  test('loads the suite build, downloads each module once, and every widget works', async () => {
    const { context, page } = await signedInPage(harness);
    const fetched: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/widgets/') && path.endsWith('.js')) fetched.push(path.slice('/widgets/'.length));
    });
    await page.goto(harness.url('/embed/all.html'));
    await page.locator('portal-product-list [part~="row"]').first().waitFor();
    await page.locator('portal-basket-checkout [part="line"]').first().waitFor();
    await page.locator('portal-step-search [part~="progress-done"]').waitFor();
    await page.locator('portal-basket-badge [part~="count"]').waitFor();
    await page.locator('portal-basket-upload input[type="file"]').waitFor({ state: 'attached' });
    await page.locator('portal-vin-catalogue [part~="catalogues"]').waitFor();

    for (const widget of [
      'product-list',
      'step-search',
      'basket-checkout',
      'basket-upload',
      'quick-search',
      'vin-catalogue',
    ])
      assert.ok(
        fetched.includes(builtFile(`suite/${widget}.js`)),
        `${widget} comes from the suite: ${fetched}`,
      );
    assert.ok(
      !fetched.includes(builtFile('product-list.js')),
      'no widget loads its own bundle beside the suite',
    );
    assert.deepEqual(
      duplicatedModules(fetched.map((file) => `${WIDGETS_DIR}/${file}`)).map((module) => module.module),
      [],
    );
    await context.close();
  });
});

describe('the shared runtime', () => {
  test("holds no widget's own code nor its styles: a page without the badge does not download the badge's", () => {
    const modules = JSON.parse(readFileSync(`${META_DIR}/${MODULES_FILE}`, 'utf8')) as ChunkModules;
    const runtimes = Object.keys(modules).filter((file) => file.startsWith(`${WIDGETS_DIR}/chunks/runtime-`));
    assert.equal(runtimes.length, 1, `one runtime chunk: ${runtimes}`);
    const held = Object.keys(modules[runtimes[0] as string]?.modules ?? {});
    assert.ok(
      held.some((module) => module.startsWith('src/element/')),
      `the element runtime is in it: ${held}`,
    );
    assert.deepEqual(
      held.filter((module) => /^(\0portal-shadow-css:)?widgets\//.test(module)),
      [],
    );
  });
});

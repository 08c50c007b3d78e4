import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { builtFile, duplicatedModules, WIDGETS_DIR } from '../build/closure.ts';
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

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { focusOf, seriousA11yViolations } from './a11y.ts';
import { focusInMain, liveRegionTexts, named, tabTo } from './keyboard.ts';
import {
  eventually,
  type Harness,
  screenshot,
  settle,
  signedInAt,
  signedInPage,
  withHarness,
} from './support.ts';

/*
 * In-app navigation by keyboard alone, heard as a screen reader hears it: where the focus lands
 * (its role and name) and what the live regions say.
 */

const harness: Harness = withHarness();

/** What a screen reader user meets after a navigation: the focused element and the live regions. */
async function heard(page: Page) {
  const focus = await focusOf(page);
  return { focus: focus && `${focus.tag}: ${focus.name}`, said: await liveRegionTexts(page) };
}

/** Waits until the page at `path` has put its heading under the focus and announced its title. */
async function arrivedAt(page: Page, heading: RegExp) {
  return eventually(
    () => heard(page),
    ({ focus }) => focus !== null && /^h1: /.test(focus) && heading.test(focus),
    'the new page heading focused',
  );
}

describe('route changes by keyboard', () => {
  test('a menu link and a quick-search hit: the focus goes to the new page heading, its title is announced, the next Tab is in the page', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.getByRole('main').waitFor();

    await tabTo(page, named('Акции'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/opt\/actions\/$/);
    const atPromotions = await arrivedAt(page, /Акции/);
    const title = await page.title();
    assert.ok(title, 'the page has a title');
    await eventually(
      () => heard(page),
      ({ said }) => said.includes(title),
      'the title announced',
    );
    assert.ok(atPromotions.focus);
    // The page's list in, as a client reading the heading has it: before, main has nothing to Tab to.
    await settle(page);
    await page.keyboard.press('Tab');
    assert.ok(await focusInMain(page), 'the Tab after the heading is in the page, not the header');

    // A hit of the quick search (a widget asking the portal to route) leads to the search of its part,
    // where the first Tab is in the results rather than at the top of the header again.
    await tabTo(page, (focus) => focus.role === 'combobox' && focus.tag === 'input', { back: true });
    // The arrows walk the hits of the whole query, drawn: a busy machine may draw a shorter query's
    // first, which the whole one's would replace under them.
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('quicksearch') &&
        new URLSearchParams(response.request().postData() ?? '').get('search_query') === 'фильтр масляный',
    );
    await page.keyboard.type('фильтр масляный');
    await answered;
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
    await page.getByRole('listbox').first().getByRole('option').nth(1).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/searchallsourcessteps\//);
    await arrivedAt(page, /^h1: Поиск по всем складам: \S/);
    const searchTitle = await page.title();
    await eventually(
      () => heard(page),
      ({ said }) => said.includes(searchTitle),
      'the title announced',
    );
    // The results in, as on the promotions page above: before, main may have nothing to Tab to.
    await settle(page);
    await page.keyboard.press('Tab');
    assert.ok(await focusInMain(page), 'the Tab after the heading is in the results');
    await context.close();
  });

  test('the first Tab of a page is a skip link that leads past the header', async () => {
    await harness.control('reset');
    for (const width of [1280, 390]) {
      const { context, page } = await signedInAt(harness, '/catalog/41', 'demo', { width });
      await page.locator('[part~="row"]').first().waitFor();
      const skip = await tabTo(page, () => true, { max: 1 });
      assert.equal(skip.name, 'Перейти к содержимому');
      const box = await page.getByRole('link', { name: 'Перейти к содержимому' }).boundingBox();
      assert.ok(box && box.y >= 0 && box.height > 0, 'the focused skip link is in sight');
      await screenshot(page, `skip-link-${width}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.keyboard.press('Enter');
      await eventually(
        () => focusOf(page),
        (focus) => focus?.tag === 'main',
        'the focus on main',
      );
      await page.keyboard.press('Tab');
      assert.ok(await focusInMain(page), 'the Tab after the skip link is in the page');
      await context.close();
    }
  });

  test('choices that rewrite the address in place keep the focus where it is', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/opt/carpetelli/constructor/EVA-01012/');
    await page.getByRole('group', { name: 'Комплектация' }).waitFor();
    await tabTo(page, named(/^Передние коврики/));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => /\/c1cwzy5i\//.test(location.href));
    assert.match((await focusOf(page))?.name ?? '', /^Передние коврики/, 'the focus stays on the choice');
    const title = await page.title();
    assert.deepEqual(
      (await liveRegionTexts(page)).filter((text) => text === title),
      [],
      'nothing announced',
    );
    await context.close();
  });
});

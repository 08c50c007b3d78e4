import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import {
  eventually,
  type Harness,
  screenshot,
  signedInAt,
  signedInPage,
  visitorDialogLeads,
  watchFetches,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

/** The search box: inside the element's shadow root on the CMS page (Playwright pierces open roots). */
const box = (page: Page) => page.getByRole('combobox', { name: 'Поиск запчастей' });
const hits = (page: Page) => page.getByRole('listbox').getByRole('option');

async function hitTexts(page: Page): Promise<string[]> {
  return (await hits(page).allTextContents()).map((text) => text.replace(/\s+/g, ' '));
}

describe('quick search', () => {
  test('on the CMS page, an article fragment shows its parts with the match marked', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/embed/cms.html');
    await box(page).pressSequentially('0 986 494', { delay: 60 });
    // On a slow machine a pause between keys may let a shorter query answer first: wait for this one's.
    await hits(page)
      .first()
      .locator('mark')
      .filter({ hasText: /^0 986 494$/ })
      .first()
      .waitFor();
    const texts = await hitTexts(page);
    assert.ok(texts.length > 1 && texts.length <= 10, `hits: ${texts.length}`);
    for (const text of texts) assert.match(text, /^0 986 494 \d{3}BOSCH/);
    assert.equal(await hits(page).first().locator('mark').first().textContent(), '0 986 494');
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true');
    await screenshot(page, 'quick-search-cms-desktop');
    await page.setViewportSize({ width: 390, height: 760 });
    await screenshot(page, 'quick-search-cms-mobile');

    await box(page).press('ArrowDown');
    const first = hits(page).first();
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    const article = /^0 986 494 \d{3}/.exec((await first.textContent()) ?? '')?.[0];
    await box(page).press('Enter');
    await page.waitForURL(/\/searchallsourcessteps\//);
    const url = new URL(page.url());
    assert.deepEqual(Object.fromEntries(url.searchParams), { q: article, brand: 'BOSCH', type: 'article' });
    await context.close();
  });

  test('on a phone the whole hint shows, focus is plainly drawn, and the header passes axe', async () => {
    const { context, page } = await signedInAt(harness, '/embed/cms.html', 'demo', {
      width: 390,
      height: 760,
    });
    await page.locator('portal-basket-badge [part~="count"]').waitFor();
    const room = await box(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const free =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { hint: context.measureText(input.placeholder).width, free };
    });
    assert.ok(room.hint <= room.free, `the hint needs ${room.hint} px, the box gives ${room.free}`);
    await box(page).focus();
    const outline = await box(page).evaluate((input) => getComputedStyle(input).outlineWidth);
    assert.equal(outline, '2px');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test('a name typed in the wrong keyboard layout finds the parts it means', async () => {
    const { context, page } = await signedInAt(harness, '/embed/cms.html');
    await box(page).pressSequentially('rjkjlrb gthtl', { delay: 40 });
    // The hits of what was typed so far ('rjkjlrb', all pads) may show first: the last query's come after.
    await eventually(
      () => hitTexts(page),
      (texts) => texts.length > 0 && texts.every((text) => /Колодки тормозные передние/.test(text)),
      'the hits are the front pads',
    );
    assert.equal(await hits(page).first().locator('mark').first().textContent(), 'Колодки');
    await context.close();
  });

  test('an answer delayed past a newer query never replaces it', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const searches = await watchFetches(context, 'quicksearch');
    await page.goto(harness.url('/embed/cms.html'));
    await harness.control('faults', { path: 'backend.quicksearch.json', latencyMs: 1500 });
    const firstRequest = page.waitForRequest((request) => request.url().includes('quicksearch'));
    await box(page).fill('колодки');
    await firstRequest;
    await box(page).fill('фильтр масляный');
    await page.getByRole('listbox').getByText('Фильтр масляный', { exact: false }).first().waitFor();
    // The older query's answer has come too (or the page dropped its call), and has been drawn.
    await searches.settled(page, 2);
    const texts = await hitTexts(page);
    assert.ok(texts.length > 0);
    for (const text of texts) assert.match(text, /Фильтр масляный/);
    assert.equal(await box(page).inputValue(), 'фильтр масляный');
    await context.close();
  });

  test('Enter in the box opens the named search with the query and the chosen type', async () => {
    const { context, page } = await signedInAt(harness, '/embed/cms.html');
    await page.getByRole('combobox', { name: 'Искать по' }).selectOption({ label: 'Коду' });
    await box(page).fill('ЦБ-00047037');
    const searches: unknown[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('{')) searches.push(JSON.parse(message.text()));
    });
    await page.evaluate(() =>
      document.addEventListener('portal-search', (event) => console.log(JSON.stringify(event.detail))),
    );
    await box(page).press('Enter');
    await page.waitForURL(/\/search\//);
    assert.deepEqual(searches, [{ query: 'ЦБ-00047037', type: 'kod' }]);
    assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { q: 'ЦБ-00047037', type: 'kod' });
    assert.equal(await page.evaluate(() => localStorage.getItem('portal:search-type')), '"kod"');
    await context.close();
  });

  test('the portal header searches and routes in-app, and the type is the one chosen on the CMS page', async () => {
    const { context, page } = await signedInPage(harness);
    await page.evaluate(() => localStorage.setItem('portal:search-type', '"description"'));
    await page.reload();
    assert.equal(await page.getByRole('combobox', { name: 'Искать по' }).inputValue(), 'description');
    await box(page).fill('свеча vesta');
    await hits(page).first().waitFor();
    await screenshot(page, 'quick-search-portal-desktop');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/\?q=/);
    assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), {
      q: 'свеча vesta',
      type: 'description',
    });
    assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true);
    assert.equal(await page.getByRole('listbox').count(), 0, 'the hits are cleared on navigation');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'quick-search-portal-mobile');
    await context.close();
  });

  test('the portal header shows the search the page shows, so the client can refine it', async () => {
    const { context, page } = await signedInPage(harness);
    await page.evaluate(() => localStorage.setItem('portal:search-type', '"article"'));
    const searches = await watchFetches(context, 'quicksearch');
    const typeSelect = page.getByRole('combobox', { name: 'Искать по' });

    await page.goto(harness.url(`/search/?q=${encodeURIComponent('колодки передние')}&type=description`));
    await page.getByRole('heading', { name: 'Поиск: колодки передние' }).waitFor();
    assert.equal(await box(page).inputValue(), 'колодки передние');
    assert.equal(await typeSelect.inputValue(), 'description');
    // The page's clock is run well past the debounce: whatever focusing the box asks has been asked.
    await page.clock.install();
    await box(page).focus();
    await page.clock.runFor(1000);
    assert.equal(await box(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('listbox').count(), 0, 'no list opens on load');
    assert.equal((await searches.counted(page)).asked, 0, 'nothing is asked until the client types');
    await screenshot(page, 'quick-search-portal-search-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'quick-search-portal-search-page-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Refined in the box: the new search is what the box shows, with the page's type.
    await box(page).fill('колодки задние');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/\?q=/);
    assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), {
      q: 'колодки задние',
      type: 'description',
    });
    await page.getByRole('heading', { name: 'Поиск: колодки задние' }).waitFor();
    assert.equal(await box(page).inputValue(), 'колодки задние');
    assert.equal(await page.getByRole('listbox').count(), 0);

    // An article link leads to the step search: the box shows that article, searched as article.
    const article = page.locator('main [part~="article"]').first();
    const articleText = ((await article.textContent()) ?? '').trim();
    await article.click();
    await page.getByRole('heading', { name: `Поиск по всем складам: ${articleText}` }).waitFor();
    assert.equal(await box(page).inputValue(), articleText);
    assert.equal(await typeSelect.inputValue(), 'article');

    // Another page shows no search: the box is empty and the selector shows the remembered type.
    await page.getByRole('link', { name: /АВТОДЕТАЛЬ/ }).click();
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    assert.equal(await box(page).inputValue(), '');
    assert.equal(await typeSelect.inputValue(), 'article');
    await context.close();
  });

  test('what is typed in the portal header stays when a phone is turned, and on a desktop', async () => {
    const { context, page } = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    const typeSelect = page.getByRole('combobox', { name: 'Искать по' });
    await typeSelect.selectOption({ label: 'Названию' });
    await box(page).fill('свеча vesta');
    await hits(page).first().waitFor();
    const badge = page.locator('[part~="total"]').first();
    /** Where the box is: on a row of its own under the basket, or beside it. */
    const ownRow = async () => {
      const [boxAt, badgeAt] = await Promise.all([box(page).boundingBox(), badge.boundingBox()]);
      assert.ok(boxAt && badgeAt);
      return boxAt.y >= badgeAt.y + badgeAt.height;
    };
    /** A new viewport, once the page has had two frames to lay itself out for it. */
    const turn = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };
    const kept = async () => {
      assert.equal(await box(page).inputValue(), 'свеча vesta');
      assert.equal(await typeSelect.inputValue(), 'description');
      assert.equal(await box(page).evaluate((input) => input === document.activeElement), true);
    };
    assert.equal(await ownRow(), true, 'a row of its own on a phone');
    // The select is as wide as the chosen type: the text field keeps most of the phone's row.
    const [typeAt, boxAt, submitAt] = await Promise.all([
      typeSelect.boundingBox(),
      box(page).boundingBox(),
      page.getByRole('button', { name: 'Найти' }).boundingBox(),
    ]);
    assert.ok(typeAt && boxAt && submitAt);
    assert.ok(boxAt.width > typeAt.width + submitAt.width, `the field is ${boxAt.width} px of the row`);
    await screenshot(page, 'quick-search-portal-typed-mobile');

    await turn(844, 390);
    await kept();
    assert.equal(await ownRow(), true, 'a row of its own on a phone turned sideways');
    assert.ok(((await box(page).boundingBox())?.width ?? 0) > 300, 'wide enough to read');
    await turn(390, 844);
    await kept();

    await turn(1280, 800);
    await kept();
    assert.equal(await ownRow(), false, 'one header row on a desktop');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/\?q=/);
    assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), {
      q: 'свеча vesta',
      type: 'description',
    });
    await context.close();
  });

  test("a VIN typed in the header: its car is the first option, ↓ reaches it and Enter opens the car's catalogue", async () => {
    const { context, page } = await signedInPage(harness);
    await box(page).fill('XTAGFL110LY100456');
    const offer = hits(page).first();
    await offer
      .filter({ hasText: 'Найти автомобиль по VIN XTAGFL110LY100456 в оригинальных каталогах' })
      .waitFor();
    await box(page).press('ArrowDown');
    assert.equal(await box(page).getAttribute('aria-activedescendant'), await offer.getAttribute('id'));
    assert.equal(await offer.getAttribute('aria-selected'), 'true');
    assert.deepEqual(await seriousA11yViolations(page), [], 'the header with the offer chosen');
    await screenshot(page, 'quick-search-vin-desktop', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'quick-search-vin-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await box(page).press('Enter');
    await page.waitForURL(/\/laximo-vin\/XTAGFL110LY100456\/$/);
    await page.getByRole('link', { name: 'Lada Vesta GFL110' }).waitFor();

    // Enter with no option chosen takes a VIN to its car too, not to an article search.
    await box(page).fill('XW8ZZZ61ZBG123456');
    await box(page).press('Enter');
    await page.waitForURL(/\/laximo-vin\/XW8ZZZ61ZBG123456\/$/);
    await page.getByRole('link', { name: 'VW Polo 6R1' }).waitFor();
    await context.close();
  });

  test('a visitor typing on a desktop is asked to become a client; on a phone the box is not there', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/embed/cms.html'));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('quicksearch')) requests.push(request.url());
    });
    await box(page).pressSequentially('GDB');
    const dialog = page.getByRole('dialog', { name: 'Внимание!' });
    await dialog.waitFor();
    assert.equal(
      (await dialog.locator('p').textContent())?.trim(),
      'Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
    );
    await visitorDialogLeads(dialog);
    await screenshot(page, 'quick-search-anonymous-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(requests, []);

    await page.setViewportSize({ width: 390, height: 760 });
    assert.equal(await box(page).isVisible(), false);
    await screenshot(page, 'quick-search-anonymous-mobile');
    await context.close();
  });
});

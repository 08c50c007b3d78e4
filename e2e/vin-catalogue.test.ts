import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { eventually, type Harness, screenshot, signedInAt, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();
const main = (page: Page): Locator => page.getByRole('main');
const hotspot = (page: Page, code: string): Locator => page.locator(`[part~="hotspot"][data-code="${code}"]`);
const rows = (page: Page, code: string): Locator => page.locator(`tr[part~="part"][data-code="${code}"]`);
const highlights = (locator: Locator): Promise<(string | null)[]> =>
  locator.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-highlight')));
const scaleText = (page: Page): Promise<string | null> =>
  page
    .locator('[part~="diagram"]')
    .getByText(/^\d+ %$/)
    .textContent();

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until the focused element's text matches. */
async function expectFocus(page: Page, text: RegExp): Promise<void> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.activeElement?.textContent ?? ''),
    text.source,
  );
}

/** Through the VIN field to the VW Polo, its front pads group and the unit of the front brakes. */
async function openFrontBrakes(page: Page): Promise<void> {
  await page.goto(harness.url('/laximo-catalogs/'));
  await main(page).getByLabel('VIN или номер кузова').fill('XW8ZZZ61ZBG123456');
  await main(page).getByRole('button', { name: 'Найти' }).click();
  await page.waitForURL(/\/laximo-vin\/XW8ZZZ61ZBG123456\/$/);
  await page.getByRole('link', { name: 'VW Polo 6R1' }).click();
  await page.getByLabel('Поиск по группам').fill('колодки');
  await page.getByRole('link', { name: 'Тормозные колодки передние' }).click();
  await page.getByRole('link', { name: 'Тормозной механизм передний' }).click();
  // The link carries the group's callouts (coi).
  await page.waitForURL(/\/laximo-unit\/VW201911\/401\/3101\/311\/30\/[\w-]+\/\?coi=2$/);
  await hotspot(page, '1').waitFor();
}

describe('VIN catalogue', () => {
  test('VIN → vehicle → quick group → unit, each page free of serious accessibility faults', async () => {
    const { context, page } = await signedInAt(harness, '/laximo-catalogs/');
    await page.getByRole('link', { name: 'Volkswagen' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], 'catalogue list');
    await screenshot(page, 'vin-catalogues-desktop');

    await main(page).getByLabel('VIN или номер кузова').fill(' XW8ZZZ61ZBG123456 ');
    await main(page).getByRole('button', { name: 'Найти' }).click();
    const vehicle = page.locator('[part~="vehicle"]');
    await vehicle.getByRole('link', { name: 'VW Polo 6R1' }).waitFor();
    const text = (await vehicle.textContent()) ?? '';
    for (const expected of ['VW', 'VW201911', 'Годы выпуска: 2010–2015', 'Двигатель: 1.6, 105 л.с. (CFNA)'])
      assert.ok(text.includes(expected), `the vehicle shows ${expected}`);
    assert.deepEqual(await seriousA11yViolations(page), [], 'vehicles by VIN');

    await vehicle.getByRole('link', { name: 'VW Polo 6R1' }).click();
    const search = page.getByLabel('Поиск по группам');
    await search.waitFor();
    // Typed with the Latin layout on: 'ldjhybrb' is 'дворники', a synonym of the wipers.
    await search.fill('ldjhybrb');
    const groups = page.locator('[part~="groups"]');
    await groups.getByRole('link', { name: 'Щётки стеклоочистителя' }).waitFor();
    assert.equal(await groups.getByRole('link', { name: 'Тормозные колодки передние' }).count(), 0);
    await search.fill('абракадабра');
    await page.getByText('Ничего не найдено. Проверьте название или выберите группу в дереве.').waitFor();
    await search.fill('колодки');
    await groups.getByRole('link', { name: 'Тормозные колодки передние' }).click();
    await page.waitForURL(/\/laximo-qgroups\/VW201911\/401\/[\w-]+\/\?gid=311$/);
    await page.getByRole('link', { name: 'Тормозной механизм передний' }).waitFor();
    assert.equal(await search.inputValue(), 'колодки', 'the search stays as the group opens');
    assert.deepEqual(await seriousA11yViolations(page), [], 'quick groups');
    await screenshot(page, 'vin-groups-desktop');

    await page.getByRole('link', { name: 'Тормозной механизм передний' }).click();
    await hotspot(page, '1').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Тормозной механизм передний' }).waitFor();
    // Position 2 has two variants; each OEM number is one of our articles, with its stock and price.
    assert.deepEqual(await rows(page, '2').locator('[part~="oem"]').allTextContents(), [
      '0 986 494 524',
      'GDB1550',
    ]);
    assert.deepEqual(
      await rows(page, '2').evaluateAll((elements) =>
        elements.map((element) => element.textContent?.match(/Вариант \d/)?.[0]),
      ),
      ['Вариант 1', 'Вариант 2'],
    );
    assert.match((await rows(page, '2').nth(1).textContent()) ?? '', /TRW\s*Наличие: 12\s*2\s190,00\s₽\/шт/);
    assert.deepEqual(await seriousA11yViolations(page), [], 'unit');
    await context.close();
  });

  test('a hotspot lights its rows and a row its hotspot; a click locks, and its part brings the row into sight', async () => {
    const { context, page } = await signedInPage(harness);
    await openFrontBrakes(page);
    await hotspot(page, '2').first().hover();
    assert.deepEqual(await highlights(rows(page, '2')), ['pointed', 'pointed']);
    assert.deepEqual(await highlights(rows(page, '3')), [null]);
    assert.deepEqual(
      await highlights(hotspot(page, '2')),
      ['pointed', 'pointed'],
      'both callouts of the pads',
    );

    await rows(page, '6').hover();
    assert.deepEqual(await highlights(hotspot(page, '6')), ['pointed']);
    // Back to the quick group's light: the unit was opened from 'Тормозные колодки передние'.
    assert.deepEqual(await highlights(hotspot(page, '2')), ['group', 'group']);
    // The attributes' tooltip, 'amount' read as the quantity.
    await rows(page, '3').getByRole('button', { name: 'Диск тормозной передний' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/^Количество: 2; Годы выпуска: 2010–2015$/)
      .waitFor();

    await page.setViewportSize({ width: 1280, height: 500 });
    await hotspot(page, '7').click();
    assert.equal(await hotspot(page, '7').getAttribute('aria-pressed'), 'true');
    await page.mouse.move(5, 5);
    assert.deepEqual(await highlights(rows(page, '7')), ['locked']);
    await page
      .getByRole('dialog', { name: 'Позиция 7 на схеме' })
      .getByRole('button', { name: /Щиток тормозного диска/ })
      .click();
    await page.waitForFunction(() => {
      const row = document.querySelector('tr[data-code="7"]')?.getBoundingClientRect();
      return row !== undefined && row.top >= 0 && row.bottom <= window.innerHeight;
    });
    // The row's number locks another, and the diagram keeps it in sight.
    await rows(page, '1').getByRole('button', { name: 'Позиция 1 на схеме' }).click();
    assert.equal(await hotspot(page, '7').getAttribute('aria-pressed'), 'false');
    assert.equal(await hotspot(page, '1').getAttribute('aria-pressed'), 'true');
    await context.close();
  });

  test('a unit opened from a quick group lights its callouts and keeps the locked one in its link; Esc releases it', async () => {
    const { context, page } = await signedInPage(harness);
    // The hint's example VIN, typed in groups as on a registration certificate, resolves.
    await page.goto(harness.url('/laximo-catalogs/'));
    const hint =
      (await main(page)
        .getByText(/^Например, /)
        .textContent()) ?? '';
    const example = /[A-Z0-9]{17}/.exec(hint)?.[0] ?? '';
    assert.equal(example.length, 17, `the hint shows a VIN (${hint})`);
    await main(page)
      .getByLabel('VIN или номер кузова')
      .fill(example.replace(/(.{4})/g, '$1 '));
    await main(page).getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(new RegExp(`/laximo-vin/${example}/$`));
    await page.getByRole('link', { name: 'VW Polo 6R1' }).click();
    await page.getByLabel('Поиск по группам').fill('колодки');
    await page.getByRole('link', { name: 'Тормозные колодки передние' }).click();
    await page.getByRole('link', { name: 'Тормозной механизм передний' }).click();
    await page.waitForURL(/\/laximo-unit\/VW201911\/401\/3101\/311\/30\/[\w-]+\/\?coi=2$/);
    await hotspot(page, '2').first().waitFor();
    assert.deepEqual(await highlights(hotspot(page, '2')), ['group', 'group']);
    assert.deepEqual(await highlights(rows(page, '2')), ['group', 'group']);
    assert.deepEqual(await highlights(rows(page, '3')), [null]);

    await hotspot(page, '3').click();
    await page.waitForURL(/[?&]callout=3$/);
    await page.reload();
    await hotspot(page, '3').waitFor();
    assert.equal(await hotspot(page, '3').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await highlights(rows(page, '2')), ['group', 'group']);
    await hotspot(page, '3').focus();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('callout'));
    assert.equal(await hotspot(page, '3').getAttribute('aria-pressed'), 'false');
    await context.close();
  });

  test('on a phone hotspots are at least 24 × 24 px and a tap shows the part without losing the picture; on a desktop the diagram stays beside a long table', async () => {
    const phone = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await openFrontBrakes(phone.page);
    const sizes = await phone.page
      .locator('[part~="hotspot"]')
      .evaluateAll((spots) =>
        spots.map((spot) => spot.getBoundingClientRect()).map((box) => [box.width, box.height]),
      );
    assert.ok(sizes.length > 0);
    for (const [width = 0, height = 0] of sizes)
      assert.ok(width >= 23.9 && height >= 23.9, `${width} × ${height}`);
    const viewport = phone.page.locator('[part~="diagram-viewport"]');
    await viewport.scrollIntoViewIfNeeded();
    await hotspot(phone.page, '2').first().click();
    const chooser = phone.page.getByRole('dialog', { name: 'Позиция 2 на схеме' });
    await chooser.getByRole('button', { name: /GDB1550/ }).waitFor();
    const picture = await viewport.boundingBox();
    assert.ok(picture && picture.y + picture.height > 0 && picture.y < 844, 'the picture is still in view');
    assert.deepEqual(await seriousA11yViolations(phone.page), [], 'unit with its chooser on a phone');
    await screenshot(phone.page, 'vin-unit-mobile-chooser');
    await phone.context.close();

    const { context, page } = await signedInPage(harness, 'demo', { width: 1280, height: 720 });
    await openFrontBrakes(page);
    await page.locator('tr[part~="part"]').last().scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const beside = await page.locator('[part~="diagram-viewport"]').boundingBox();
    assert.ok(
      beside && beside.y >= 0 && beside.y < 720,
      `the diagram is in view (${JSON.stringify(beside)})`,
    );
    assert.deepEqual(await seriousA11yViolations(page), [], 'unit at 1280');
    await context.close();
  });

  test('hotspots are one Tab stop: arrows move between them, Enter locks', async () => {
    const { context, page } = await signedInPage(harness);
    await openFrontBrakes(page);
    await page.getByRole('button', { name: 'Увеличить', exact: true }).focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.equal(await focused(), '1 — Суппорт тормозной передний левый');
    assert.deepEqual(await highlights(rows(page, '1')), ['pointed'], 'focus points at the rows too');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), '2 — Колодки тормозные передние, комплект, 1 из 2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), '7 — Щиток тормозного диска');
    await page.keyboard.press('Enter');
    assert.equal(await hotspot(page, '7').getAttribute('aria-pressed'), 'true');
    // Its chooser opened; Esc closes it and the focus is back on the hotspot.
    await page.getByRole('dialog', { name: 'Позиция 7 на схеме' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await focused(), '7 — Щиток тормозного диска');
    // One Tab stop: the next Tab leaves the diagram.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[part~="hotspot"]')), null);
    await context.close();
  });

  test('a callout of several parts opens a chooser at it, by keyboard and on a phone; each part leads to its row', async () => {
    const { context, page } = await signedInPage(harness, 'demo', { width: 1280, height: 720 });
    await openFrontBrakes(page);
    await page.getByRole('button', { name: 'Увеличить', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.equal(await focusedLabel(), '2 — Колодки тормозные передние, комплект, 1 из 2');
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Позиция 2 на схеме' });
    await chooser.getByText('Несколько деталей под одним номером: выберите нужную.').waitFor();
    await expectFocus(page, /0 986 494 524/);
    // At the callout: the chooser starts within a few pixels of the hotspot, inside the picture.
    const spot = await hotspot(page, '2').first().boundingBox();
    const box = await chooser.boundingBox();
    const picture = await page.locator('[part~="diagram-viewport"]').boundingBox();
    assert.ok(spot && box && picture);
    assert.ok(
      Math.min(Math.abs(box.y - (spot.y + spot.height)), Math.abs(box.y + box.height - spot.y)) <= 8,
      `the chooser ${JSON.stringify(box)} touches the hotspot ${JSON.stringify(spot)}`,
    );
    assert.ok(
      box.x >= picture.x && box.x + box.width <= picture.x + picture.width,
      `inside the picture (${JSON.stringify(box)} in ${JSON.stringify(picture)})`,
    );
    assert.deepEqual(await seriousA11yViolations(page), [], 'unit with the chooser open');
    await screenshot(page, 'vin-unit-chooser-desktop');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, /GDB1550/);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, /0 986 494 524/);
    // Esc closes it and gives the focus back; the callout stays locked until a second Esc.
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    assert.equal(await focusedLabel(), '2 — Колодки тормозные передние, комплект, 1 из 2');
    assert.equal(await hotspot(page, '2').first().getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('callout'));
    // Space opens it too; Tab moves to the second part, whose Enter brings its row into sight.
    await page.keyboard.press(' ');
    await chooser.waitFor();
    await expectFocus(page, /0 986 494 524/);
    await page.keyboard.press('Tab');
    await expectFocus(page, /GDB1550/);
    await page.keyboard.press('Enter');
    await chooser.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const row = document.querySelectorAll('tr[data-code="2"]')[1];
      const box = row?.getBoundingClientRect();
      return row?.contains(document.activeElement) && box && box.top >= 0 && box.bottom <= innerHeight;
    });
    assert.equal(await hotspot(page, '2').first().getAttribute('aria-pressed'), 'true');
    await context.close();

    // On a phone a tap opens it over the picture, and the page does not move.
    const phone = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await openFrontBrakes(phone.page);
    const viewport = phone.page.locator('[part~="diagram-viewport"]');
    await viewport.scrollIntoViewIfNeeded();
    const scrolled = await phone.page.evaluate(() => scrollY);
    await hotspot(phone.page, '2').last().click();
    const small = phone.page.getByRole('dialog', { name: 'Позиция 2 на схеме' });
    await small.getByRole('button', { name: /GDB1550/ }).waitFor();
    assert.equal(await phone.page.evaluate(() => scrollY), scrolled, 'the picture stays where it was');
    const frame = await viewport.boundingBox();
    const over = await small.boundingBox();
    assert.ok(frame && over);
    assert.ok(
      over.x >= frame.x && over.x + over.width <= frame.x + frame.width && over.y >= frame.y,
      `over the picture (${JSON.stringify(over)} in ${JSON.stringify(frame)})`,
    );
    assert.ok(over.y + over.height <= 844, 'the chooser is on screen');
    assert.deepEqual(await seriousA11yViolations(phone.page), [], 'the chooser on a phone');
    await screenshot(phone.page, 'vin-unit-chooser-mobile');
    await small.getByRole('button', { name: /GDB1550/ }).click();
    await small.waitFor({ state: 'detached' });
    await phone.page.waitForFunction(() =>
      document.querySelectorAll('tr[data-code="2"]')[1]?.contains(document.activeElement),
    );
    await phone.context.close();
  });

  test("the chooser's parts show brand, stock and price, and the part chosen is the current row", async () => {
    const { context, page } = await signedInPage(harness, 'demo', { width: 1280, height: 720 });
    await openFrontBrakes(page);
    await hotspot(page, '2').first().click();
    const chooser = page.getByRole('dialog', { name: 'Позиция 2 на схеме' });
    const choices = chooser.getByRole('button', { name: /комплект/ });
    await choices.first().waitFor();
    const texts = (await choices.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    assert.equal(texts.length, 2);
    // Each variant with our goods of it, as its row's offer shows them: brand, stock, price.
    const offers = await rows(page, '2')
      .locator('[part~="offer"]')
      .evaluateAll((found) =>
        found.map((offer) => {
          const [brand, stock, price] = [...(offer.firstElementChild?.children ?? [])].map((fact) =>
            (fact.textContent ?? '').replace(/\s+/g, ' '),
          );
          return { brand, stock, price };
        }),
      );
    assert.equal(offers.length, 2, 'each variant is our goods');
    for (const [index, { brand, stock, price }] of offers.entries()) {
      assert.match(price ?? '', /₽\/шт$/);
      assert.ok(
        texts[index]?.endsWith(`${brand}${stock}${price}`),
        `the choice '${texts[index]}' shows ${brand}, ${stock}, ${price}`,
      );
    }
    assert.notEqual(texts[0], texts[1], 'the variants can be told apart');
    assert.deepEqual(await seriousA11yViolations(page), [], 'the chooser with its offers');
    await screenshot(page, 'vin-chooser-offers-1280', { fullPage: false });

    await choices.last().click();
    await chooser.waitFor({ state: 'detached' });
    const current = await rows(page, '2').evaluateAll((found) =>
      found.map((row) => ({
        current: row.getAttribute('aria-current'),
        shadow: getComputedStyle(row).boxShadow,
      })),
    );
    assert.deepEqual(
      current.map((row) => row.current),
      [null, 'true'],
    );
    assert.notEqual(current[1]?.shadow, current[0]?.shadow, 'the chosen row is drawn apart from its sibling');
    assert.deepEqual(await seriousA11yViolations(page), [], 'the chosen row');
    await screenshot(page, 'vin-chosen-row-1280', { fullPage: false });
    await context.close();

    const phone = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await openFrontBrakes(phone.page);
    await phone.page.locator('[part~="diagram-viewport"]').scrollIntoViewIfNeeded();
    await hotspot(phone.page, '2').last().click();
    await phone.page
      .getByRole('dialog', { name: 'Позиция 2 на схеме' })
      .getByRole('button', { name: /GDB1550/ })
      .waitFor();
    await screenshot(phone.page, 'vin-chooser-offers-390', { fullPage: false });
    await phone.context.close();
  });

  test('a unit opened from a quick group brings its first lit row into view', async () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await signedInPage(harness, 'demo', viewport);
      await page.goto(harness.url('/laximo-catalogs/'));
      await main(page).getByLabel('VIN или номер кузова').fill('XW8ZZZ61ZBG123456');
      await main(page).getByRole('button', { name: 'Найти' }).click();
      await page.getByRole('link', { name: 'VW Polo 6R1' }).click();
      await page.getByLabel('Поиск по группам').fill('датчик abs');
      await page.getByRole('link', { name: 'Датчик ABS' }).first().click();
      await page.getByRole('link', { name: 'Тормозной механизм передний' }).click();
      await page.waitForURL(/\/laximo-unit\/VW201911\/401\/3101\/314\/30\/[\w-]+\/\?coi=6$/);
      const lit = rows(page, '6');
      await lit.waitFor();
      assert.deepEqual(await highlights(lit), ['group']);
      await page.waitForFunction(() => {
        const box = document.querySelector('tr[data-code="6"]')?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
      });
      await screenshot(page, `vin-unit-from-group-${viewport.width}`, { fullPage: false });
      await context.close();
    }
  });

  test('zooms around the pointer from the whole diagram to 1:1, pans by dragging, and back with 0', async () => {
    const { context, page } = await signedInPage(harness);
    await openFrontBrakes(page);
    const fit = await scaleText(page);
    const target = hotspot(page, '3');
    const pointer = await centre(target);
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction((before) => {
      const text = [...document.querySelectorAll('[part~="diagram"] span')].find((span) =>
        /%$/.test(span.textContent ?? ''),
      );
      return text?.textContent !== before;
    }, fit);
    const after = await centre(target);
    assert.ok(
      Math.abs(after.x - pointer.x) < 1.5 && Math.abs(after.y - pointer.y) < 1.5,
      'the point under the pointer stays',
    );

    const viewport = page.locator('[part~="diagram-viewport"]');
    const middle = await centre(viewport);
    await page.mouse.dblclick(middle.x, middle.y);
    await page.mouse.wheel(0, -2000);
    assert.equal(await scaleText(page), '100 %', 'no further than 1:1');
    const before = await centre(target);
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - 40, middle.y - 30, { steps: 4 });
    await page.mouse.move(middle.x - 80, middle.y - 60, { steps: 4 });
    await page.mouse.up();
    const dragged = await centre(target);
    assert.ok(
      Math.abs(dragged.x - before.x + 80) < 1.5 && Math.abs(dragged.y - before.y + 60) < 1.5,
      'dragged',
    );
    assert.deepEqual(await highlights(rows(page, '3')), [null], 'a drag is not a click');

    await hotspot(page, '1').focus();
    await page.keyboard.press('0');
    assert.equal(await scaleText(page), fit);
    await page.keyboard.press('+');
    assert.notEqual(await scaleText(page), fit);
    await page.keyboard.press('-');
    assert.equal(await scaleText(page), fit);
    await screenshot(page, 'vin-unit-desktop');
    await context.close();
  });

  test('adds a part to the basket from the diagram, and the badge follows', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openFrontBrakes(page);
    const count = page.locator('[part~="badge"] [part~="count"]').first();
    assert.equal(await count.textContent(), '3');
    await hotspot(page, '2').first().click();
    const trw = rows(page, '2').nth(1);
    await trw.getByRole('button', { name: 'В корзину' }).click();
    await page.getByText('Товар добавлен в корзину').waitFor();
    await trw.getByRole('button', { name: 'В корзине' }).waitFor();
    assert.equal(await count.textContent(), '4');
    await context.close();
  });

  test('an invalid VIN is explained and asks nothing; missing page data leads to 404', async () => {
    const { context, page } = await signedInPage(harness);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/')) asked.push(request.postData() ?? '');
    });
    await page.goto(harness.url('/laximo-catalogs/'));
    await page.getByRole('link', { name: 'Volkswagen' }).waitFor();
    asked.length = 0;
    const field = main(page).getByLabel('VIN или номер кузова');
    await field.fill('XTA!12345');
    await main(page).getByRole('button', { name: 'Найти' }).click();
    await main(page)
      .getByText(/^Это не VIN и не номер кузова/)
      .waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.ok(await field.evaluate((element) => element === document.activeElement), 'focus on the field');
    assert.deepEqual(asked, [], 'no call');
    assert.match(page.url(), /\/laximo-catalogs\/$/);

    await page.goto(harness.url('/laximo-catalog/NOPE/'));
    await page.waitForURL(/\/404\/$/);
    await page.getByText('Страница не найдена', { exact: true }).waitFor();
    await context.close();
  });

  test('an expired token is refreshed on the quick group call; phones get the same pages', async () => {
    const { context, page } = await signedInAt(harness, '/laximo-catalogs/', 'demo', {
      width: 390,
      height: 844,
    });
    await page.getByRole('link', { name: 'Lada' }).waitFor();
    await screenshot(page, 'vin-catalogues-mobile');
    await main(page).getByLabel('VIN или номер кузова').fill('ACV40-0123456');
    await main(page).getByRole('button', { name: 'Найти' }).click();
    await page.getByRole('link', { name: 'Toyota Camry ACV40' }).click();
    await page.getByLabel('Поиск по группам').fill('cdtxb');
    await harness.control('expire-tokens');
    await page.getByRole('link', { name: 'Свечи зажигания' }).click();
    await page.getByRole('link', { name: 'Зажигание: свечи и катушки' }).waitFor();
    await screenshot(page, 'vin-groups-mobile');
    assert.deepEqual(await seriousA11yViolations(page), [], 'quick groups on a phone');
    await page.getByRole('link', { name: 'Зажигание: свечи и катушки' }).click();
    await hotspot(page, '1').waitFor();
    await screenshot(page, 'vin-unit-mobile');
    assert.deepEqual(await seriousA11yViolations(page), [], 'unit on a phone');

    await page.goto(harness.url('/laximo-catalog/LADA201905/'));
    await page.getByRole('link', { name: 'Vesta' }).click();
    await page.getByRole('link', { name: 'Изменить: Модель' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), [], 'vehicle selection on a phone');
    await screenshot(page, 'vin-selection-mobile');
    await page.getByRole('link', { name: 'Показать автомобили' }).click();
    await page.getByRole('link', { name: 'Lada Vesta GFL110' }).waitFor();
    await screenshot(page, 'vin-vehicles-mobile');
    assert.deepEqual(await seriousA11yViolations(page), [], 'vehicles on a phone');
    await context.close();
  });

  test('on a CMS page the widget bundle shows a unit in its shadow root, zooms, locks and buys', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/embed/vin-catalogue.html');
    const unit = page.locator('portal-vin-catalogue[view="unit"]');
    await unit.locator('[part~="hotspot"][data-code="2"]').first().waitFor();
    assert.equal(await unit.evaluate((element) => element.shadowRoot?.mode), 'open');
    // The page's `button { display: none }` and borders do not reach the widget.
    assert.ok(await unit.getByRole('button', { name: 'Увеличить', exact: true }).isVisible());

    const viewport = unit.locator('[part~="diagram-viewport"]');
    const scale = unit.locator('[part~="diagram"]').getByText(/^\d+ %$/);
    const fit = await scale.textContent();
    await viewport.scrollIntoViewIfNeeded();
    const middle = await centre(viewport);
    await page.mouse.dblclick(middle.x, middle.y);
    await eventually(async () => (await scale.textContent()) !== fit, Boolean, 'the double click zooms');

    await unit.locator('[part~="hotspot"][data-code="3"]').click();
    await page.mouse.move(5, 5);
    assert.deepEqual(await highlights(unit.locator('tr[part~="part"][data-code="3"]')), ['locked']);
    const trw = unit.locator('tr[part~="part"][data-code="2"]').nth(1);
    await trw.getByRole('button', { name: 'В корзину' }).click();
    await trw.getByRole('button', { name: 'В корзине' }).waitFor();
    const badge = page.locator('portal-basket-badge [part~="count"]');
    await eventually(
      async () => (await badge.textContent()) === '4',
      Boolean,
      'the badge counts the new line',
    );

    const list = page.locator('portal-vin-catalogue:not([view])');
    await list.getByRole('link', { name: 'Kia' }).waitFor();
    assert.equal(
      await list.getByRole('link', { name: 'Kia' }).getAttribute('href'),
      harness.url('/laximo-catalog/KIA201909/'),
    );
    assert.deepEqual(await seriousA11yViolations(page), [], 'the widgets on a CMS page');
    await screenshot(page, 'vin-embed-desktop');
    await context.close();
  });
});

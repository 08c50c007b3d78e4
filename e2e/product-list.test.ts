import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_BASKET_FIGURES } from '../demo-api/data/baskets.ts';
import { MULTIPLICITY_4_PRODUCT_ID } from '../demo-api/data/featured.ts';
import { seriousA11yViolations } from './a11y.ts';
import {
  type Harness,
  screenshot,
  settle,
  signedInAt,
  signedInPage,
  visitorDialogLeads,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

/** '1 234,50 ₽/шт' → 1234.5 */
const rubles = (text: string | null): number => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

const rows = (page: Page): Locator => page.locator('[part~="row"]');

async function pricesOf(page: Page, count = Number.POSITIVE_INFINITY): Promise<number[]> {
  const texts = await rows(page).locator('[part~="price"]').allTextContents();
  return texts.slice(0, count).map(rubles);
}

async function brandsOf(page: Page): Promise<string[]> {
  return rows(page).locator('[part~="brand"]').allTextContents();
}

/**
 * Scrolls down half a window at a time, as a client reading the list does, until `count` rows are
 * drawn: a later page's rows are drawn as they come within reach of the window.
 */
async function scrollUntil(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      if (document.querySelectorAll('[part~="row"]').length >= wanted) return true;
      window.scrollBy(0, window.innerHeight / 2);
      return false;
    },
    count,
    { polling: 100, timeout: 30_000 },
  );
}

describe('product list', () => {
  test('a client finds, filters, sorts, pages, marks up and orders parts of a section', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);

    // The catalogue menu of the header leads to a section.
    await page.getByRole('button', { name: 'Каталог' }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог' });
    for (const width of [800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const menuAt = await menu.boundingBox();
      assert.ok(
        menuAt && menuAt.x >= 0 && menuAt.x + menuAt.width <= width,
        `the whole menu shows at ${width} px`,
      );
    }
    await page.getByRole('link', { name: 'Свечи зажигания' }).click();
    await page.waitForURL(/\/catalog\/41$/);
    await page.getByRole('heading', { level: 1, name: 'Свечи зажигания' }).waitFor();
    await rows(page).nth(49).waitFor();
    assert.equal(await rows(page).count(), 50);
    await screenshot(page, 'product-list-desktop');

    // A brand and a price range, applied together.
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    await filters.getByRole('checkbox', { name: 'BOSCH' }).check();
    await filters.getByRole('textbox', { name: 'Цена от' }).fill('1000');
    await filters.getByRole('textbox', { name: 'Цена до' }).fill('3000');
    await filters.getByRole('button', { name: 'Применить' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[part~="row"]').length === 39);
    assert.deepEqual([...new Set(await brandsOf(page))], ['BOSCH']);
    for (const price of await pricesOf(page)) assert.ok(price >= 1000 && price <= 3000, `${price} in range`);
    await filters.getByRole('button', { name: 'Сбросить' }).click();
    await rows(page).nth(49).waitFor();

    // Sorted by price, cheapest first, as the server sends it.
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('PRICE_ASC');
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('[part~="row"] [part~="price"]')].map((cell) =>
        Number(cell.textContent?.replace(/[^\d,]/g, '').replace(',', '.')),
      );
      return (
        prices.length === 50 &&
        prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price)
      );
    });

    // Scrolling to the end appends pages 2 and 3.
    await scrollUntil(page, 100);
    await scrollUntil(page, 150);
    assert.equal(await page.locator('[data-page="3"]').count(), 1);
    const prices = await pricesOf(page);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      'pages keep the price order',
    );

    // A 10 % markup changes every price shown. A page asked for at the end may still come, and a
    // later page's rows are drawn while the browser is idle: the prices are read once the list has
    // settled, every row of its pages drawn.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-page="1"]')?.parentElement;
      return box?.getAttribute('aria-busy') !== 'true' && !box?.querySelector('[data-rows-from]');
    });
    const before = await pricesOf(page);
    await page.getByRole('button', { name: 'Наценка' }).click();
    await page.getByRole('textbox', { name: 'Наценка, %' }).fill('10');
    await page.getByRole('button', { name: 'Готово' }).click();
    await page.waitForFunction((first) => {
      const cell = document.querySelector('[part~="row"] [part~="price"]');
      return Number(cell?.textContent?.replace(/[^\d,]/g, '').replace(',', '.')) !== first;
    }, before[0]);
    const after = await pricesOf(page);
    assert.equal(after.length, before.length);
    after.forEach((price, index) => {
      const base = before[index] ?? 0;
      // price + price × 10 / 100, to the kopeck
      assert.equal(
        price,
        Math.round((Math.round(base * 100) * 110) / 100) / 100,
        `row ${index}: ${base} + 10 %`,
      );
    });

    // The spark plugs sold in fours: 4 → 8 with plus, a typed 6 is refused.
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('REL_ASC');
    const plug = page.locator(`[part~="row"][data-product-id="${MULTIPLICITY_4_PRODUCT_ID}"]`);
    await plug.waitFor();
    // The demo basket already holds four of them (synced at sign-in): the row says so from the start.
    const addButton = plug.getByRole('button', { name: 'В корзине' });
    await addButton.waitFor();
    const quantity = plug.getByRole('textbox', { name: 'Количество' });
    assert.equal(await quantity.inputValue(), '4');
    await plug.getByRole('button', { name: 'Увеличить количество' }).click();
    assert.equal(await quantity.inputValue(), '8');
    await quantity.fill('6');
    await plug.getByRole('alert').filter({ hasText: 'Неверное кол-во' }).waitFor();
    assert.equal(await addButton.getAttribute('aria-disabled'), 'true');
    await quantity.fill('8');

    // 'В корзине' sets the basket's line to the 8 shown (from 4): the toast, the badge and the row follow.
    const badgeTotal = page.locator('[part~="total"]').first();
    const totalBefore = rubles(await badgeTotal.textContent());
    assert.equal(totalBefore, DEMO_BASKET_FIGURES.price);
    await addButton.click();
    await page.getByRole('status').filter({ hasText: 'Количество в корзине изменено' }).waitFor();
    await addButton.waitFor();
    await page.waitForFunction((old) => {
      const text = document.querySelector('[part~="total"]')?.textContent ?? '';
      return Number(text.replace(/[^\d,]/g, '').replace(',', '.')) !== old;
    }, totalBefore);
    assert.equal(rubles(await badgeTotal.textContent()), Math.round((totalBefore + 4 * 389.9) * 100) / 100);
    assert.equal(await quantity.inputValue(), '8');
    await screenshot(page, 'product-list-added-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'product-list-mobile');
    await context.close();
  });
});

describe('rows drawn as they come within reach (issue 16)', () => {
  /** The ids of the rows drawn in page `number` of the list, in order. */
  const drawnIds = (page: Page, number: number) =>
    page
      .locator(`[data-page="${number}"] [part~="row"]`)
      .evaluateAll((shown) => shown.map((row) => (row as HTMLElement).dataset.productId ?? ''));

  test('a later page arrives as places, draws what the client reaches, and loses no row to the keyboard', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'demo', { width: 1280, height: 800 });
    // A browser never idle: only what the client reaches is drawn (the rows ahead wait for idle moments).
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto(harness.url('/catalog/41'));
    await rows(page).nth(49).waitFor();

    // A jump to the end asks for page 2: it comes as grey places, and only its top rows are drawn.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const places = page.locator('[data-page="2"] [data-rows-from]');
    await places.first().waitFor({ state: 'attached' });
    assert.ok((await drawnIds(page, 2)).length < 20, 'most of page 2 waits until it is reached');
    assert.equal(await places.first().getAttribute('aria-hidden'), 'true');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'product-list-rows-within-reach');

    // Tab from the last row of page 1 goes through the rows of page 2 one after another: each row
    // is drawn before the focus needs it.
    await rows(page).nth(49).locator('[part~="name"]').focus();
    const visited: string[] = [];
    for (let press = 0; press < 120 && visited.length < 12; press += 1) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => {
        const row = document.activeElement?.closest<HTMLElement>('[data-page="2"] [part~="row"]');
        return row?.dataset.productId ?? null;
      });
      if (id && visited.at(-1) !== id) visited.push(id);
    }
    assert.equal(visited.length, 12, 'the focus reached twelve rows of page 2');

    // Scrolling on through page 2 draws every one of its rows, in the server's order.
    await scrollUntil(page, 100);
    const second = await drawnIds(page, 2);
    assert.equal(second.length, 50);
    assert.deepEqual(visited, second.slice(0, 12), 'the focus went through the rows in order, skipping none');
    assert.equal(await places.count(), 0);
    await context.close();
  });

  /**
   * A section of a fresh basket, the client jumped to its end: page 2 appended, and every one of its
   * rows drawn without a scroll (the rows out of reach are drawn while the browser is idle).
   */
  async function secondPageDrawn() {
    await harness.control('reset');
    const opened = await signedInPage(harness, 'demo', { width: 1280, height: 800 });
    const { page } = opened;
    await page.goto(harness.url('/catalog/41'));
    await rows(page).nth(49).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('[data-page="2"]').waitFor();
    await page.locator('[data-page="2"] [data-rows-from]').first().waitFor({ state: 'detached' });
    return opened;
  }

  test('after an append every row of the page is in it in the end, without scrolling (find in page sees it)', async () => {
    const { context, page } = await secondPageDrawn();
    assert.equal((await drawnIds(page, 2)).length, 50);
    const last = rows(page).nth(99);
    const name = (await last.locator('[part~="name"]').textContent()) ?? '';
    assert.notEqual(name, '');
    // What find in page and a screen reader's browse mode see: rendered text, in no hidden subtree.
    assert.equal(await last.isVisible(), true);
    assert.equal(await last.evaluate((row) => row.closest('[aria-hidden="true"]')), null);
    assert.ok((await page.getByRole('button', { name, exact: true }).count()) >= 1);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test("a later page's quantity becomes a field where the client clicks or tabs to it, and what is typed is ordered", async () => {
    const { context, page } = await secondPageDrawn();
    const fieldIn = (row: Locator) => row.getByRole('textbox', { name: /^Количество: / });

    // A click: the quantity's text (its multiplicity) is selected, so that a typed figure replaces
    // it, key after key (ten times it: two digits).
    const clicked = rows(page).nth(60);
    const typed = String(10 * Number(await fieldIn(clicked).textContent()));
    await fieldIn(clicked).click();
    await clicked.locator('input:focus').waitFor();
    await page.keyboard.type(typed);
    assert.equal(await fieldIn(clicked).inputValue(), typed);
    await clicked.getByRole('button', { name: /^В корзину: / }).click();
    await clicked.getByRole('button', { name: /^В корзине: / }).waitFor();
    assert.equal(await fieldIn(clicked).inputValue(), typed);

    // The keyboard: Tab from the next row's minus reaches its quantity.
    const tabbed = rows(page).nth(61);
    await tabbed.getByRole('button', { name: /^Уменьшить количество: / }).focus();
    await page.keyboard.press('Tab');
    await tabbed.locator('input:focus').waitFor();
    await page.keyboard.type('12');
    assert.equal(await fieldIn(tabbed).inputValue(), '12');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'product-list-later-page-quantity');
    await context.close();
  });
});

describe('the filter panel beside a section (issue 16)', () => {
  test('scrolls on its own within the window, below the header, its heading in sight', async () => {
    const { context, page } = await signedInAt(harness, '/catalog/11', 'demo', { width: 1280, height: 800 });
    await rows(page).nth(49).waitFor();
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    // The panel's fields come in a file of their own, which may arrive after the rows.
    const more = filters.getByRole('button', { name: 'Показать ещё' });
    await more.first().waitFor();
    for (const button of await more.all()) await button.click();
    await page.evaluate(() => window.scrollTo(0, 3000));
    const header = await page.locator('header').first().boundingBox();
    const panel = await filters.boundingBox();
    const heading = await filters.getByRole('heading').boundingBox();
    assert.ok(header && panel && heading);
    const headerBottom = header.y + header.height;
    assert.ok(panel.y >= headerBottom, `the panel (${panel.y}) starts below the header (${headerBottom})`);
    assert.ok(panel.y + panel.height <= 800, `the panel ends in the window (${panel.y + panel.height})`);
    assert.ok(heading.y >= headerBottom, 'its heading is not under the header');
    const scrolls = await filters.evaluate((aside) =>
      [...aside.querySelectorAll('*')].some(
        (element) =>
          getComputedStyle(element).overflowY === 'auto' && element.scrollHeight > element.clientHeight,
      ),
    );
    assert.equal(scrolls, true, 'the rest of it is reached by scrolling the panel');
    // Its last controls can be reached: 'Скрыть' of the longest list, and 'Применить'.
    const hide = filters.getByRole('button', { name: 'Скрыть' }).last();
    await hide.scrollIntoViewIfNeeded();
    const hideBox = await hide.boundingBox();
    assert.ok(
      hideBox && hideBox.y >= headerBottom && hideBox.y + hideBox.height <= 800,
      "'Скрыть' is in sight",
    );
    await screenshot(page, 'catalogue-section-filters-scrolled-desktop');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});

describe('product list on a CMS page and the product page', () => {
  test('a visitor sees the hits without prices and is invited to become a client', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/embed/catalogue.html'));
    await rows(page).first().waitFor();
    assert.deepEqual(await pricesOf(page, 5), [0, 0, 0, 0, 0]);
    assert.equal(await page.getByRole('button', { name: 'Наценка' }).count(), 0);
    const rowButton = rows(page).first().getByRole('button', { name: 'В корзину' });
    assert.equal(await rowButton.isVisible(), true, "the page's `button { display: none }` stays outside");
    await rowButton.click();
    const dialog = page.getByRole('dialog', { name: 'Внимание!' });
    await dialog
      .getByText('Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.')
      .waitFor();
    await visitorDialogLeads(dialog);
    await screenshot(page, 'product-list-cms-visitor');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  test('a client filters a catalogue section on a CMS page', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url('/embed/section.html'));
    await rows(page).nth(49).waitFor();
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    const bosch = filters.getByRole('checkbox', { name: 'BOSCH' });
    await bosch.waitFor();
    const box = await bosch.boundingBox();
    assert.ok(box && box.width < 30, "the page's 40 px checkboxes stay outside");
    await screenshot(page, 'product-list-cms-section-desktop');
    await bosch.check();
    await filters.getByRole('button', { name: 'Применить' }).click();
    // Some rows, all BOSCH: while the filtered page loads a list has no rows, which `every` would pass.
    await page.waitForFunction(() => {
      const brands = [...document.querySelectorAll('portal-product-list')].flatMap((list) => [
        ...(list.shadowRoot?.querySelectorAll('[part~="brand"]') ?? []),
      ]);
      return brands.length > 0 && brands.every((brand) => brand.textContent === 'BOSCH');
    });
    assert.deepEqual([...new Set(await brandsOf(page))], ['BOSCH']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Фильтры (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await sheet.getByRole('checkbox', { name: 'BOSCH' }).waitFor();
    await screenshot(page, 'product-list-cms-section-mobile');
    await sheet.getByRole('button', { name: 'Сбросить' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const brands = document
        .querySelector('portal-product-list')
        ?.shadowRoot?.querySelectorAll('[part~="brand"]');
      return [...(brands ?? [])].some((brand) => brand.textContent !== 'BOSCH');
    });
    await context.close();
  });

  test('the product page shows what the basket holds and sets it, and adds its own payload', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    // 1004 is in the seeded basket. Once the sign-in's calls are over, this browser forgets it (as
    // if it had been added on another device): opening the page asks the server what the basket holds.
    await settle(page);
    await page.evaluate(() => localStorage.removeItem('portal:basket'));
    await page.goto(harness.url('/product/1004'));
    await page.getByRole('heading', { level: 1, name: 'Фильтр масляный VW Polo' }).waitFor();
    const article = page.getByRole('link', { name: 'W 712/75' });
    assert.match((await article.getAttribute('href')) ?? '', /\/search\/\?q=W\+712%2F75&brand=MANN-FILTER$/);
    await page.getByText(/^Доставим \d\d\.\d\d\.\d{4}$/).waitFor();
    await page.getByText('Воронеж, склад').waitFor();
    await page.getByText('612,40 ₽/шт').waitFor();
    const stepper = page.locator('[part~="stepper"]');
    const inBasket = page.getByRole('button', { name: 'В корзине' });
    await inBasket.waitFor();
    assert.equal(await stepper.getAttribute('data-highlighted'), 'true');
    assert.equal(await page.getByRole('textbox', { name: 'Количество' }).inputValue(), '1');
    await page.getByRole('button', { name: 'Увеличить количество' }).click();
    await inBasket.click();
    await page.getByRole('status').filter({ hasText: 'Количество в корзине изменено' }).waitFor();
    await inBasket.waitFor();
    const state = (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as {
      lines: { productId: number; quantity: number; payload: Record<string, unknown> }[];
    };
    const line = state.lines.find((candidate) => candidate.productId === 1004);
    assert.equal(line?.quantity, 2, 'the line set to the two shown');
    // The stepper and the button come right after the price: beside it on a desktop, under it on a phone.
    const price = page.getByText('612,40 ₽/шт');
    let [priceBox, stepperBox] = [await price.boundingBox(), await stepper.boundingBox()];
    assert.ok(priceBox && stepperBox);
    const gap = stepperBox.x - (priceBox.x + priceBox.width);
    assert.ok(gap >= 0 && gap <= 48, `the stepper is ${gap} px right of the price`);
    assert.ok(stepperBox.y < priceBox.y + priceBox.height, "on the price's line");
    await screenshot(page, 'product-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    [priceBox, stepperBox] = [await price.boundingBox(), await stepper.boundingBox()];
    assert.ok(priceBox && stepperBox);
    const below = stepperBox.y - (priceBox.y + priceBox.height);
    assert.ok(below >= 0 && below <= 24, `the stepper is ${below} px under the price`);
    assert.ok(Math.abs(stepperBox.x - priceBox.x) <= 2, 'and starts where the price starts');
    await screenshot(page, 'product-page-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A part not in the basket: 'В корзину' until it is added, 'В корзине' after, and when opened again.
    await page.goto(harness.url('/product/1006'));
    await page.getByRole('heading', { level: 1, name: 'Фильтр масляный VW Polo' }).waitFor();
    await page.getByText('389,00 ₽/шт').waitFor();
    assert.equal(await stepper.getAttribute('data-highlighted'), 'false');
    await page.getByRole('button', { name: 'В корзину' }).click();
    await page.getByRole('status').filter({ hasText: 'Товар добавлен в корзину' }).waitFor();
    await inBasket.waitFor();
    assert.equal(await stepper.getAttribute('data-highlighted'), 'true');
    const added = (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as typeof state;
    const addedLine = added.lines.find((candidate) => candidate.productId === 1006);
    assert.deepEqual(Object.keys(addedLine?.payload ?? {}).sort(), [
      'article',
      'brand',
      'catalog_xml_id',
      'detail_page_url',
      'name',
      'photo',
      'source',
      'xml_id',
    ]);
    assert.equal(addedLine?.payload.source, 'other');
    await page.reload();
    await page.getByText('389,00 ₽/шт').waitFor();
    assert.equal(await inBasket.isVisible(), true);
    assert.equal(await page.getByRole('button', { name: 'В корзину' }).count(), 0);
    await screenshot(page, 'product-page-added-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'product-page-added-mobile');
    await context.close();
  });

  test('on the product page an invalid token sends the client to login, which returns to the product', async () => {
    const { context, page } = await signedInPage(harness);
    await harness.control('faults', { path: 'backend.product.json', token: 'invalid' });
    await page.goto(harness.url('/product/1001'));
    await page.waitForURL(/\/login\/\?back=%2Fproduct%2F1001&why=expired$/);
    await context.close();
  });
});

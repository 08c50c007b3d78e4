import assert from 'node:assert/strict';
import { describe, type TestContext, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import {
  type Harness,
  settle,
  signedInAt,
  signedInByForm,
  signedInPage,
  until,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

interface DemoState {
  lines: { id: number; productId: number; quantity: number }[];
  /** The header basket's figures, as backend.basket_count.json answers them. */
  basket_count_data: { count: number; price: number };
  orders: { number: string; lines: { name: string; quantity: number }[] }[];
}

async function demoState(login: string): Promise<DemoState> {
  const response = await fetch(harness.url(`/__demo/state?login=${login}`));
  return (await response.json()) as DemoState;
}

/**
 * Every REST call meets 500 ms of latency, and a fifth of them a server error (a JSON 500 or a
 * proxy's HTML 502) before the server acts on them. The first call of each of `first` fails for
 * certain, so that every step's failure is met whatever the dice say. Answers how many that is.
 */
async function serverErrors(first: readonly string[]): Promise<number> {
  for (const path of first) await harness.control('faults', { path, status: 500, latencyMs: 500 });
  const times = 1000;
  await harness.control('faults', { path: '/rest/', status: 502, latencyMs: 500, chance: 0.1, times });
  await harness.control('faults', { path: '/rest/', status: 500, latencyMs: 500, chance: 0.11, times });
  await harness.control('faults', { path: '/rest/', latencyMs: 500, times });
  return first.length;
}

async function accountClaims(login: string): Promise<unknown[]> {
  const response = await fetch(harness.url(`/__demo/account?login=${login}`));
  return ((await response.json()) as { claims: unknown[] }).claims;
}

/** The messages a failed step may show: the spec's default text, or one that says what to do. */
const CLEAR_FAILURES = [
  'Произошла ошибка.',
  // An add whose answer was lost: pressed again, the part is still added once.
  'Не удалось узнать, добавлен ли товар в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды товар не добавится.',
  'Не удалось узнать, принят ли заказ. Нажмите «Оформить заказ» ещё раз: второй заказ не будет создан.',
  'Внимание! Кол-во или цена товаров в корзине изменились. Проверьте отмеченные товары и нажмите «Оформить заказ» ещё раз.',
  // The mat constructor's data error (doc 2 §8), with 'Повторить' beside it.
  'Возникла ошибка! Мы уже работаем над её устранением! Попробуйте выбрать другой автомобиль или обновить страницу позже.',
  // The return request's own texts (doc 2 §4, §8): no sale record closes its modal, and the item can
  // be asked again; a claim not taken stays in the modal as typed, to be sent again.
  'Внимание!!! Товар не был реализован или произошла ошибка.',
  'При отправке заявки произошла ошибка!',
  // Answers lost twice: pressed again, it is done once.
  'Не удалось узнать, отправлена ли заявка: нет ответа от сервера. Нажмите «Отправить заявку» ещё раз — вторая заявка не будет создана.',
  'Не удалось узнать, добавлены ли товары в корзину: нет ответа от сервера. Нажмите «Добавить в корзину» ещё раз — дважды товары не добавятся.',
  'Не удалось узнать, добавлен ли комплект в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды комплект не добавится.',
];

/**
 * Does `act` until `done` shows; when `failed` shows instead, it must hold one of the clear
 * messages, and the client does `act` again (the way on the page offers). Answers the failures seen.
 */
async function persist(
  what: string,
  act: () => Promise<void>,
  outcome: { done: Locator; failed: Locator },
  tries = 25,
): Promise<string[]> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < tries; attempt++) {
    await act();
    await outcome.done.or(outcome.failed).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
    if (await outcome.done.first().isVisible()) return failures;
    const message = normalise(await outcome.failed.filter({ visible: true }).first().textContent());
    assert.ok(
      CLEAR_FAILURES.some((clear) => message.includes(clear)),
      `${what}: a clear message, not «${message}»`,
    );
    failures.push(message);
  }
  throw new Error(`${what}: not done after ${tries} tries (${failures.join(' | ')})`);
}

/**
 * Presses 'Повторить' until `ready` shows: a page or a list that failed to load. `within` is where
 * its failure shows, so that another widget's 'Повторить' (the header's, under the same faults) is
 * left alone.
 */
async function loadWithRetries(
  page: Page,
  ready: Locator,
  what: string,
  within: Page | Locator = page,
): Promise<void> {
  const retry = within.getByRole('button', { name: 'Повторить' }).filter({ visible: true }).first();
  for (let attempt = 0; attempt < 25; attempt++) {
    await ready.or(retry).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
    if (await ready.first().isVisible()) return;
    const message = await retry.evaluate((button) =>
      (button.closest('[role="alert"], [role="status"]')?.textContent ?? '').replace(/\s/g, ' ').trim(),
    );
    assert.ok(
      CLEAR_FAILURES.some((clear) => message.includes(clear)),
      `${what}: a clear message, not «${message}»`,
    );
    await retry.click();
  }
  throw new Error(`${what}: never loaded`);
}

/**
 * Follows what a journey meets: the server errors answered (so that a run that met none shows),
 * and anything thrown on the page, which must be nothing.
 */
function watch(page: Page): { calls: number; errors: number; thrown: string[] } {
  const seen = { calls: 0, errors: 0, thrown: [] as string[] };
  page.on('response', (response) => {
    if (!response.url().includes('/rest/')) return;
    seen.calls += 1;
    if (response.status() >= 500) seen.errors += 1;
  });
  page.on('pageerror', (error) => seen.thrown.push(error.message));
  return seen;
}

/** Reports how many server errors the journey met; nothing may have been thrown on the page. */
function met(
  t: TestContext,
  seen: { calls: number; errors: number; thrown: string[] },
  certain: number,
): void {
  t.diagnostic(`server errors met: ${seen.errors} of ${seen.calls} calls`);
  assert.ok(seen.errors >= certain, 'the journey met the server errors set for it');
  assert.deepEqual(seen.thrown, [], 'nothing thrown on the page');
}

/** The header basket as the page shows it: its count (none shown is 0) and total in kopecks. */
async function shownBadge(page: Page): Promise<{ count: number; kopecks: number }> {
  const badge = page.locator('[part~="badge"]').filter({ visible: true }).first();
  const digits = async (part: string) =>
    Number((await badge.locator(`[part~="${part}"]`).allTextContents()).join('').replace(/\D/g, '') || 0);
  return { count: await digits('count'), kopecks: await digits('total') };
}

/** Waits until the header basket shows the server's figures (a failed refresh is asked again). */
async function badgeSettled(page: Page, login: string): Promise<void> {
  const { shown, held } = await until(
    async () => {
      const { count, price } = (await demoState(login)).basket_count_data;
      return { shown: await shownBadge(page), held: { count, kopecks: Math.round(price * 100) } };
    },
    ({ shown, held }) => shown.count === held.count && shown.kopecks === held.kopecks,
  );
  assert.deepEqual(shown, held, 'the header basket shows what the server holds');
}

/** The basket lines as the page shows them: line id → quantity. */
function shownLines(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const ids: Record<string, number> = {};
    for (const row of document.querySelectorAll<HTMLElement>('[part="line"]')) {
      ids[row.dataset.lineId ?? ''] = Number(
        row.querySelector<HTMLInputElement>('input[inputmode="numeric"]')?.value,
      );
    }
    return ids;
  });
}

async function heldLines(login: string): Promise<Record<string, number>> {
  return Object.fromEntries((await demoState(login)).lines.map((line) => [String(line.id), line.quantity]));
}

/** Waits until the page shows what the server holds (edits answered, doubts read again). */
async function settledBasket(page: Page, login: string): Promise<Record<string, number>> {
  const { shown, held } = await until(
    async () => ({ shown: await shownLines(page), held: await heldLines(login) }),
    ({ shown, held }) => JSON.stringify(shown) === JSON.stringify(held),
  );
  assert.deepEqual(shown, held, 'the page shows what the server holds');
  return shown;
}

const line = (page: Page, id: string) => page.locator(`[part="line"][data-line-id="${id}"]`);

/**
 * Sets a basket line's quantity the way a client would under faults: types it, and types it again
 * when the line comes back with an error and the server's quantity.
 */
async function setLine(page: Page, login: string, id: string, quantity: number): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await line(page, id).getByRole('textbox').fill(String(quantity));
    const shown = await settledBasket(page, login);
    if (shown[id] === quantity) return;
    const message = normalise(await line(page, id).getByRole('alert').textContent());
    assert.ok(CLEAR_FAILURES.includes(message), `the line says why: «${message}»`);
  }
  throw new Error(`line ${id} never took ${quantity}`);
}

const submit = (page: Page) => page.locator('[part="submit"]');
const notice = (page: Page) => page.locator('[part="notice"]');

/** Presses 'Оформить заказ' until an order is placed; answers its number and the lines it held. */
async function orderUntilPlaced(
  page: Page,
  login: string,
): Promise<{ number: string; seen: Record<string, number> }> {
  const placed = notice(page).filter({ hasText: /^Заказ № \d+ оформлен\./ });
  let seen: Record<string, number> = {};
  await persist(
    'the order',
    async () => {
      seen = await settledBasket(page, login);
      await submit(page).click();
      // The press is over when the button is no longer busy (or the basket is empty).
      await page.locator('[part="submit"]:not([aria-busy="true"]), [part="empty"]').first().waitFor();
    },
    { done: placed, failed: notice(page).or(page.getByRole('alert').filter({ hasText: 'Произошла' })) },
    30,
  );
  const number = /№ (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  return { number, seen };
}

describe('journeys under server errors and latency', () => {
  test('search → add → change quantities → delete → checkout: one order, as the client saw it', async (t) => {
    await harness.control('reset');
    const login = 'basic';
    const { context, page } = await signedInPage(harness, login);
    const seen = watch(page);
    const ordersBefore = (await demoState(login)).orders.length;
    const certain = await serverErrors([
      'backend.quicksearch.json',
      'basket.add.json',
      'basket.list.json',
      'basket.update.json',
      'basket.delete.json',
      'order.add.json',
      'backend.basket_count.json',
    ]);

    // The quick search: its hints, or its failure with 'Повторить'; Enter opens the search page.
    const box = page.getByRole('combobox', { name: 'Поиск запчастей' });
    await box.fill('W 712');
    await loadWithRetries(
      page,
      page.getByRole('listbox').getByRole('option').first(),
      'quick search',
      page.locator('[part~="popup"]'),
    );
    await box.press('Enter');
    await page.waitForURL(/\/search\/\?q=W\+712/);
    const inStock = page.getByRole('region', { name: /^В наличии/ });
    await loadWithRetries(page, inStock.locator('[part~="row"]').first(), 'search page');

    // Three parts into the basket: each press either adds or says why, and is pressed again.
    // The part asked for and its analogues, in stock.
    const results = page.locator('main');
    const rows = results
      .locator('[part~="row"]')
      .filter({ has: page.getByRole('button', { name: 'В корзину' }) });
    for (let index = 0; index < 3; index++) {
      const row = rows.nth(0);
      const productId = await row.getAttribute('data-product-id');
      const mine = results.locator(`[part~="row"][data-product-id="${productId}"]`).first();
      await persist(`adding ${productId}`, () => mine.getByRole('button', { name: /^В корзин/ }).click(), {
        done: mine.getByRole('button', { name: 'В корзине' }),
        failed: mine.getByText(/^Не удалось (добавить в корзину|узнать, добавлен ли товар)/),
      });
    }
    assert.equal((await demoState(login)).lines.length, 3, 'each part added once');

    // The basket: its quantities changed, one line deleted.
    await page.goto(harness.url('/basket/'));
    await loadWithRetries(page, page.locator('[part="line"]').nth(2), 'basket');
    const [first, second, third] = Object.keys(await shownLines(page));
    assert.ok(first && second && third);
    await setLine(page, login, first, 3);
    await setLine(page, login, second, 2);
    await persist(
      'deleting a line',
      () =>
        line(page, third)
          .getByRole('button', { name: /^Удалить/ })
          .click(),
      {
        done: page.locator('[part="table"]').filter({ hasNot: line(page, third) }),
        failed: line(page, third).getByRole('alert'),
      },
    );
    assert.deepEqual(await settledBasket(page, login), await heldLines(login));
    assert.equal(Object.keys(await heldLines(login)).length, 2);
    await badgeSettled(page, login);

    const { number, seen: ordered } = await orderUntilPlaced(page, login);
    const { orders } = await demoState(login);
    assert.equal(orders.length, ordersBefore + 1, 'one order for the one confirmed checkout');
    assert.equal(orders.at(-1)?.number, number);
    assert.deepEqual(
      orders
        .at(-1)
        ?.lines.map((ordered) => ordered.quantity)
        .sort(),
      Object.values(ordered).sort(),
      'ordered as the client saw it',
    );
    await page.getByText('Ваша корзина пуста.').waitFor();
    assert.deepEqual(await heldLines(login), {});
    await badgeSettled(page, login);
    await harness.dropFaults();
    met(t, seen, certain);
    await context.close();
  });

  test('the upload adds the file once, however many steps fail', async (t) => {
    await harness.control('reset');
    const login = 'basic';
    const { context, page } = await signedInPage(harness, login);
    const seen = watch(page);
    await page.goto(harness.url('/personal/excel2basket/'));
    await settle(page);
    // The first step's call fails: the file is sent again from the start. So does the header's
    // refresh once the lines are added: it must be asked again, not left showing an empty basket.
    const certain = await serverErrors(['backend.page.json', 'backend.basket_count.json']);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Артикул', 'Кол-во'],
        ['0 986 494 524', 2],
        ['W 712/75', 1],
      ]),
      'Заказ',
    );
    await page.getByLabel('Файл с товарами (xls, xlsx, ods)').setInputFiles({
      name: 'заказ.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    const upload = page.getByRole('button', { name: 'Загрузить' });
    const confirm = page.getByRole('button', { name: 'Добавить в корзину' });
    await persist('the upload', () => upload.click(), {
      done: confirm,
      failed: page.locator('[part="error"]'),
    });
    // A failed addition leaves the review to confirm again.
    await persist('the confirmation', () => confirm.click(), {
      done: page.getByText('Товары добавлены в корзину: 2.'),
      failed: page.locator('[part="error"]'),
    });
    const held = (await demoState(login)).lines.map((held) => [held.productId, held.quantity]);
    assert.deepEqual(
      held.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
      [
        [1001, 2],
        [1004, 1],
      ],
    );
    await badgeSettled(page, login);
    await harness.dropFaults();
    met(t, seen, certain);
    await context.close();
  });

  test('a return claim is sent once, its modal and the order page saying what failed meanwhile', async (t) => {
    await harness.control('reset');
    const login = 'demo';
    const { context, page } = await signedInAt(harness, '/basket/', login);
    await submit(page).click();
    const placed = notice(page).filter({ hasText: /^Заказ № \d+ оформлен\./ });
    await placed.waitFor();
    const number = /№ (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    const claimsBefore = (await accountClaims(login)).length;
    const seen = watch(page);
    const certain = await serverErrors(['claim.sale.json', 'backend.claim.json']);

    await page.goto(harness.url('/personal/orderlist/'));
    const orderLink = page.getByRole('link', { name: `Заказ № ${number}` });
    await loadWithRetries(page, orderLink, 'the order list');
    await orderLink.click();
    const claimButton = page.getByRole('button', {
      name: 'Оформить возврат: Колодки тормозные передние VW Polo',
    });
    const dialog = page.getByRole('dialog', { name: 'Заявка на возврат' });
    const send = dialog.getByRole('button', { name: 'Отправить заявку' });
    const failed = page.getByRole('alert').filter({
      hasText:
        /Товар не был реализован или произошла ошибка|При отправке заявки произошла ошибка!|Не удалось узнать, отправлена ли заявка/,
    });
    /** Sends the claim as typed, and waits for the server's first answer (the modal shows the last). */
    const sendClaim = async () => {
      const answered = page.waitForResponse((response) => response.url().includes('/backend.claim.json'));
      await send.click();
      await answered;
    };
    await persist(
      'the return claim',
      async () => {
        // A claim not taken stays in its modal as typed: it is sent again from there.
        if (await dialog.isVisible()) return sendClaim();
        // Closing the modal reloads the order, which may fail in turn, also under the click: then
        // the order is loaded again and the button pressed again.
        for (let attempt = 1; ; attempt++) {
          await loadWithRetries(page, claimButton, 'the order');
          const pressed = await claimButton.click({ timeout: 10_000 }).then(
            () => true,
            () => false,
          );
          if (pressed) break;
          assert.ok(attempt < 10, 'the return button stays long enough to be pressed');
        }
        await send.or(failed).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
        if (await send.isVisible()) await sendClaim();
      },
      { done: page.getByRole('status').filter({ hasText: 'Заявка на возврат успешно отправлена!' }), failed },
    );
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await accountClaims(login)).length, claimsBefore + 1, 'one claim');
    await harness.dropFaults();
    met(t, seen, certain);
    await context.close();
  });
});

describe('the quick search under a failure and latency', () => {
  test("its 'Повторить' is reached and pressed from the keyboard, and the hits come to the box", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'basic');
    await harness.control('faults', { path: 'backend.quicksearch.json', status: 500, latencyMs: 500 });
    await harness.control('faults', { path: '/rest/', latencyMs: 500, times: 1000 });
    const box = page.getByRole('combobox', { name: 'Поиск запчастей' });
    await box.fill('W 712');
    const failed = page.locator('[part~="search-status"]').filter({ hasText: 'Произошла ошибка.' });
    await failed.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const retry = failed.getByRole('button', { name: 'Повторить' });
    assert.ok(await retry.evaluate((button) => button === document.activeElement), "Tab reaches 'Повторить'");
    await page.keyboard.press('Enter');
    assert.ok(
      await box.evaluate((input) => input === document.activeElement),
      'the focus is back in the box',
    );
    const first = page.getByRole('listbox').getByRole('option').first();
    await first.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/searchallsourcessteps\/\?q=/);
    await harness.dropFaults();
    await context.close();
  });
});

describe('the mat constructor under server errors and latency', () => {
  test('a car chosen and a set configured go to the basket once', async (t) => {
    await harness.control('reset');
    const login = 'demo';
    const { context, page } = await signedInPage(harness, login);
    const seen = watch(page);
    const linesBefore = (await demoState(login)).lines.length;
    const certain = await serverErrors([
      'backend.evacarpet.json',
      'backend.constructor.json',
      'basket.add.json',
    ]);
    await page.goto(harness.url('/opt/carpetelli/'));

    // Each choice loads the next list (or the pattern): a failure says so, with 'Повторить'.
    const make = page.getByLabel('Марка', { exact: true });
    const model = page.getByLabel('Модель', { exact: true });
    const generation = page.getByLabel('Кузов и год выпуска', { exact: true });
    // A list is there once its select holds the option (an option itself is never visible).
    const holding = (select: Locator, label: string) =>
      select.filter({ has: page.locator('option', { hasText: label }) });
    const choices: [Locator, string, Locator][] = [
      [make, 'Toyota', holding(model, 'Camry')],
      [model, 'Camry', holding(generation, 'XV70 (2017–2024)')],
      [generation, 'XV70 (2017–2024)', page.getByRole('group', { name: 'Комплектация' })],
    ];
    await loadWithRetries(page, holding(make, 'Toyota'), 'the makes');
    for (const [select, label, next] of choices) {
      await select.selectOption({ label });
      await loadWithRetries(page, next, `after ${label}`);
    }
    await page
      .getByRole('group', { name: 'Комплектация' })
      .getByRole('checkbox', { name: /Передние коврики/ })
      .click();
    await page.waitForFunction(() => /\/c1cwzy5i\//.test(location.href));

    const add = page.getByRole('button', { name: 'В корзину' });
    await persist('adding the set', () => add.click(), {
      done: page.getByText('Комплект добавлен в корзину'),
      // Issue 42: an answer lost twice says the outcome is unknown; pressed again, the set goes once.
      failed: page
        .getByRole('alert')
        .filter({ hasText: /Произошла ошибка\.|Не удалось узнать, добавлен ли комплект/ }),
    });
    const { lines } = await demoState(login);
    assert.equal(lines.length, linesBefore + 1, 'the set added once');
    await badgeSettled(page, login);
    await harness.dropFaults();
    met(t, seen, certain);
    await context.close();
  });
});

const FILTER = 'Фильтр масляный VW Polo';
const UNSENT = 'Нет связи с сервером. Изменение будет отправлено, когда связь восстановится.';
const CONNECTION_LOST = 'Нет связи с сервером.';

const lineNamed = (page: Page, name: string) => page.locator('[part="line"]').filter({ hasText: name });

async function serverQuantity(login: string, productId: number): Promise<number | undefined> {
  return (await demoState(login)).lines.find((held) => held.productId === productId)?.quantity;
}

describe('offline', () => {
  test('a quantity changed offline is kept, shown unsent and sent once back online; closing the tab meanwhile asks first', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/basket/');
    const filter = lineNamed(page, FILTER);
    await filter.waitFor();
    await context.setOffline(true);
    await filter.getByRole('button', { name: 'Увеличить количество' }).click();
    await filter.getByRole('button', { name: 'Увеличить количество' }).click();
    const unsent = filter.locator('[part="unsent"]');
    await unsent.waitFor();
    assert.equal(normalise(await unsent.textContent()), UNSENT);
    assert.equal(await filter.getByRole('textbox').inputValue(), '3', 'the edit is kept as typed');
    assert.equal(await filter.getByRole('alert').count(), 0, 'no failure is shown for it');
    assert.equal(await serverQuantity('demo', 1004), 1);

    // The order cannot go without a connection, and says so rather than 'Произошла ошибка.'.
    await submit(page).click();
    await notice(page).filter({ hasText: CONNECTION_LOST }).waitFor();
    assert.equal(await page.getByText('Произошла ошибка.').count(), 0);

    // Closing the tab with the edit unsent: the browser asks, and the client stays.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    assert.equal(dialog.type(), 'beforeunload');
    await dialog.dismiss();
    assert.equal(page.isClosed(), false);

    await context.setOffline(false);
    await unsent.waitFor({ state: 'detached' });
    assert.equal(
      await until(
        () => serverQuantity('demo', 1004),
        (quantity) => quantity === 3,
      ),
      3,
      'the edit reached the server',
    );
    assert.equal(await filter.getByRole('textbox').inputValue(), '3');

    // Nothing is left unsent: the tab closes without asking.
    const dialogs: string[] = [];
    page.on('dialog', (other) => {
      dialogs.push(other.type());
      void other.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  test('without a connection a page and an addition say the connection is lost, and work once it is back', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/product/1004');
    const add = page.getByRole('button', { name: /^В корзин/ });
    await add.waitFor();
    await context.setOffline(true);
    await add.click();
    await page.getByText(`Не удалось добавить в корзину: ${CONNECTION_LOST} Количество сохранено.`).waitFor();

    // A page opened in the portal meanwhile (its code is there; its data is not).
    await page.getByRole('link', { name: 'Новости', exact: true }).first().click();
    // The page's own failure, not the addition's, which may still show while the route changes.
    const failed = page
      .getByRole('alert')
      .filter({ hasText: CONNECTION_LOST })
      .filter({ has: page.getByRole('button', { name: 'Повторить' }) });
    await failed.waitFor();
    assert.equal(await page.getByText('Произошла ошибка.').count(), 0);
    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Повторить' }).click();
    await page.getByRole('heading', { name: 'Новости', exact: true }).waitFor();
    await page.locator('main li').first().waitFor();
    await context.close();
  });
});

describe('an expired token', () => {
  test('20 calls at once on an expired token share one refresh, and all succeed', async () => {
    await harness.control('reset');
    const { context, page } = await signedInByForm(harness);
    await settle(page);
    let refreshes = 0;
    const counts = { expired: 0, answered: 0 };
    page.on('request', (request) => {
      if (request.url().includes('/ajax/oauth.php')) refreshes += 1;
    });
    page.on('response', (response) => {
      if (!response.url().includes('/rest/backend.basket_count.json')) return;
      if (response.status() === 401) counts.expired += 1;
      if (response.status() === 200) counts.answered += 1;
    });
    await harness.control('expire-tokens');
    // Through the page's one session, as every widget on it calls.
    // Written as text: the test runner's transform would name the functions of a callback with a
    // helper the page does not have.
    const outcomes = (await page.evaluate(`
      (() => {
        const session = globalThis[Symbol.for('portal-widgets.session')];
        const decode = (body) => body;
        return Promise.all(Array.from({ length: 20 }, () =>
          session.api.call('/rest/backend.basket_count.json', { decode }).then(() => 'ok', String),
        ));
      })()
    `)) as string[];
    assert.deepEqual(outcomes, Array(20).fill('ok'));
    // The browser reports its traffic a little after the page has had it.
    await until(
      async () => counts.answered,
      (answered) => answered >= 20,
    );
    assert.ok(counts.expired >= 20, `each call met the expired token (${counts.expired})`);
    assert.ok(counts.answered >= 20, `and was answered after the refresh (${counts.answered})`);
    assert.equal(refreshes, 1, 'one refresh for the twenty');
    // The session goes on: the next page gets its own access token with the cookie, once.
    await page.goto(harness.url('/basket/'));
    await page.locator('[part="line"]').nth(2).waitFor();
    assert.equal(refreshes, 2);
    await context.close();
  });

  test('a page of every widget loading on an expired token refreshes it once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    // Leaving the home page ends its calls: on a busy machine one of them could still come after
    // the tokens expire, and make a refresh of its own.
    await page.goto('about:blank');
    await harness.control('expire-tokens');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ajax/oauth.php')) refreshes.push(request.url());
    });
    await page.goto(harness.url('/embed/all.html'));
    await page.locator('portal-basket-checkout [part="line"]').nth(2).waitFor();
    await page.locator('portal-product-list [part~="row"]').first().waitFor();
    await page.locator('portal-basket-badge [part~="count"]').waitFor();
    await settle(page);
    assert.equal(refreshes.length, 1);
    await context.close();
  });
});

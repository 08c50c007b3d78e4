import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import {
  eventually,
  type Harness,
  screenshot,
  settle,
  signedInPage,
  tokenFromElsewhere,
  withHarness,
} from './support.ts';

/** Issue 22: what the client orders is what the client saw. */
const harness: Harness = withHarness();

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

interface DemoState {
  lines: { id: number; productId: number; quantity: number }[];
  orders: { number: string; price: number }[];
}

async function demoState(login = 'demo'): Promise<DemoState> {
  const response = await fetch(harness.url(`/__demo/state?login=${login}`));
  return (await response.json()) as DemoState;
}

/** Whether the element has the focus, in its shadow root or document. */
const focused = (locator: Locator) =>
  locator.evaluate((element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element);

async function openBasket(page: Page): Promise<void> {
  await page.goto(harness.url('/basket/'));
  await page.getByRole('button', { name: 'Оформить заказ' }).waitFor();
}

const submit = (page: Page) => page.locator('[part="submit"]');
const notice = (page: Page) => page.locator('[part="notice"]');
const line = (page: Page, name: string) => page.locator('[part="line"]').filter({ hasText: name });

/** Chooses express delivery and waits for its contact's fields (fetched when first chosen). */
async function chooseExpress(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Экспресс-доставка/ }).check();
  await page.getByLabel('Телефон').waitFor();
}

const FORMS = ['89101234567', '+79101234567', '79101234567', '9101234567'];

/** Types every form key by key, pastes it, and types it over the whole number selected. */
async function typeEveryForm(phone: Locator): Promise<void> {
  for (const typed of FORMS) {
    await phone.fill('');
    await phone.pressSequentially(typed);
    assert.equal(await phone.inputValue(), '+7 910 123-45-67', `${typed} typed key by key`);
    assert.equal(
      await phone.evaluate((input: HTMLInputElement) => input.selectionStart),
      16,
      `the caret after the last digit of ${typed}`,
    );

    await phone.fill('');
    await phone.focus();
    await phone.page().keyboard.insertText(typed);
    assert.equal(await phone.inputValue(), '+7 910 123-45-67', `${typed} pasted`);

    await phone.fill('+7 473 200-00-12');
    await phone.selectText();
    await phone.pressSequentially(typed);
    assert.equal(await phone.inputValue(), '+7 910 123-45-67', `${typed} typed over the number`);
  }
}

describe('issue 22: phone numbers typed key by key', () => {
  test('the express contact reads 8…, +7…, 7… and a bare number alike, typed, pasted or typed over; the order carries it', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    await chooseExpress(page);
    const phone = page.getByLabel('Телефон');
    await typeEveryForm(phone);

    // Typing in the middle keeps the caret after the digit typed.
    await phone.fill('');
    await phone.pressSequentially('8910123456');
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
    await phone.press('7');
    assert.equal(await phone.inputValue(), '+7 910 712-34-56');
    assert.equal(await phone.evaluate((input: HTMLInputElement) => input.selectionStart), 8);

    await phone.fill('');
    await phone.pressSequentially('89101234567');
    await page.getByLabel('Контактное лицо').fill('Иван Петров');
    const sent = page.waitForRequest('**/rest/order.add.json');
    await submit(page).click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    assert.equal(body.get('express_contact_phone'), '+7 910 123-45-67');
    await notice(page)
      .filter({ hasText: /^Заказ № \d+ оформлен\./ })
      .waitFor();
    await context.close();
  });

  test('the company request form reads them alike', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/'));
    const phone = page.locator('#formCompanyRequest').getByLabel('Телефон');
    await phone.waitFor();
    await typeEveryForm(phone);
    await context.close();
  });
});

describe('issue 44.9: a number with another country’s code', () => {
  const FOREIGN = 'Номера других стран не принимаются: укажите номер с кодом +7.';

  test('the express contact keeps it as typed and refuses it, saying why; with +7 the order goes', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    await chooseExpress(page);
    await page.getByLabel('Контактное лицо').fill('Иван Петров');
    const phone = page.getByLabel('Телефон');
    await phone.pressSequentially('+375291234567');
    assert.equal(await phone.inputValue(), '+375291234567', 'not masked into another +7 number');
    await page.getByText(FOREIGN).waitFor();
    assert.match((await phone.getAttribute('aria-describedby')) ?? '', /\S/);
    await screenshot(page, 'express-contact-foreign-phone');

    const before = (await demoState()).orders.length;
    await submit(page).click();
    await notice(page).filter({ hasText: 'Одно из полей заполнено не верно.' }).waitFor();
    assert.equal((await demoState()).orders.length, before, 'nothing was ordered');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await phone.fill('');
    await phone.pressSequentially('89101234567');
    assert.equal(await phone.inputValue(), '+7 910 123-45-67');
    const sent = page.waitForRequest('**/rest/order.add.json');
    await submit(page).click();
    assert.equal(
      new URLSearchParams((await sent).postData() ?? '').get('express_contact_phone'),
      '+7 910 123-45-67',
    );
    await notice(page)
      .filter({ hasText: /^Заказ № \d+ оформлен\./ })
      .waitFor();
    await context.close();
  });

  test('the company request form refuses it as soon as it is typed', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/'));
    const form = page.locator('#formCompanyRequest');
    const phone = form.getByLabel('Телефон');
    await phone.waitFor();
    await phone.pressSequentially('+49 30 1234567');
    assert.equal(await phone.inputValue(), '+49 30 1234567');
    await form.getByText(FOREIGN).waitFor();
    await context.close();
  });
});

describe('issue 22: prices changed before the order', () => {
  test('each changed line shows the price seen and the new one, up or down, and the total its change; the next press orders', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    assert.equal(normalise(await page.getByTestId('checkout-total').textContent()), '6 863,20 ₽');
    const pads = line(page, 'Колодки тормозные передние VW Polo');
    const filter = line(page, 'Фильтр масляный VW Polo');
    // The catalogue's own old price, struck out, while nothing changed.
    await pads.getByText('2 590,00 ₽').waitFor();

    await harness.control('product', { productId: 1001, price: 2000 });
    await harness.control('product', { productId: 1004, price: 700 });
    const before = (await demoState()).orders.length;
    await submit(page).click();
    await notice(page)
      .filter({ hasText: /^Внимание! Цены изменились/ })
      .waitFor();

    await pads.getByText('Было: 2 345,60 ₽').waitFor();
    await pads.getByText('Цена снизилась на 345,60 ₽').waitFor();
    assert.match(normalise(await pads.textContent()), /2 000,00 ₽/);
    assert.equal(
      await pads.getByText('2 590,00 ₽').count(),
      0,
      'no struck-out catalogue price beside a change',
    );
    await filter.getByText('Было: 612,40 ₽').waitFor();
    await filter.getByText('Цена выросла на 87,60 ₽').waitFor();
    assert.match(normalise(await filter.textContent()), /700,00 ₽/);
    assert.equal(
      await page.locator('[part="line"]').filter({ hasText: 'Было:' }).count(),
      2,
      'only the two lines marked',
    );

    assert.equal(normalise(await page.getByTestId('checkout-total').textContent()), '6 259,60 ₽');
    const totalWas = normalise(await page.getByTestId('total-was').textContent());
    assert.match(totalWas, /Было: 6 863,20 ₽/);
    assert.match(totalWas, /Сумма снизилась на 603,60 ₽/);
    assert.equal((await demoState()).orders.length, before, 'nothing ordered before the client confirms');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'basket-prices-changed-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'basket-prices-changed-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await submit(page).click();
    await notice(page)
      .filter({ hasText: /^Заказ № \d+ оформлен\./ })
      .waitFor();
    const { orders } = await demoState();
    assert.equal(orders.length, before + 1);
    assert.equal(orders.at(-1)?.price, 6259.6, 'ordered at the figures the client confirmed');
    await context.close();
  });

  test('a changed quantity still shows «Было:» with the count seen', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    const { lines } = await demoState();
    const pads = lines.find((candidate) => candidate.productId === 1001);
    assert.ok(pads);
    // The same client changes the quantity from elsewhere (another device).
    const token = await tokenFromElsewhere(harness);
    await fetch(harness.url('/rest/basket.update.json'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: new URLSearchParams({ basket_item_id: String(pads.id), basket_item_id_qty: '3' }),
    });
    await submit(page).click();
    await line(page, 'Колодки тормозные передние VW Polo').getByText('Было: 2 шт.').waitFor();
    await context.close();
  });
});

describe('issue 22: express delivery with both fields empty', () => {
  test('shows both messages under their fields and puts the focus on the first', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    await chooseExpress(page);
    const name = page.getByLabel('Контактное лицо');
    const phone = page.getByLabel('Телефон');
    const before = (await demoState()).orders.length;
    await submit(page).click();
    await page.getByText('Требуется указать телефон.').waitFor();
    await eventually(() => focused(name), Boolean, 'the focus on the first field');
    const described = (field: Locator) =>
      field.evaluate((input) => {
        const root = input.getRootNode() as Document | ShadowRoot;
        const id = input.getAttribute('aria-describedby') ?? '';
        return root.getElementById(id)?.textContent ?? null;
      });
    assert.equal(await described(name), 'Требуется указать имя.');
    assert.equal(await described(phone), 'Требуется указать телефон.');
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'basket-express-empty');

    // A name alone: the focus goes on to the phone, whose message stays.
    await name.fill('Иван Петров');
    await submit(page).click();
    await eventually(() => focused(phone), Boolean, 'the focus on the phone');
    assert.equal(await described(phone), 'Требуется указать телефон.');
    assert.equal((await demoState()).orders.length, before, 'nothing ordered');
    await context.close();
  });
});

/** The search page's first row in stock that offers 'В корзину', its product id and its quantity. */
async function searchRow(page: Page): Promise<{ row: Locator; productId: number; quantity: number }> {
  await page.goto(harness.url('/search/?q=W+712'));
  const inStock = page.getByRole('region', { name: /^В наличии/ });
  const first = inStock
    .locator('[part~="row"]')
    .filter({ has: page.getByRole('button', { name: 'В корзину' }) })
    .first();
  await first.waitFor();
  const productId = Number(await first.getAttribute('data-product-id'));
  const row = inStock.locator(`[part~="row"][data-product-id="${productId}"]`).first();
  // The page's own first read of the basket is done before a fault is set for the next.
  await settle(page);
  const quantity = Number(await row.locator('input[inputmode="numeric"]').first().inputValue());
  return { row, productId, quantity };
}

const heldOf = async (productId: number) =>
  (await demoState('basic')).lines.find((held) => held.productId === productId)?.quantity ?? 0;

describe('issue 22: a lost answer to «В корзину»', () => {
  test('the server added it but the answer was lost: the basket is asked, and the row says it is in the basket', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'basic');
    const { row, productId, quantity } = await searchRow(page);
    await harness.control('faults', { path: 'basket.add.json', status: 502, after: true });
    await row.getByRole('button', { name: 'В корзину' }).click();
    await row.getByRole('button', { name: 'В корзине' }).waitFor();
    await page.getByText('Товар добавлен в корзину').first().waitFor();
    assert.equal(await row.getByText(/^Не удалось/).count(), 0, 'no failure beside «В корзине»');
    assert.equal(await heldOf(productId), quantity);
    await context.close();
  });

  test('neither the answer nor the basket could be read: it says so, and the press again adds it once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'basic');
    const { row, productId, quantity } = await searchRow(page);
    await harness.control('faults', { path: 'basket.add.json', status: 502, after: true });
    // The read of the basket after the lost answer, and the refresh of the row's figures after it.
    await harness.control('faults', { path: 'basket.list.json', status: 502, times: 2 });
    const keys: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/basket.add.json')) {
        keys.push(new URLSearchParams(request.postData() ?? '').get('idempotency_key'));
      }
    });
    await row.getByRole('button', { name: 'В корзину' }).click();
    await row
      .getByText(
        'Не удалось узнать, добавлен ли товар в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды товар не добавится.',
      )
      .waitFor();
    await row.getByRole('button', { name: 'В корзину' }).click();
    await row.getByRole('button', { name: 'В корзине' }).waitFor();
    assert.equal(keys.length, 2);
    assert.ok(keys[0]);
    assert.equal(keys[1], keys[0], 'the press again is sent under the same key');
    assert.equal(await heldOf(productId), quantity, 'added once');
    await context.close();
  });
});

const PADS = 'Колодки тормозные передние VW Polo';
const padsQuantity = (page: Page) => page.getByRole('textbox', { name: `Количество: ${PADS}`, exact: true });
const FILTER = 'Фильтр масляный VW Polo';
const filterQuantity = (page: Page) =>
  page.getByRole('textbox', { name: `Количество: ${FILTER}`, exact: true });
const heldFilter = async () =>
  (await demoState()).lines.find((held) => held.productId === 1004)?.quantity ?? 0;
const heldPads = async () => (await demoState()).lines.find((held) => held.productId === 1001)?.quantity ?? 0;

/**
 * The pads raised to 3 while the browser is offline ('will be sent'), and the tab closed. Closing,
 * the tab sends its edit with `keepalive`, and Chromium's offline emulation does not always hold
 * that request back: in some full runs it reached the server. So the server refuses saves, as a
 * network that is down would, until the test drops that fault (`harness.dropFaults`).
 */
async function leaveAnEditOffline(context: BrowserContext, page: Page): Promise<void> {
  await openBasket(page);
  await harness.control('faults', { path: 'basket.update.json', status: 503, times: 1000 });
  await context.setOffline(true);
  await line(page, PADS).getByRole('button', { name: 'Увеличить количество' }).click();
  await line(page, PADS).locator('[part="unsent"]').waitFor();
  await page.close();
}

describe('issue 22: an edit is never lost with the tab', () => {
  test('an edit made offline, the tab closed: the next page, a CMS page with the badge, sends it once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await leaveAnEditOffline(context, page);
    assert.equal(await heldPads(), 2, 'nothing reached the server');

    await harness.dropFaults();
    await context.setOffline(false);
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/rest/basket.update.json')) sent.push(request.postData() ?? '');
    });
    const next = await context.newPage();
    await next.goto(harness.url('/embed/cms.html'));
    await eventually(heldPads, (held) => held === 3, 'the edit sent');
    // The page is done once nothing is kept: then it sent what it had to, and nothing else.
    await eventually(
      () => next.evaluate(() => localStorage.getItem('portal:basket-drafts')),
      (kept) => kept === '{}',
      'nothing kept',
    );
    assert.equal(sent.length, 1, 'sent once');
    assert.equal(await heldPads(), 3);
    await context.close();
  });

  test('an edit left by a closed tab shows pending on the next basket page until it is saved', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await leaveAnEditOffline(context, page);
    await context.setOffline(false);
    // The next page's save is held on its way until the test has seen the line pending.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/rest/basket.update.json', async (route) => {
      await released;
      await route.continue();
    });
    const next = await context.newPage();
    await next.goto(harness.url('/basket/'));
    await line(next, PADS)
      .locator('[part="pending"]')
      .filter({ hasText: 'Сохраняем…' })
      .waitFor()
      .catch(async (error: Error) => {
        // It failed once in about twenty full runs and never alone: what the page showed instead.
        const shown = normalise(
          await line(next, PADS)
            .textContent({ timeout: 1000 })
            .catch(() => null),
        );
        const kept = await next.evaluate(() => localStorage.getItem('portal:basket-drafts'));
        throw new Error(
          `${error.message}\nthe line: ${shown}\nkept: ${kept}\nthe server holds ${await heldPads()}`,
        );
      });
    assert.equal(await padsQuantity(next).inputValue(), '3');
    assert.deepEqual(await seriousA11yViolations(next), []);
    await harness.dropFaults();
    release();
    await eventually(heldPads, (held) => held === 3, 'the edit sent');
    await line(next, PADS).locator('[part="pending"]').waitFor({ state: 'detached' });
    assert.equal(await padsQuantity(next).inputValue(), '3');
    await context.close();
  });

  test('a reload while an edit is being saved shows the edit, not the old figure; the comment stays', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    await page.getByLabel('Комментарий к заказу').fill('Позвонить за час');
    // The save is held on its way (it never reaches the server) while the page reloads.
    let held: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => {
      held = resolve;
    });
    let first = true;
    await page.route('**/rest/basket.update.json', (route) => {
      if (!first) return route.continue();
      first = false;
      held();
    });
    await line(page, PADS).getByRole('button', { name: 'Увеличить количество' }).click();
    await sent;
    assert.equal(await heldPads(), 2, 'the save has not reached the server');
    await page.reload();
    await page.getByRole('button', { name: 'Оформить заказ' }).waitFor();
    assert.equal(await padsQuantity(page).inputValue(), '3');
    assert.equal(await page.getByLabel('Комментарий к заказу').inputValue(), 'Позвонить за час');
    await eventually(heldPads, (held) => held === 3, 'the edit saved');
    await screenshot(page, 'basket-draft-after-reload');
    await context.close();
  });

  test('a basket open in a second tab follows the edits made in the first', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await openBasket(page);
    const second = await context.newPage();
    await second.goto(harness.url('/basket/'));
    await second.getByRole('button', { name: 'Оформить заказ' }).waitFor();
    await line(page, FILTER).getByRole('button', { name: 'Увеличить количество' }).click();
    await line(page, FILTER).getByRole('button', { name: 'Увеличить количество' }).click();
    await eventually(
      () => filterQuantity(second).inputValue(),
      (shown) => shown === '3',
      'the second tab follows',
    );
    await eventually(heldFilter, (held) => held === 3, 'the edit saved');
    await eventually(
      async () => normalise(await second.getByTestId('checkout-total').textContent()),
      (total) => total === '8 088,00 ₽',
      'the second tab shows the server’s total',
    );
    await context.close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, logIn, screenshot, settle, signedInAt, withHarness } from './support.ts';

/**
 * Issue 42.4–6: every action that changes something on the server tells the truth when its answer
 * is lost after the server acted (the demo's `after` fault: the server does the work, the browser
 * gets a proxy's 502 instead), and a second press never does it twice.
 */
const harness: Harness = withHarness();

interface DemoState {
  lines: { productId: number; quantity: number; payload: Record<string, unknown> }[];
}

async function demoState(login: string): Promise<DemoState> {
  return (await (await fetch(harness.url(`/__demo/state?login=${login}`))).json()) as DemoState;
}

async function relays(service: string): Promise<{ request: Record<string, string> }[]> {
  const { records } = (await (await fetch(harness.url('/__demo/relays'))).json()) as {
    records: { service: string; request: Record<string, string> }[];
  };
  return records.filter((record) => record.service === service);
}

async function claims(login: string): Promise<unknown[]> {
  return (
    (await (await fetch(harness.url(`/__demo/account?login=${login}`))).json()) as { claims: unknown[] }
  ).claims;
}

/** The next `times` calls of `path` act, and their answers are lost on the way back. */
const loseAnswers = (path: string, times = 1) =>
  harness.control('faults', { path, status: 502, after: true, times });

/** The idempotency keys the page sends on `path`, in order. */
function keysSent(page: Page, path: string): (string | null)[] {
  const keys: (string | null)[] = [];
  page.on('request', (request) => {
    if (!request.url().includes(path)) return;
    const body = request.postData() ?? '';
    const key = body.startsWith('--')
      ? (/name="idempotency_key"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? null)
      : new URLSearchParams(body).get('idempotency_key');
    keys.push(key);
  });
  return keys;
}

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  assert.deepEqual(await seriousA11yViolations(page), [], `axe: ${what}`);
}

/** Uploads a file of two rows on the order-from-file page and waits for its review. */
async function reviewTwoRows(page: Page): Promise<void> {
  await page.goto(harness.url('/personal/excel2basket/'));
  await settle(page);
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
  await page.getByRole('button', { name: 'Загрузить' }).click();
  await page.getByRole('button', { name: 'Добавить в корзину' }).waitFor();
  await settle(page);
}

const FILE_LINES = [
  [1001, 2],
  [1004, 1],
];
const heldLines = async (login: string) =>
  (await demoState(login)).lines
    .map((line) => [line.productId, line.quantity])
    .sort(([a = 0], [b = 0]) => a - b);

describe("the file review's 'Добавить в корзину'", () => {
  test('its answer lost after the lines went in: the page says they were added, and they were, once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/', 'basic');
    await reviewTwoRows(page);
    const keys = keysSent(page, '/rest/backend.page.json');
    await loseAnswers('backend.page.json');
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.getByText('Товары добавлены в корзину: 2.').waitFor();
    assert.deepEqual(await heldLines('basic'), FILE_LINES);
    assert.equal(await page.getByText('Файл не найден. Загрузите его ещё раз.').count(), 0);
    assert.equal(await page.getByText('Произошла ошибка.').count(), 0);
    assert.equal(keys.length, 2, 'the lost answer was asked for again');
    assert.ok(keys[0]);
    assert.equal(keys[1], keys[0], 'under the same key');
    await context.close();
  });

  test('lost again when asked: it says so, no longer says nothing was added, and the press again adds nothing twice', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/', 'basic');
    await reviewTwoRows(page);
    const keys = keysSent(page, '/rest/backend.page.json');
    await loseAnswers('backend.page.json', 2);
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page
      .locator('[part="error"]')
      .filter({
        hasText:
          'Не удалось узнать, добавлены ли товары в корзину: нет ответа от сервера. Нажмите «Добавить в корзину» ещё раз — дважды товары не добавятся.',
      })
      .waitFor();
    assert.equal(
      await page.getByText(/^Ничего ещё не добавлено/).count(),
      0,
      'no claim that nothing was added',
    );
    await noSeriousViolations(page, 'the review after a lost confirmation');
    await screenshot(page, 'lost-answers-upload-unknown');
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.getByText('Товары добавлены в корзину: 2.').waitFor();
    assert.deepEqual(await heldLines('basic'), FILE_LINES, 'added once');
    assert.equal(new Set(keys).size, 1, 'every send under the one key');
    assert.equal(keys.length, 3);
    await context.close();
  });
});

describe("the basket's 'Очистить корзину'", () => {
  for (const times of [1, 2]) {
    test(`its answer lost ${times === 1 ? 'once' : 'twice'} after the basket was emptied: the page shows it empty`, async () => {
      await harness.control('reset');
      const { context, page } = await signedInAt(harness, '/basket/');
      await page.locator('[part="line"]').nth(2).waitFor();
      await settle(page);
      await loseAnswers('basket.clear.json', times);
      await page.getByRole('button', { name: 'Очистить корзину' }).click();
      await page
        .getByRole('alertdialog', { name: 'Очистить корзину' })
        .getByRole('button', { name: 'Очистить', exact: true })
        .click();
      await page.getByText('Ваша корзина пуста.').waitFor();
      assert.equal(await page.getByText('Произошла ошибка.').count(), 0);
      assert.deepEqual((await demoState('demo')).lines, []);
      await context.close();
    });
  }
});

const MAT_SET = '/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw/3/6/701/-';

describe("the mat constructor's 'В корзину'", () => {
  test('its answer lost after the set went in: the page says it was added; lost twice, the press again adds it once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, MAT_SET);
    const add = page.getByRole('button', { name: 'В корзину' });
    await add.waitFor();
    await settle(page);
    const sets = async () =>
      (await demoState('demo')).lines.filter((line) => line.payload.type === 'constructor').length;

    await loseAnswers('basket.add.json');
    await add.click();
    await page.getByText('Комплект добавлен в корзину').waitFor();
    assert.equal(await sets(), 1);

    // Changed, so that the next press is another set.
    await page
      .getByRole('group', { name: 'Шильдики' })
      .getByRole('checkbox', { name: /Шильдик Toyota/ })
      .click();
    await settle(page);
    const keys = keysSent(page, '/rest/basket.add.json');
    await loseAnswers('basket.add.json', 2);
    await add.click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Не удалось узнать, добавлен ли комплект в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды комплект не добавится.',
      })
      .waitFor();
    await noSeriousViolations(page, 'the constructor after a lost addition');
    await add.click();
    await page.getByText('Комплект добавлен в корзину').waitFor();
    assert.equal(await sets(), 2, 'the second set added once');
    assert.equal(keys.length, 3);
    assert.equal(new Set(keys).size, 1);
    await context.close();
  });
});

describe('the password change', () => {
  test('its answer lost after the password changed: the page says it changed, and the login takes the new one', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/changepass/');
    await page.getByLabel('Старый пароль').fill('demo');
    await page.getByLabel('Новый пароль').fill('Zapchasti-2042');
    await page.getByLabel('Подтверждение пароля').fill('Zapchasti-2042');
    await settle(page);
    await loseAnswers('personal.changepass.json');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByRole('status').filter({ hasText: 'Пароль успешно изменён.' }).waitFor();
    assert.equal(await page.getByText('Текущий пароль указан неверно.').count(), 0);
    assert.equal(await page.getByText('Произошла ошибка.').count(), 0);
    await context.close();

    const fresh = await harness.newContext();
    const login = await fresh.newPage();
    await logIn(login, harness, 'demo', 'Zapchasti-2042');
    await login.waitForURL(/\/\?from=login$/);
    await fresh.close();
    await harness.control('reset');
  });
});

describe('the return claim', () => {
  async function openClaim(page: Page) {
    await page.getByRole('link', { name: 'Заказ № 1038' }).click();
    await page
      .getByRole('button', { name: 'Оформить возврат: Фильтр масляный (элемент) Skoda Octavia A7' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на возврат' });
    await dialog.getByRole('tab', { name: 'Претензия' }).waitFor();
    await dialog.getByLabel('Комментарий').fill('Пришёл другой фильтр');
    return dialog;
  }

  test('its answer lost after the claim was filed: the page says it was sent, and it was, once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/orderlist/');
    const dialog = await openClaim(page);
    await loseAnswers('backend.claim.json');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByRole('status').filter({ hasText: 'Заявка на возврат успешно отправлена!' }).waitFor();
    assert.equal(await page.getByText('При отправке заявки произошла ошибка!').count(), 0);
    assert.equal((await claims('demo')).length, 1);
    await context.close();
  });

  test('a server error or a refusal keeps the claim as typed in its open request, with why, to be sent again', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/orderlist/');
    const dialog = await openClaim(page);
    // A server error, and again when asked at once under the same key.
    await harness.control('faults', { path: 'backend.claim.json', status: 500, times: 2 });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^Не удалось узнать, отправлена ли заявка: нет ответа от сервера\./ })
      .waitFor();
    assert.equal(await dialog.getByLabel('Комментарий').inputValue(), 'Пришёл другой фильтр');
    await noSeriousViolations(page, 'the claim kept after a server error');
    await screenshot(page, 'lost-answers-claim-kept');
    // The server refuses it (the window closed meanwhile, say): its words, the claim still as typed.
    await harness.control('faults', { path: 'backend.claim.json', status: 400 });
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Внутренняя ошибка сервера.' }).waitFor();
    assert.equal(await dialog.getByLabel('Комментарий').inputValue(), 'Пришёл другой фильтр');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByRole('status').filter({ hasText: 'Заявка на возврат успешно отправлена!' }).waitFor();
    assert.equal((await claims('demo')).length, 1);
    await context.close();
  });
});

describe('the company request', () => {
  test('its answer lost after the request went: the page says it was accepted, and it was sent once', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/#formCompanyRequest'));
    const form = page.locator('#formCompanyRequest');
    await form.getByLabel('Название организации').fill('ООО «Курск-Запчасть»');
    await form.getByLabel('ИНН', { exact: true }).fill('4632012345');
    await form.getByLabel('Контактное лицо').fill('Иван Сидоров');
    await form.getByLabel('Телефон').pressSequentially('9001234567');
    await form.getByLabel('E-mail').fill('zakaz@automir.ru');
    await settle(page);
    await loseAnswers('enquiry.wholesale.json');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Ваша заявка принята. Ожидайте звонка от нашего менеджера').waitFor();
    assert.equal(await form.getByText('Заявка от организации с этим ИНН уже получена').count(), 0);
    assert.equal((await relays('enquiry')).filter((record) => record.request.inn === '4632012345').length, 1);
    await context.close();
  });
});

describe('the delivery review', () => {
  test('its answer lost after the review was relayed: the page says it was taken, and it was relayed once', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/reviews/?direction=Липецк&client=ООО&saledate=20.11.2024&salenumber=1'));
    const yes = page.getByRole('radio', { name: 'Да', exact: true });
    await yes.nth(2).waitFor();
    for (const radio of await yes.all()) await radio.check();
    await settle(page);
    await loseAnswers('review.send.json');
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Ваша оценка успешно принята. Спасибо.' }).waitFor();
    assert.equal((await relays('review-bot')).length, 1);
    await context.close();
  });
});

describe('the price-list subscription', () => {
  test('its answer lost after it was saved: the page says it was saved, as it was', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/pricelist/');
    const email = page.getByLabel('E-mail 1');
    await email.waitFor();
    await email.fill('prices@avtodetal-chr.ru');
    await settle(page);
    await loseAnswers('backend.page.json');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('status').filter({ hasText: 'Изменения успешно сохранены' }).waitFor();
    const saved = (await (await fetch(harness.url('/__demo/account?login=demo'))).json()) as {
      price_list: { emails: string } | null;
    };
    assert.match(JSON.stringify(saved.price_list), /prices@avtodetal-chr\.ru/);
    await context.close();
  });
});

describe("the order's 'Повторить заказ'", () => {
  test('an answer lost after a line went in: the dialog says every line was added, and each was, once', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/orderlist/');
    await page.getByRole('link', { name: 'Заказ № 1031' }).click();
    const before = new Map((await demoState('demo')).lines.map((line) => [line.productId, line.quantity]));
    await page.getByRole('button', { name: 'Повторить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: /^Повторить заказ № 1031/ });
    const confirm = dialog.getByRole('button', { name: 'Добавить в корзину' });
    await confirm.waitFor();
    const toAdd = /Будет добавлено строк: (\d+) из/.exec(
      (await dialog.getByText(/^Будет добавлено строк/).textContent()) ?? '',
    );
    const count = Number(toAdd?.[1]);
    assert.ok(count > 0, 'the order has lines to repeat');
    await settle(page);
    await loseAnswers('basket.add.json');
    await confirm.click();
    await dialog.getByText(`Товары добавлены в корзину: ${count}.`).waitFor();
    const added = (await demoState('demo')).lines.filter(
      (line) => line.quantity !== (before.get(line.productId) ?? 0),
    );
    assert.equal(added.length, count, 'each line added once');
    await context.close();
  });
});

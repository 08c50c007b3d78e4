import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, logIn, screenshot, signedInAt, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();

/** axe at 1280 and 390 px, with a screenshot at each for a person to look at. */
async function look(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.deepEqual(await seriousA11yViolations(page), [], `axe on ${name} at 1280 px`);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  assert.deepEqual(await seriousA11yViolations(page), [], `axe on ${name} at 390 px`);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function reviewBotRecords(): Promise<string[]> {
  const answer = await fetch(harness.url('/__demo/relays'));
  const { records } = (await answer.json()) as { records: { service: string; request: { text: string } }[] };
  return records.filter((record) => record.service === 'review-bot').map((record) => record.request.text);
}

const REVIEW_LINK =
  '/reviews/?direction=%D0%9B%D0%B8%D0%BF%D0%B5%D1%86%D0%BA&client=%D0%9E%D0%9E%D0%9E+%C2%AB%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0%C2%BB&saledate=18.11.2024&salenumber=%D0%92%D0%A0%D0%9D-001038';

describe('delivery review: nothing is answered for the client', () => {
  test('the three questions start unanswered and must be answered before the review goes', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url(REVIEW_LINK));
    const question = (name: string) => page.getByRole('group', { name });
    await question('Доставка выполнена вовремя?').waitFor();
    for (const name of ['Доставка выполнена вовремя?', 'Товар доставлен полностью?', 'Возврат забрали?']) {
      assert.equal(await question(name).getByRole('radio', { checked: true }).count(), 0, name);
    }
    // Only the stars: the review is not sent, and each question says it waits for an answer.
    await page.getByRole('radio', { name: '5 из 5' }).check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await question('Возврат забрали?').getByText('Выберите «Да» или «Нет».').waitFor();
    // The message under each question, not the announced summary that repeats it in a sentence.
    assert.equal(await page.getByText('Выберите «Да» или «Нет».', { exact: true }).count(), 3);
    await look(page, 'reviews-unanswered');
    assert.deepEqual(await reviewBotRecords(), []);

    await question('Доставка выполнена вовремя?').getByRole('radio', { name: 'Да' }).check();
    await question('Товар доставлен полностью?').getByRole('radio', { name: 'Нет' }).check();
    await question('Возврат забрали?').getByRole('radio', { name: 'Нет' }).check();
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByRole('status').filter({ hasText: 'Ваша оценка успешно принята. Спасибо.' }).waitFor();
    const [sent] = await reviewBotRecords();
    assert.match(sent ?? '', /Доставка вовремя: да\nТовар полностью: нет\nВозврат забрали: нет/);
    await context.close();
  });

  test('a link without its sale says it is incomplete and offers no form', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/reviews/?direction=%D0%9B%D0%B8%D0%BF%D0%B5%D1%86%D0%BA'));
    await page
      .getByText('Ссылка неполная: в ней нет данных о реализации. Откройте ссылку из сообщения целиком.')
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Отправить' }).count(), 0);
    await look(page, 'reviews-incomplete');
    await context.close();
  });
});

describe('password change: a rule the server states', () => {
  test("'1' and three spaces are refused with the rule, inside the form's card", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/changepass/');
    const card = page.locator('form').filter({ has: page.getByLabel('Старый пароль') });
    await page.getByLabel('Старый пароль').fill('demo');
    for (const weak of ['1', '   ']) {
      await page.getByLabel('Новый пароль').fill(weak);
      await page.getByLabel('Подтверждение пароля').fill(weak);
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      await card
        .getByText('Пароль должен быть не короче 6 символов и не может состоять из одних пробелов.', {
          exact: true,
        })
        .waitFor();
      // The refused press puts the focus on the field the rule names; what is typed next goes where the client clicks.
      await page.locator(':focus').and(page.getByLabel('Новый пароль')).waitFor();
    }
    // The server holds the same rule: a wrong old password is still its own answer, inside the card.
    await page.getByLabel('Старый пароль').fill('wrong');
    await page.getByLabel('Новый пароль').fill('Zapchasti-2025');
    await page.getByLabel('Подтверждение пароля').fill('Zapchasti-2025');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await card.getByRole('alert').filter({ hasText: 'Текущий пароль указан неверно.' }).waitFor();
    await look(page, 'changepass-rule');
    const answer = await fetch(harness.url('/rest/personal.changepass.json'), { method: 'POST' });
    assert.ok(answer.status >= 400, 'the server is reached only with a token');
    await context.close();
  });
});

describe('login page: not a dead end', () => {
  test('it offers becoming a client, the company phone, the landing, and what to do with a forgotten password', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/login/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Забыли пароль?').waitFor();
    await page
      .getByRole('link', { name: /\+7 \(473\) 260-44-10/ })
      .first()
      .waitFor();
    assert.equal(
      await page
        .getByRole('link', { name: /\+7 \(473\) 260-44-10/ })
        .first()
        .getAttribute('href'),
      'tel:+74732604410',
    );
    await look(page, 'login-ways-out');
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.waitForURL(/\/unauth\/$/);
    await page.goto(harness.url('/login/'));
    await page.getByRole('link', { name: 'Стать клиентом' }).click();
    await page.waitForURL(/\/unauth\/#formCompanyRequest$/);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'company');
    await context.close();
  });
});

describe('return claim: a send with no answer keeps the form', () => {
  test('the claim stays typed in its open dialog, and goes on the next press', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/orderlist/');
    await page.getByRole('link', { name: 'Заказ № 1038' }).click();
    await page
      .getByRole('button', { name: 'Оформить возврат: Фильтр масляный (элемент) Skoda Octavia A7' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Заявка на возврат' });
    await dialog.getByRole('tab', { name: 'Претензия' }).waitFor();
    await dialog.getByLabel('Комментарий').fill('Пришёл другой фильтр');
    await page.route('**/backend.claim.json', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Нет связи с сервером.' }).waitFor();
    assert.equal(await dialog.getByLabel('Комментарий').inputValue(), 'Пришёл другой фильтр');
    await page.unroute('**/backend.claim.json');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByRole('status').filter({ hasText: 'Заявка на возврат успешно отправлена!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('date filters: dd.MM.yyyy whatever the browser speaks', () => {
  test('in an English-language Chromium a range is typed key by key and filters the orders', async () => {
    await harness.control('reset');
    const context = await harness.browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      // As harness.newContext: axe is injected as a script, which the portal's CSP refuses.
      bypassCSP: true,
    });
    const page = await context.newPage();
    await logIn(page, harness, 'demo', 'demo');
    await page.waitForURL(/\/\?from=login$/);
    await page.goto(harness.url('/personal/orderlist/'));
    const from = page.getByRole('textbox', { name: 'Дата с' });
    const to = page.getByRole('textbox', { name: 'Дата по' });
    await from.waitFor();
    assert.equal(await from.getAttribute('placeholder'), 'дд.мм.гггг');
    assert.equal(await from.inputValue(), '');
    await from.pressSequentially('01012020');
    await to.pressSequentially('31.12.2020');
    assert.equal(await from.inputValue(), '01.01.2020');
    assert.equal(await to.inputValue(), '31.12.2020');
    await page.getByRole('button', { name: 'Показать' }).click();
    await page
      .getByText(
        'Заказов, удовлетворяющих вашим условиям не найдено. Попробуйте изменить условия фильтрации или очистить все.',
      )
      .waitFor();
    assert.equal(await from.inputValue(), '01.01.2020', 'the filter keeps what was typed');

    // Half typed: the field says how a date is written, and keeps the digits.
    await to.fill('');
    await to.pressSequentially('3112');
    await to.blur();
    await page.getByText('Введите дату в виде дд.мм.гггг.').waitFor();
    assert.equal(await to.inputValue(), '31.12');
    await look(page, 'orders-typed-dates');
    await context.close();
  });
});

describe('every page says where the client is', () => {
  test('each page has its own title, and the delivery schedule is headed as its menu entry', async () => {
    const { context, page } = await signedInPage(harness);
    await page.waitForFunction(() => document.title === 'Главная — Автодеталь');
    await page.goto(harness.url('/personal/orderlist/'));
    await page.waitForFunction(() => document.title === 'Заказы — Автодеталь');
    // In-app, through the account menu: the title follows the route.
    await page.getByRole('button', { name: 'Иван Петров' }).click();
    await page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('link', { name: 'График доставки' })
      .click();
    await page.waitForURL(/\/personal\/delivery\/$/);
    await page.getByRole('heading', { level: 1, name: 'График доставки' }).waitFor();
    await page.waitForFunction(() => document.title === 'График доставки — Автодеталь');
    await context.close();
  });

  test('a visitor opens contacts, about and delivery from the menus, and sees the required fields marked', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/'));
    const inn = page.locator('#formCompanyRequest').getByLabel('ИНН', { exact: true });
    assert.equal(await inn.getAttribute('aria-required'), 'true');
    assert.equal(await inn.getAttribute('inputmode'), 'numeric');
    assert.equal(
      await page.locator('#formCompanyRequest').getByLabel('КПП').getAttribute('aria-required'),
      null,
    );
    await page
      .locator('#formCompanyRequest')
      .getByText('Поля, отмеченные *, обязательны для заполнения.')
      .waitFor();

    const footer = page.getByRole('contentinfo');
    for (const [name, path, title] of [
      ['Контакты', /\/opt\/contacts\/$/, 'Контакты — Автодеталь'],
      ['О компании', /\/opt\/about\/$/, 'О компании — Автодеталь'],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await page.waitForURL(path);
      await page.waitForFunction((expected) => document.title === expected, title);
      assert.equal(await page.getByRole('dialog').count(), 0, name);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    }
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Доставка' })
      .click();
    await page.waitForURL(/\/opt\/delivery\/$/);
    await page.getByRole('button', { name: 'Балашов' }).waitFor();
    await look(page, 'delivery-visitor');
    await page.goto(harness.url('/opt/contacts/'));
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await look(page, 'contacts-visitor');
    // Prices stay behind the dialog: 'Акции' is for clients.
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Акции' })
      .click();
    await page.getByRole('dialog', { name: 'Внимание!' }).waitFor();
    await context.close();
  });
});

describe('balance and mutual settlements', () => {
  test('the header shows the balance; settlements show both balances, who owes, and print as a statement', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const balance = page.getByRole('banner').getByRole('link', { name: /^Баланс: / });
    await balance.waitFor();
    assert.match((await balance.textContent()) ?? '', /^Баланс: -?\d[\d\s\u00a0\u202f]*,\d\d ₽$/);
    await balance.click();
    await page.waitForURL(/\/personal\/sverka\/$/);
    // On the page, not in the act kept for the printer.
    await page.getByRole('main').getByText('Сальдо на начало периода').waitFor();
    await page.getByRole('main').getByText('Сальдо на конец периода').waitFor();
    await page
      .getByText(
        /^(Ваша задолженность перед «Автодеталь»: |Задолженность «Автодеталь» перед Вами \(переплата\): |Задолженности нет)/,
      )
      .waitFor();
    await page
      .getByRole('heading', {
        name: /^Акт сверки взаимных расчётов за период \d\d\.\d\d\.\d{4} — \d\d\.\d\d\.\d{4}$/,
      })
      .waitFor();
    await page.getByRole('button', { name: 'Распечатать акт сверки' }).waitFor();
    await look(page, 'settlements-statement');

    // Printed: the act alone, without the portal's header, the filters or the buttons
    // (e2e/reconciliation-act.test.ts reads the printed sheets).
    await page.getByRole('button', { name: 'Распечатать акт сверки', disabled: false }).waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('banner').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Распечатать акт сверки' }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Показать' }).isVisible(), false);
    assert.ok(
      await page.getByRole('region', { name: 'Акт сверки взаимных расчётов' }).getByRole('table').isVisible(),
    );
    await page.emulateMedia({ media: 'screen' });

    // At 390 px the header's texts are whole, not cut by an ellipsis.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const text of [
      'Пн–Чт 8:00–17:00, Пт 8:00–15:45, Сб–Вс выходной',
      'Оптовый поставщик автозапчастей',
    ]) {
      const element = page.getByRole('banner').getByText(text, { exact: true });
      assert.ok(await element.isVisible(), text);
      const clipped = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
      assert.equal(clipped, false, text);
    }
    await screenshot(page, 'header-390');
    await context.close();
  });
});

describe('order detail search', () => {
  test('finds an item by its article, typed with or without its separators', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/orderlist/');
    await page.getByRole('link', { name: 'Заказ № 1038' }).click();
    const search = page.getByRole('searchbox', { name: 'Поиск по названию или артикулу' });
    await search.waitFor();
    const returns = page.getByRole('button', { name: /^Оформить возврат/ });
    await returns.first().waitFor();
    assert.ok((await returns.count()) > 1);
    for (const article of ['PH-5796/1', 'ph57961']) {
      await search.fill(article);
      await page
        .getByRole('button', { name: 'Оформить возврат: Фильтр масляный (элемент) Skoda Octavia A7' })
        .waitFor();
      assert.equal(await returns.count(), 1, article);
    }
    await search.fill('нет такого 000');
    await page.getByText('Товаров с таким названием или артикулом в заказе нет.').waitFor();
    await context.close();
  });
});

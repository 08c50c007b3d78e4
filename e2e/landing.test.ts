import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, settle, withHarness } from './support.ts';

const harness: Harness = withHarness();

interface RelayRecord {
  service: string;
  request: Record<string, string>;
}

async function relays(): Promise<RelayRecord[]> {
  const answer = await fetch(harness.url('/__demo/relays'));
  return ((await answer.json()) as { records: RelayRecord[] }).records;
}

const form = (page: Page) => page.locator('#formCompanyRequest');

async function fillRequest(page: Page, fields: { company?: string; inn: string }) {
  if (fields.company !== undefined) await form(page).getByLabel('Название организации').fill(fields.company);
  await form(page).getByLabel('ИНН', { exact: true }).fill(fields.inn);
  await form(page).getByLabel('Контактное лицо').fill('Иван Сидоров');
  await form(page).getByLabel('Телефон').pressSequentially('9001234567');
  await form(page).getByLabel('E-mail').fill('zakaz@automir.ru');
}

describe('the visitors’ landing page', () => {
  test('a visitor on / lands on /unauth/, opens a category, and sends the company request', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/'));
    await page.waitForURL(/\/unauth\/$/);
    await page
      .getByRole('heading', { name: 'Оптовый поставщик автозапчастей Центрального Черноземья' })
      .waitFor();
    await page.getByText('более 1500').waitFor();

    // Categories are collapsed until 'Все категории'; a click on one asks the visitor to sign up.
    const categories = page.getByRole('heading', { name: 'Каталог товаров' }).locator('..');
    const collapsed = await categories.getByRole('listitem').count();
    await categories.getByRole('button', { name: 'Все категории' }).click();
    assert.ok((await categories.getByRole('listitem').count()) > collapsed);
    await categories.getByRole('button', { name: 'Скрыть' }).waitFor();
    await categories.getByRole('link', { name: 'Тормозная система' }).click();
    const dialog = page.getByRole('dialog', { name: 'Внимание!' });
    await dialog
      .getByText('Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.')
      .waitFor();
    await dialog.getByRole('link', { name: 'Стать клиентом' }).waitFor();
    await dialog.getByRole('link', { name: 'Авторизоваться' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/unauth\/$/);

    // The delivery map names the Saratov-region town among the seven regions' towns.
    await page.getByRole('button', { name: 'Балашов' }).focus();
    await page.getByRole('region', { name: 'График доставки' }).getByText('Саратовская область').waitFor();

    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'landing-desktop');

    // A bad INN: its message, and the form's.
    await fillRequest(page, { company: 'ООО «Ромашка»', inn: '12345' });
    await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await form(page).getByText('Неверный ИНН', { exact: true }).waitFor();
    await form(page).getByText('Обязательные поля не заполнены', { exact: true }).waitFor();
    assert.deepEqual(await relays(), []);

    // A good INN: the lookup suggests the head office and its branch; choosing fills company and KPP.
    await form(page).getByLabel('ИНН', { exact: true }).fill('3662123456');
    const branch = form(page).getByRole('button', { name: /филиал в Лисках/ });
    await branch.click();
    assert.equal(
      await form(page).getByLabel('Название организации').inputValue(),
      'ООО «Автомир-Воронеж» (филиал в Лисках)',
    );
    assert.equal(await form(page).getByLabel('КПП').inputValue(), '365201001');
    await form(page).getByRole('button', { name: 'Отправить заявку' }).dblclick();
    await form(page).getByText('Ваша заявка принята. Ожидайте звонка от нашего менеджера').waitFor();
    await form(page).getByRole('textbox').first().waitFor({ state: 'detached' });

    const sent = await relays();
    assert.deepEqual(
      sent.map((record) => record.service),
      ['company-lookup', 'enquiry'],
      'one lookup for the complete INN, one request for the double click',
    );
    assert.deepEqual(sent[1]?.request, {
      company: 'ООО «Автомир-Воронеж» (филиал в Лисках)',
      inn: '3662123456',
      kpp: '365201001',
      name: 'Иван Сидоров',
      phone: '+7 900 123-45-67',
      email: 'zakaz@automir.ru',
      comment: '',
    });
    assert.deepEqual(await seriousA11yViolations(page), []);

    // The news the landing page saved are read by /unauth/news/{id}.
    await page.getByRole('link', { name: 'Открыт новый склад в Липецке' }).click();
    await page.waitForURL(/\/unauth\/news\/401$/);
    await page.getByRole('heading', { name: 'Открыт новый склад в Липецке' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'заказы, оформленные до 16:00' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'landing-news-desktop');
    await context.close();
  });

  test("the anonymous dialog's 'Стать клиентом' closes it and puts the visitor in the form's first field", async () => {
    await harness.control('reset');
    for (const width of [1280, 390]) {
      const context = await harness.newContext({ width, height: 844 });
      const page = await context.newPage();
      await page.goto(harness.url('/unauth/'));
      // The landing page saves its news for /unauth/news/{id}: from there as from the landing itself.
      await page.getByRole('link', { name: 'Открыт новый склад в Липецке' }).waitFor();
      for (const start of ['/unauth/', '/unauth/news/401']) {
        await page.goto(harness.url(start));
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        if (width === 1280) {
          await page.getByRole('link', { name: 'Акции' }).first().click();
        } else {
          await page.getByRole('button', { name: 'Открыть меню' }).click();
          await page
            .getByRole('navigation', { name: 'Основное меню' })
            .getByRole('link', { name: 'Акции' })
            .click();
        }
        const dialog = page.getByRole('dialog', { name: 'Внимание!' });
        await dialog.getByRole('link', { name: 'Стать клиентом' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL(/\/unauth\/#formCompanyRequest$/);
        await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'company');
        assert.ok(
          await form(page).getByLabel('Название организации').isVisible(),
          `${width} px from ${start}`,
        );
      }
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, `landing-become-client-${width}`);
      await context.close();
    }
  });

  test('the brand and certificate carousels show two slides at 790 px and three at 1024 px', async () => {
    for (const [width, expected] of [
      [790, 2],
      [1024, 3],
      [1280, 3],
    ] as const) {
      const context = await harness.newContext({ width, height: 900 });
      const page = await context.newPage();
      await page.goto(harness.url('/unauth/'));
      for (const [name, picture] of [
        ['Бренды', 'Бренд'],
        ['Сертификаты', 'Сертификат'],
      ] as const) {
        const track = page.getByRole('region', { name }).locator('[aria-roledescription="слайд"]').first();
        await track.waitFor();
        assert.equal(
          await track.locator('img').getAttribute('alt'),
          `${picture} 1`,
          `${name}: each picture named`,
        );
        const inView = await page.getByRole('region', { name }).evaluate((region) => {
          const slides = [...region.querySelectorAll('[aria-roledescription="слайд"]')];
          const box = slides[0]?.parentElement?.getBoundingClientRect();
          if (!box) return 0;
          return slides.filter((slide) => {
            const own = slide.getBoundingClientRect();
            return own.width > 0 && own.left >= box.left - 1 && own.right <= box.right + 1;
          }).length;
        });
        assert.equal(inView, expected, `${name} at ${width} px`);
      }
      await context.close();
    }
  });

  test('the same INN again is refused with the reason, and the fields stay as typed', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // A new page each time: the first answer replaced the form by its message.
      await page.goto(harness.url(`/unauth/?attempt=${attempt}#formCompanyRequest`));
      await fillRequest(page, { company: 'ООО «Запчасти Черноземья»', inn: '3664098765' });
      await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
      // The answer, not the form's empty region for a refused submit.
      await form(page)
        .getByRole('status')
        .filter({ hasText: /\S/ })
        .or(form(page).getByRole('alert'))
        .waitFor();
    }
    await form(page)
      .getByText('Заявка от организации с этим ИНН уже получена: менеджер свяжется с Вами.')
      .waitFor();
    // Only an accepted request empties the form (issue 42).
    assert.equal(
      await form(page).getByLabel('Название организации').inputValue(),
      'ООО «Запчасти Черноземья»',
    );
    assert.equal(await form(page).getByLabel('ИНН', { exact: true }).inputValue(), '3664098765');
    await context.close();
  });

  test('a request that gets no answer keeps every field, across a reload, until it is sent', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/#formCompanyRequest'));
    await fillRequest(page, { company: 'ООО «Тамбов-Деталь»', inn: '6829012345' });
    await form(page).getByLabel('КПП').fill('682901001');
    await form(page).getByLabel('Комментарий').fill('Перезвоните после обеда');
    const typed = async () =>
      Promise.all(
        ['Название организации', 'КПП', 'Контактное лицо', 'Телефон', 'E-mail', 'Комментарий'].map((label) =>
          form(page).getByLabel(label).inputValue(),
        ),
      );
    const expected = [
      'ООО «Тамбов-Деталь»',
      '682901001',
      'Иван Сидоров',
      '+7 900 123-45-67',
      'zakaz@automir.ru',
      'Перезвоните после обеда',
    ];
    await page.route('**/enquiry.wholesale.json', (route) => route.abort('internetdisconnected'));
    await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await form(page).getByText('Нет связи с сервером.').waitFor();
    assert.deepEqual(await typed(), expected);
    assert.equal(await form(page).getByLabel('ИНН', { exact: true }).inputValue(), '6829012345');

    // The draft is in the browser's storage: a reload brings it back.
    await page.reload();
    await form(page).getByLabel('Название организации').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('#formCompanyRequest input[name="company"]')?.value !== '',
    );
    assert.deepEqual(await typed(), expected);

    // A server error, also when asked again at once under the same key, says what the server said
    // (doc 1 §8) and keeps every field (issue 42).
    await page.unroute('**/enquiry.wholesale.json');
    await harness.control('faults', { path: 'enquiry.wholesale.json', status: 503, times: 2 });
    await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await form(page).getByText('Внутренняя ошибка сервера.').waitFor();
    assert.deepEqual(await typed(), expected);
    // Accepted: the form gives way to its message, and nothing is left to bring back.
    await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await form(page).getByText('Ваша заявка принята. Ожидайте звонка от нашего менеджера').waitFor();
    await page.reload();
    await form(page).getByLabel('Название организации').waitFor();
    await page.getByRole('heading', { name: 'Каталог товаров' }).waitFor();
    assert.equal(await form(page).getByLabel('Название организации').inputValue(), '');
    await context.close();
  });

  test("without its data the landing page keeps its form; a refusal shows the answer's error_description", async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    // The landing data failing is ignored silently (doc 2 §8): its sections are left out, the form stays.
    await harness.control('faults', { path: 'unauth.landing.json', status: 500 });
    await page.goto(harness.url('/unauth/'));
    await form(page).getByRole('button', { name: 'Отправить заявку' }).waitFor();
    await settle(page);
    assert.equal(await page.getByRole('heading', { name: 'Каталог товаров' }).count(), 0);
    assert.equal(await page.getByRole('alert').count(), 0);
    await fillRequest(page, { company: 'ООО «Липецк-Авто»', inn: '4826054321' });
    await harness.control('faults', { path: 'enquiry.wholesale.json', status: 400 });
    await form(page).getByRole('button', { name: 'Отправить заявку' }).click();
    await form(page).getByText('Внутренняя ошибка сервера.').waitFor();
    await context.close();
  });

  test('on a phone: no search box for a visitor, the burger holds the menus, news without saved data', async () => {
    await harness.control('reset');
    const context = await harness.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(harness.url('/unauth/news/401'));
    await page.getByText('Новость не найдена: откройте её со страницы для посетителей.').waitFor();
    await page.goto(harness.url('/unauth/'));
    await page
      .getByRole('heading', { name: 'Оптовый поставщик автозапчастей Центрального Черноземья' })
      .waitFor();
    assert.equal(await page.getByRole('combobox').first().isVisible(), false);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Акции' })
      .click();
    await page.getByRole('dialog', { name: 'Внимание!' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Контакты', { exact: true }).first().waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'landing-mobile');
    await context.close();
  });
});

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Page } from 'playwright-core';
import { DEMO_BASKET_FIGURES } from '../demo-api/data/baskets.ts';
import { DEMO_PARTNER_KEY } from '../demo-api/data/mat-partners.ts';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, picturesSettled, screenshot, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();
/** Make, model, body and year as a visitor picks them. */
async function chooseCamry(page: Page): Promise<void> {
  await page.getByLabel('Марка', { exact: true }).selectOption({ label: 'Toyota' });
  await page.getByLabel('Модель', { exact: true }).selectOption({ label: 'Camry' });
  await page.getByLabel('Кузов и год выпуска', { exact: true }).selectOption({ label: 'XV70 (2017–2024)' });
  await page.getByRole('group', { name: 'Комплектация' }).waitFor();
}

const checkbox = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Комплектация' }).getByRole('checkbox', { name: new RegExp(name) });

/** The front pair, then the rear mats: the full set. */
async function frontPairAndRear(page: Page): Promise<void> {
  await checkbox(page, 'Передние коврики').click();
  await page.waitForFunction(() => /\/c1cwzy5i\//.test(location.href));
  assert.equal(await checkbox(page, 'Передние коврики').isChecked(), true);
  assert.equal(await checkbox(page, 'Полный комплект').isChecked(), false);
  await checkbox(page, 'Задние коврики').click();
  await page.waitForFunction(() => /\/h5arfuiw\//.test(location.href));
  assert.equal(await checkbox(page, 'Полный комплект').isChecked(), true);
  assert.equal(await checkbox(page, 'Передние коврики').isChecked(), false);
  assert.equal(await checkbox(page, 'Задние коврики').isChecked(), false);
}

/** A swatch: a radio named by its colour, in the group of its legend. */
const colour = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });

/** Picks a swatch as a visitor does: a click on the colour and its name. */
const pickColour = (page: Page, group: string, name: string) =>
  page
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

const money = (text: string | null) => text?.replace(/\s/g, ' ');

/**
 * A third site: a server of its own (another origin than the portal's and the partner's) whose
 * pages embed the constructor from the portal, with `?key=` as their partner key.
 */
function withThirdSite(): { url(key: string | null): string } {
  let origin = '';
  let server: ReturnType<typeof serve> | undefined;
  before(async () => {
    const site = new Hono();
    site.get('/page.html', (c) => {
      const key = c.req.query('key');
      return c.html(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Сайт</title>
        <script type="module" src="${harness.server.url}/widgets/portal-widgets.js"${key ? ` data-partner-key="${key}"` : ''}></script>
        </head><body><main><h1>Коврики</h1><portal-mat-constructor></portal-mat-constructor></main></body></html>`);
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  after(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return { url: (key) => `${origin}/page.html${key ? `?key=${key}` : ''}` };
}

const thirdSite = withThirdSite();

describe('mat constructor', () => {
  test('a partner site on another origin configures a car, sets its markup and receives the set', async () => {
    const partner = harness.server.partnerUrl;
    assert.notEqual(new URL(partner).origin, new URL(harness.server.url).origin);
    const context = await harness.newContext();
    const page = await context.newPage();
    const apiOrigins = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/rest/')) apiOrigins.add(new URL(request.url()).origin);
    });
    await page.goto(`${partner}/embed/partner.html`);
    await chooseCamry(page);
    assert.deepEqual([...apiOrigins], [new URL(harness.server.url).origin]);
    assert.match(page.url(), /#mats\/EVA-01012$/);
    await frontPairAndRear(page);
    await pickColour(page, 'Цвет материала', 'Бежевый');
    await pickColour(page, 'Цвет окантовки', 'Красный');
    await page
      .getByRole('group', { name: 'Шильдики' })
      .getByRole('checkbox', { name: /Шильдик Toyota/ })
      .click();
    await page.waitForURL(/\/3\/6\/701\/-$/);

    // The partner's visitors see its price only: the markup on, the wholesale total nowhere.
    const total = page.locator('[part~="totals"] [part~="total"]');
    const withTwenty = money(await total.textContent());
    assert.equal(await page.locator('[part~="total-without-markup"]').count(), 0);
    const before = await total.textContent();
    await page.getByLabel('Наценка партнёра, %').fill('10');
    await page.waitForFunction(
      (shown) =>
        document
          .querySelector('portal-mat-constructor')
          ?.shadowRoot?.querySelector('[part~="totals"] [part~="total"]')?.textContent !== shown,
      before,
    );
    const withTen = money(await total.textContent());
    assert.notEqual(withTen, withTwenty);

    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, 'mat-constructor-partner-1280');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.getByRole('button', { name: 'В корзину' }).click();
    await page.getByText(/^В корзине партнёра: 1\./).waitFor();
    const detail = JSON.parse((await page.locator('#partner-event').textContent()) ?? '{}');
    const prices = {
      set: detail.mats[0].PRICE as number,
      plate: detail.productsasortiment.nametemplates[0].PRICE as number,
    };
    assert.equal(detail.cost, prices.set + prices.plate, 'the cost is without markup');
    const shown = Number(withTen?.replace(/[^\d,]/g, '').replace(',', '.'));
    assert.equal(shown, Math.round((prices.set * 1.1 + prices.plate * 1.1) * 100) / 100);
    assert.deepEqual(
      {
        type: detail.type,
        autoname: detail.autoname,
        article: detail.article,
        material: detail.material,
        materialcolor: detail.materialcolor,
        kantcolor: detail.kantcolor,
        materialarticle: detail.materialarticle,
        materialcolorarticle: detail.materialcolorarticle,
        kantcolorarticle: detail.kantcolorarticle,
        mats: detail.mats.map((item: { UF_XML_ID: string; QTY: number }) => [item.UF_XML_ID, item.QTY]),
        upsale: detail.upsale,
        vid: detail.vid,
        transmission: detail.transmission,
        nametemplates: detail.productsasortiment.nametemplates.map((item: { ID: string }) => item.ID),
        under_heel: detail.productsasortiment.under_heel,
      },
      {
        type: 'constructor',
        autoname: 'Toyota Camry XV70 (2017–2024)',
        article: 'EVA-01012',
        material: 'Ромб',
        materialcolor: 'Бежевый',
        kantcolor: 'Красный',
        materialarticle: 'romb',
        materialcolorarticle: '3',
        kantcolorarticle: '6',
        mats: [['h5arfuiw', 1]],
        upsale: [],
        vid: [{ ID: '1', NAME: 'EVA 2D, плоские', TYPE: '2D' }],
        transmission: [{ ID: '2', NAME: 'Автоматическая (АКПП, вариатор, робот)' }],
        nametemplates: ['701'],
        under_heel: [],
      },
    );

    // Reloading the link reopens the same configuration.
    await page.reload();
    await page.getByRole('group', { name: 'Комплектация' }).waitFor();
    assert.equal(await colour(page, 'Цвет материала', 'Бежевый').isChecked(), true);
    assert.equal(await checkbox(page, 'Полный комплект').isChecked(), true);

    // By keyboard: arrows move along a swatch group, Space checks an item.
    await colour(page, 'Цвет материала', 'Бежевый').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/4\/6\/701\/-$/);
    assert.equal(await colour(page, 'Цвет материала', 'Коричневый').isChecked(), true);
    await checkbox(page, 'Перемычка на тоннель').focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/\/p9xw4bzd\//);
    assert.equal(await checkbox(page, 'Полный комплект').isChecked(), false);

    const phone = await harness.newContext({ width: 390, height: 844 });
    const small = await phone.newPage();
    await small.goto(page.url());
    await small.getByRole('group', { name: 'Комплектация' }).waitFor();
    await picturesSettled(small);
    await screenshot(small, 'mat-constructor-partner-390');
    const overflow = await small.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `nothing runs off the side of a phone (${overflow} px over)`);
    await phone.close();
    await context.close();
  });

  test('the partner key is refused on another site, with the reason in the widget', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const url = thirdSite.url(DEMO_PARTNER_KEY);
    await page.goto(url);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal(
      (await alert.textContent())?.replace('Повторить', ''),
      `Ключ партнёра не действует на сайте ${new URL(url).origin}: этот сайт не указан в настройках ключа.`,
    );
    await context.close();
  });

  test('without a key and without a portal session the widget says what is missing', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(thirdSite.url(null));
    await page.getByText(/Конструктору ковриков нужен ключ партнёра/).waitFor();
    await context.close();
  });

  test('in the portal the set goes to the basket, the badge follows, and a reload shows it again', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url('/opt/carpetelli/'));
    await page.getByRole('img', { name: 'Коврики EVA для вашего автомобиля' }).waitFor();
    await chooseCamry(page);
    assert.match(new URL(page.url()).pathname, /^\/opt\/carpetelli\/constructor\/EVA-01012\/?$/);
    await frontPairAndRear(page);
    await pickColour(page, 'Цвет материала', 'Бежевый');
    await pickColour(page, 'Цвет окантовки', 'Красный');
    await page
      .getByRole('group', { name: 'Шильдики' })
      .getByRole('checkbox', { name: /Шильдик Toyota/ })
      .click();
    await page.waitForURL(/\/opt\/carpetelli\/constructor\/EVA-01012\/2\/1\/1\/h5arfuiw\/3\/6\/701\/-$/);

    const badgeCount = (count: number) =>
      page.locator('[part~="badge"] [part~="count"]').filter({ hasText: new RegExp(`^${count}$`) });
    await badgeCount(DEMO_BASKET_FIGURES.count).waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, 'mat-constructor-portal-1280');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await page.getByRole('button', { name: 'В корзину' }).click();
    await page.getByText('Комплект добавлен в корзину').waitFor();
    await badgeCount(DEMO_BASKET_FIGURES.count + 1).waitFor();

    const state = (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as {
      lines: { payload: Record<string, unknown> }[];
    };
    assert.equal(state.lines.at(-1)?.payload.type, 'constructor');
    assert.equal(state.lines.at(-1)?.payload.article, 'EVA-01012');

    // The page comes back from its link: the choices as they were, and the car in its lists (which
    // may arrive after the choices do).
    await page.reload();
    await page.getByRole('group', { name: 'Комплектация' }).waitFor();
    assert.equal(await checkbox(page, 'Полный комплект').isChecked(), true);
    assert.equal(await colour(page, 'Цвет материала', 'Бежевый').isChecked(), true);
    assert.equal(await colour(page, 'Цвет окантовки', 'Красный').isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: /Шильдик Toyota/ }).isChecked(), true);
    await page.getByLabel('Марка', { exact: true }).locator('option:checked', { hasText: 'Toyota' }).waitFor({
      state: 'attached',
    });
    assert.equal(await page.getByLabel('Марка', { exact: true }).inputValue(), '1');
    await context.close();

    const phone = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await phone.page.goto(harness.url('/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw/3/6/701/-'));
    await phone.page.getByRole('group', { name: 'Комплектация' }).waitFor();
    await picturesSettled(phone.page);
    await screenshot(phone.page, 'mat-constructor-portal-390');
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `nothing runs off the side of a phone (${overflow} px over)`);
    await phone.context.close();
  });

  test('in the portal a VIN finds the car in the online catalogue and opens its mats', async () => {
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url('/opt/carpetelli/'));
    await page.getByLabel('VIN или номер кузова').fill('XW8ZZZ61ZBG123456');
    await page.locator('[part~="vin"]').getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/\/opt\/carpetelli\/constructor\/EVA-05011$/);
    await page.getByText('Найден автомобиль VW Polo 6R1.').waitFor();
    assert.equal(await page.getByLabel('Модель', { exact: true }).inputValue(), '501');
    await page.getByRole('group', { name: 'Комплектация' }).waitFor();

    // A car the mat catalogue does not have says so.
    await page.getByLabel('VIN или номер кузова').fill('WBAVA31070NL12345');
    await page.locator('[part~="vin"]').getByRole('button', { name: 'Найти' }).click();
    await page
      .getByText('Найден автомобиль BMW 3 (E90) VB31, но ковриков для него в каталоге нет.')
      .waitFor();
    await context.close();
  });
});

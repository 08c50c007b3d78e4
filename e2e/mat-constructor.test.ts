import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Page } from 'playwright-core';
import { DEMO_BASKET_FIGURES } from '../demo-api/data/baskets.ts';
import { DEMO_PARTNER_KEY, partnerMarkup } from '../demo-api/data/mat-partners.ts';
import { MAT_HEEL_PADS, matNamePlates, matPattern, matPrices } from '../demo-api/data/mats.ts';
import { retailPrice } from '../demo-api/pages/mats.ts';
import { seriousA11yViolations } from './a11y.ts';
import {
  type Harness,
  picturesSettled,
  screenshot,
  signedInAt,
  signedInPage,
  withHarness,
} from './support.ts';

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

/** An amount as the widget writes it, with plain spaces: '4 680,00'. */
const rubles = (amount: number) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(amount)
    .replace(/\s/g, ' ');

/** Every wholesale figure of a pattern: its items' OPT_PRICE and BASE_PRICE, and its accessories' prices. */
function wholesaleFigures(pattern: NonNullable<ReturnType<typeof matPattern>>): Set<number> {
  const items = Object.values(matPrices(pattern)).flatMap((groups) =>
    Object.values(groups).flatMap((prices) =>
      Object.values(prices).flatMap((price) => [price.OPT_PRICE, price.BASE_PRICE]),
    ),
  );
  const accessories = [...matNamePlates(pattern.make), ...MAT_HEEL_PADS].map((item) => item.PRICE);
  return new Set([...items, ...accessories]);
}

/** The keys of the mat catalogue's prices (the header's basket `price` is another matter). */
const PRICE_KEY = /^(PRICES|PRICE|OPT_PRICE|BASE_PRICE)$/;

/** Every number under a key of the mat catalogue's prices in an answer. */
function priceFigures(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return PRICE_KEY.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => priceFigures(item, key));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) =>
      priceFigures(item, PRICE_KEY.test(key) ? key : name),
    );
  return [];
}

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
  test('a partner site on another origin configures a car and receives the set, and no wholesale figure reaches it', async () => {
    const partner = harness.server.partnerUrl;
    assert.notEqual(new URL(partner).origin, new URL(harness.server.url).origin);
    const context = await harness.newContext();
    const page = await context.newPage();
    const apiOrigins = new Set<string>();
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/rest/')) return;
      apiOrigins.add(new URL(response.url()).origin);
      answers.push(response.text().catch(() => ''));
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

    // The partner's visitors see its retail price (the key's markup in), and nothing else.
    const pattern = matPattern('EVA-01012');
    assert.ok(pattern);
    const markup = partnerMarkup(DEMO_PARTNER_KEY) ?? 0;
    const wholesaleSet = (matPrices(pattern).romb?.['1']?.h5arfuiw?.OPT_PRICE ?? 0) + 290;
    const retailSet = retailPrice(wholesaleSet, markup);
    const total = page.locator('[part~="totals"] [part~="total"]');
    assert.equal(money(await total.textContent()), `${rubles(retailSet)} ₽`);
    assert.equal(await page.locator('[part~="total-without-markup"]').count(), 0);
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, 'mat-constructor-partner-1280');
    assert.deepEqual(await seriousA11yViolations(page), []);

    await page.getByRole('button', { name: 'В корзину' }).click();
    await page.getByText(/^В корзине партнёра: 1\.$/).waitFor();
    const eventText = (await page.locator('#partner-event').textContent()) ?? '{}';
    const detail = JSON.parse(eventText);
    assert.equal(detail.total, retailSet, 'the event carries the retail total the visitor saw');
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
        mats: detail.mats,
        upsale: detail.upsale,
        vid: detail.vid,
        transmission: detail.transmission,
        productsasortiment: detail.productsasortiment,
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
        mats: [{ UF_XML_ID: 'h5arfuiw', UF_NAME: 'Полный комплект', QTY: 1 }],
        upsale: [],
        vid: [{ ID: '1', NAME: 'EVA 2D, плоские', TYPE: '2D' }],
        transmission: [{ ID: '2', NAME: 'Автоматическая (АКПП, вариатор, робот)' }],
        productsasortiment: {
          nametemplates: [{ ID: '701', NAME: 'Шильдик Toyota', XML_ID: 'label-701', QTY: 1 }],
          under_heel: [],
        },
      },
    );
    await page
      .getByText(`— ${rubles(retailSet)} ₽`, { exact: false })
      .first()
      .waitFor();
    // The widget itself says what it handed to the partner's page.
    assert.equal(
      money(await page.locator('[part~="handed"]').textContent()),
      `Передано в корзину сайта: Toyota Camry XV70 (2017–2024): Полный комплект, Шильдик Toyota — ${rubles(retailSet)} ₽.`,
    );

    // Every answer, the DOM (the widget's shadow root with it) and the event: no wholesale figure.
    const wholesale = wholesaleFigures(pattern);
    const retail = new Set([...wholesale].map((figure) => retailPrice(figure, markup)));
    const secret = [...wholesale, wholesaleSet].filter((figure) => !retail.has(figure));
    const bodies = await Promise.all(answers);
    assert.ok(
      bodies.some((body) => body.includes('"PRICES"')),
      'the prices were read',
    );
    for (const body of bodies) {
      assert.doesNotMatch(body, /OPT_PRICE|BASE_PRICE/);
      for (const figure of priceFigures(JSON.parse(body))) {
        assert.ok(retail.has(figure), `${figure} in an answer is a retail price`);
      }
    }
    const dom = await page.evaluate(() => {
      // A loop, not a named helper: tsx would wrap a helper in `__name`, which the page lacks.
      const texts = [document.body.textContent ?? ''];
      const roots: (Document | ShadowRoot)[] = [document];
      for (let root = roots.pop(); root; root = roots.pop()) {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) {
            texts.push(element.shadowRoot.textContent ?? '');
            roots.push(element.shadowRoot);
          }
          for (const attribute of element.attributes) texts.push(attribute.value);
          if (element instanceof HTMLInputElement) texts.push(element.value);
        }
      }
      return texts.join('\n');
    });
    assert.doesNotMatch(dom, /без наценки|OPT_PRICE|BASE_PRICE/i);
    assert.doesNotMatch(eventText, /PRICE|"cost"/);
    for (const figure of secret) {
      assert.ok(!dom.replace(/\s/g, ' ').includes(`${rubles(figure)} ₽`), `${figure} ₽ is not on the page`);
      assert.ok(!new RegExp(`\\b${figure}\\b`).test(eventText), `${figure} is not in the event`);
    }

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
    assert.deepEqual(await seriousA11yViolations(small), []);
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
      await alert.textContent(),
      `Ключ партнёра не действует на сайте ${new URL(url).origin}: этот сайт не указан в настройках ключа.`,
    );
    assert.equal(await page.getByRole('button', { name: 'Повторить' }).count(), 0);
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
    const { context, page } = await signedInAt(harness, '/opt/carpetelli/');
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
    // A 3D set: its preview shows the raised rim the flat set has not.
    await phone.page.goto(harness.url('/opt/carpetelli/constructor/EVA-01012/2/2/1/h5arfuiw/3/6/701/-'));
    await phone.page.getByRole('group', { name: 'Комплектация' }).waitFor();
    const rim = phone.page.locator('[part~="preview"] [style*="/bort/h5arfuiw.svg"]');
    await rim.waitFor({ state: 'attached' });
    const matType = (name: string) =>
      phone.page
        .getByRole('group', { name: 'Тип коврика' })
        .locator('label')
        .filter({ hasText: name })
        .click();
    await matType('EVA 2D, плоские');
    await phone.page.waitForURL(/\/EVA-01012\/2\/1\//);
    await rim.waitFor({ state: 'detached' });
    await matType('EVA 3D, с бортиком');
    await rim.waitFor({ state: 'attached' });
    await picturesSettled(phone.page);
    await screenshot(phone.page, 'mat-constructor-portal-390');

    // Ticking the last items on a phone, the compact preview is still in view.
    const heelPad = phone.page.getByRole('checkbox', { name: /Подпятник алюминиевый/ });
    await heelPad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await heelPad.click();
    await phone.page.waitForURL(/\/802$/);
    const preview = await phone.page.locator('[part~="preview"]').boundingBox();
    const ticked = await heelPad.boundingBox();
    assert.ok(preview && ticked);
    assert.ok(
      preview.y >= 0 && preview.y + preview.height <= 844,
      `the preview is in view (${JSON.stringify(preview)})`,
    );
    assert.ok(ticked.y >= preview.y + preview.height, 'the ticked item is not under the preview');
    await phone.page
      .locator(
        '[part~="preview"] [style*="/heels/802-konst.svg"], [part~="preview"] img[src*="/heels/802-konst.svg"]',
      )
      .waitFor();
    await screenshot(phone.page, 'mat-constructor-portal-390-ticking');
    assert.deepEqual(await seriousA11yViolations(phone.page), []);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `nothing runs off the side of a phone (${overflow} px over)`);
    await phone.context.close();
  });

  test('a link with an absurd quantity is rewritten in place to what was applied, and says so (issue 44)', async () => {
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url('/opt/carpetelli/constructor/EVA-01012/2/2/1/h5arfuiw~5000/3/6/701/-'));
    await page.waitForURL(/\/EVA-01012\/2\/2\/1\/h5arfuiw~99\/3\/6\/701\/-$/);
    await page
      .locator('[part="invalid-link"]')
      .filter({
        hasText: 'В ссылке указано больше 99 шт. в одной позиции: показано 99 шт., ссылка исправлена.',
      })
      .waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test('in the portal a VIN finds the car in the online catalogue and opens its mats', async () => {
    const { context, page } = await signedInAt(harness, '/opt/carpetelli/');
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

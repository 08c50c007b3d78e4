import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Tab } from './driver.ts';
import type { Target } from './in-page.ts';

/** The demo server a journey runs against. */
export interface Site {
  url(path: string): string;
  /** The partner's site: another origin. */
  partnerUrl: string;
  /** The CMS: another origin of the portal's site, sharing the client's session. */
  cmsUrl: string;
  reset(): Promise<void>;
  state(login: string): Promise<DemoState>;
}

export interface DemoState {
  lines: { productId: number; quantity: number; payload?: Record<string, unknown> }[];
  orders: { number: string }[];
}

export interface Journey {
  name: string;
  run(tab: Tab, site: Site): Promise<void>;
}

/** Text as the widgets write money: no-break and narrow spaces read as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const badge: Target = { css: 'portal-basket-badge' };
const badgeCount = (within: Target = badge): Target => ({ css: '[part~="count"]', within });

/** Signs in through the login form, as a client does. */
export async function signIn(tab: Tab, site: Site, login: string): Promise<void> {
  await tab.goto(site.url('/login/'));
  await tab.typeInto({ role: 'textbox', name: 'Логин' }, login);
  await tab.typeInto({ role: 'textbox', name: 'Пароль' }, login);
  await tab.click({ role: 'button', name: 'Войти' });
  await tab.waitForUrl(/\/\?from=login$/);
}

/** Empties the search box as a person does: the cursor at the end, Backspace to its start. */
async function clearBox(tab: Tab, box: Target): Promise<void> {
  await tab.click(box);
  await tab.press('End');
  const length = (await tab.property<string>(box, 'value')).length;
  for (let press = 0; press < length; press += 1) await tab.press('Backspace');
  await tab.waitForProperty(box, 'value', '');
}

async function noErrors(tab: Tab, where: string): Promise<void> {
  assert.deepEqual(await tab.errors(), [], `${tab.engine.name}: errors on ${where}`);
}

const cmsPage: Journey = {
  name: 'the CMS page: quick search by article and in the wrong layout, the badge, a second library copy',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    await tab.goto(site.url('/embed/cms.html'));
    await tab.waitForText(badgeCount(), /^3$/);
    assert.equal(plain(await tab.text({ css: '[part~="total"]', within: badge })), '6 863,20 ₽');

    const box: Target = { role: 'combobox', name: 'Поиск запчастей' };
    // The page's `* { font-size: 19px !important; font-family: Georgia }` stays outside, and the
    // widgets' parts write in one face: the box, the badge's figures.
    const faces = await tab.run<{ box: string; size: string; count: string; total: string }>(`(() => {
      const style = (target) => getComputedStyle($.find(target));
      return {
        box: style(${JSON.stringify(box)}).fontFamily,
        size: style(${JSON.stringify(box)}).fontSize,
        count: style({ css: '[part~="count"]' }).fontFamily,
        total: style({ css: '[part~="total"]' }).fontFamily,
      };
    })()`);
    assert.notEqual(faces.size, '19px', 'the page sizes no widget text');
    assert.doesNotMatch(faces.box, /Georgia/);
    assert.deepEqual([faces.count, faces.total], [faces.box, faces.box], 'one text face in the widgets');

    const hits: Target = { role: 'option', within: { role: 'listbox' } };
    await tab.typeInto(box, '0 986 494');
    await tab.until(
      `(() => {
        const hits = $.findAll(${JSON.stringify(hits)});
        const mark = hits[0]?.querySelector('mark');
        return hits.length > 1 && hits.every((hit) => /^0 986 494 \\d{3}BOSCH/.test($.textOf(hit)))
          && mark?.textContent === '0 986 494';
      })()`,
      'the hits of the article, the match marked',
    );
    assert.equal(await tab.attribute(box, 'aria-expanded'), 'true');

    await clearBox(tab, box);
    await tab.type('rjkjlrb gthtl');
    await tab.until(
      `(() => {
        const hits = $.findAll(${JSON.stringify(hits)}).map($.textOf);
        return hits.length > 0 && hits.every((hit) => /Колодки тормозные передние/.test(hit));
      })()`,
      "'rjkjlrb gthtl' finds the front pads",
    );

    // A second copy of the library and of the badge: a query string makes the browser run them again.
    await tab.run(`(() => {
      for (const src of ['/widgets/portal-widgets.js?copy=2', '/widgets/basket-badge.js?copy=2']) {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        document.head.append(script);
      }
      document.body.append(document.createElement('portal-basket-badge'));
    })()`);
    await tab.until(
      `(() => {
        const counts = [...document.querySelectorAll('portal-basket-badge')].map(
          (one) => one.shadowRoot?.querySelector('[part~="count"]')?.textContent);
        return counts.length === 2 && counts.every((count) => count === '3');
      })()`,
      'both badges show the basket',
    );
    await noErrors(tab, 'the CMS page');
  },
};

const session: Journey = {
  name: 'sign in, a full page load stays signed in, sign out',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    const account: Target = { role: 'button', name: 'Иван Петров' };
    await tab.waitFor(account);
    // A full page load: the session comes back with the refresh cookie.
    await tab.goto(site.url('/basket/'));
    await tab.waitFor({ css: '[part="line"]' });
    assert.match(await tab.url(), /\/basket\/$/);
    await tab.waitFor(account);
    await tab.click(account);
    await tab.click({ role: 'button', name: 'Выйти' });
    await tab.waitForUrl(/\/login\/$/);
    await tab.goto(site.url('/basket/'));
    await tab.waitForUrl(/\/login\/\?/);
    await tab.waitFor({ role: 'button', name: 'Войти' });
    await noErrors(tab, 'the login page');
  },
};

const cmsOrigin: Journey = {
  name: 'the CMS on its own origin of the site: the basket of the client signed in on the portal, a visitor’s view once signed out there',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    // The session comes with the refresh cookie, which the portal's site sends from any of its origins.
    await tab.goto(`${site.cmsUrl}/embed/cms.html`);
    await tab.waitForText(badgeCount(), /^3$/);
    await noErrors(tab, 'the CMS origin signed in');
    await tab.goto(site.url('/'));
    const account: Target = { role: 'button', name: 'Иван Петров' };
    await tab.click(account);
    await tab.click({ role: 'button', name: 'Выйти' });
    await tab.waitForUrl(/\/login\/$/);
    await tab.goto(`${site.cmsUrl}/embed/cms.html`);
    await tab.waitFor({ css: '[part~="login"]', within: badge });
    await noErrors(tab, 'the CMS origin signed out');
  },
};

const section: Journey = {
  name: 'a catalogue section on a CMS page: filter, sort, page 2, В корзину, the badge follows',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    await tab.goto(site.url('/embed/section.html'));
    const row: Target = { css: '[part~="row"]' };
    await tab.waitFor({ ...row, nth: 49 });
    await tab.waitForText(badgeCount(), /^3$/);

    const filters: Target = { role: 'complementary', name: /Фильтры/ };
    const bosch: Target = { role: 'checkbox', name: 'BOSCH', within: filters };
    // One click on the box ticks it (WebKit moved the box away from under the pointer as it was pressed).
    await tab.click(bosch);
    await tab.waitForProperty(bosch, 'checked', true);
    await tab.click({ role: 'button', name: 'Применить', within: filters });
    await tab.until(
      `(() => {
        const brands = $.findAll({ css: '[part~="brand"]' }).map($.textOf);
        return brands.length > 0 && brands.every((brand) => brand === 'BOSCH');
      })()`,
      'only BOSCH rows',
    );
    await tab.click({ role: 'button', name: 'Сбросить', within: filters });
    await tab.until(
      `$.findAll({ css: '[part~="brand"]' }).map($.textOf).some((brand) => brand !== 'BOSCH')`,
      'every brand again',
    );

    // Sorted by price from the keyboard: the next option of the closed select.
    const sort: Target = { role: 'combobox', name: 'Сортировка' };
    await tab.focus(sort);
    await tab.press('ArrowDown');
    await tab.waitForProperty(sort, 'value', 'PRICE_ASC');
    const prices = `$.findAll({ css: '[part~="row"] [part~="price"]' }).map((cell) => Number($.textOf(cell).replace(/[^\\d,]/g, '').replace(',', '.')))`;
    await tab.until(
      `((prices) => prices.length === 50 && prices.every((price, index) => index === 0 || prices[index - 1] <= price))(${prices})`,
      'the rows cheapest first',
    );

    // Scrolled to the end, half a window at a time: page 2 comes and is drawn.
    await tab.until(
      `$.findAll({ css: '[part~="row"]' }).length >= 100 || (scrollBy(0, innerHeight / 2), false)`,
      'page 2 drawn',
    );
    // The first row of page 2 that can be ordered (some have too few in stock for their multiple).
    const id = await tab.run<string>(
      `$.findAll({ css: '[data-page="2"] [part~="row"]' }).find((row) => !/Нет в наличии/.test($.textOf(row)))?.dataset.productId`,
    );
    const chosen: Target = { css: `[data-page="2"] [part~="row"][data-product-id="${id}"]` };
    await tab.click({ role: 'button', name: /^В корзину/, within: chosen });
    await tab.waitFor({ role: 'button', name: /^В корзине/, within: chosen });
    await tab.waitForText(badgeCount(), /^4$/);
    const lines = (await site.state('demo')).lines;
    assert.ok(
      lines.some((line) => String(line.productId) === id),
      `product ${id} added`,
    );
    await noErrors(tab, 'the section');
  },
};

const basket: Journey = {
  name: 'the basket: a quantity edit, a delete, express delivery with a typed phone, the order and its number',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    await tab.goto(site.url('/basket/'));
    const line: Target = { css: '[part="line"]' };
    await tab.waitFor({ ...line, nth: 2 });
    const before = (await site.state('demo')).lines;

    await tab.click({ role: 'button', name: /^Увеличить количество/ });
    await until(
      () => site.state('demo'),
      (state) => state.lines.some((one, index) => one.quantity > (before[index]?.quantity ?? 0)),
      'the quantity raised on the server',
    );
    await tab.click({ role: 'button', name: /^Удалить/, nth: -1 });
    await until(
      () => site.state('demo'),
      (state) => state.lines.length === 2,
      'a line deleted on the server',
    );
    await tab.until(`$.findAll({ css: '[part="line"]' }).length === 2`, 'two lines left');

    await tab.click({ role: 'radio', name: /Экспресс-доставка/ });
    await tab.typeInto({ role: 'textbox', name: /^Контактное лицо/ }, 'Иван Петров');
    const phone: Target = { role: 'textbox', name: /^Телефон/ };
    await tab.typeInto(phone, '4732000012');
    await tab.waitForProperty(phone, 'value', '+7 473 200-00-12');

    // The page and the widgets' own parts (the totals, the order button) write in one face.
    const faces = await tab.run<string[]>(
      `[document.body, $.find({ css: '[part~="total"]' }), $.find({ role: 'button', name: 'Оформить заказ' })].map((element) => getComputedStyle(element).fontFamily)`,
    );
    assert.deepEqual(new Set(faces).size, 1, `one face: ${faces.join(' | ')}`);

    const orders = (await site.state('demo')).orders.length;
    await tab.click({ role: 'button', name: 'Оформить заказ' });
    const placed = await tab.waitForText({ css: '[part~="notice"]' }, /^Заказ № \d+ оформлен\.$/);
    const state = await site.state('demo');
    assert.equal(state.orders.length, orders + 1);
    assert.equal(state.orders.at(-1)?.number, /№ (\d+)/.exec(placed)?.[1]);
    assert.deepEqual(state.lines, []);
    await tab.waitFor({ css: '*', name: 'Ваша корзина пуста.' });
    await noErrors(tab, 'the basket');
  },
};

const spreadsheet: Journey = {
  name: 'order from a spreadsheet: a file LibreOffice wrote, its review, added',
  async run(tab, site) {
    await signIn(tab, site, 'basic');
    await tab.goto(site.url('/personal/excel2basket/'));
    await tab.waitFor({ role: 'button', name: 'Загрузить' });
    await tab.upload(
      { css: 'input[type="file"]' },
      fileURLToPath(new URL('../../demo-api/upload/fixtures/order.ods', import.meta.url)),
    );
    await tab.waitFor({ css: '*', name: /order\.ods/ });
    await tab.click({ role: 'button', name: 'Загрузить' });
    await tab.waitFor({ role: 'button', name: 'Добавить в корзину' });
    await tab.waitFor({ role: 'rowheader', name: 'NOPE-404' });
    assert.equal(
      plain(await tab.text({ role: 'status', name: /^Будет добавлено/ })),
      'Будет добавлено строк: 4 из 7.',
    );
    assert.deepEqual((await site.state('basic')).lines, [], 'nothing added before the client confirms');
    await tab.click({ role: 'button', name: 'Добавить в корзину' });
    await tab.waitFor({ css: '*', name: /^Товары добавлены в корзину: 4\./ });
    assert.equal((await site.state('basic')).lines.length, 4);
    await noErrors(tab, 'the order from a file');
  },
};

const partner: Journey = {
  name: "the partner's page on its own origin: a car, a set, В корзину, the event reaches the page",
  async run(tab, site) {
    await tab.goto(`${site.partnerUrl}/embed/partner.html`);
    await tab.waitFor({ role: 'img', name: 'Коврики EVA для вашего автомобиля' });
    // A closed select takes the first letters of an option, as it does for any keyboard user.
    for (const [label, option] of [
      ['Марка', 'Toyota'],
      ['Модель', 'Camry'],
      ['Кузов и год выпуска', 'XV70'],
    ] as const) {
      const select: Target = { role: 'combobox', name: label };
      await tab.until(`$.find(${JSON.stringify(select)})?.disabled === false`, `${label} to choose`);
      await tab.focus(select);
      await tab.type(option);
      await tab.until(
        `$.find(${JSON.stringify(select)}).selectedOptions[0]?.textContent.startsWith(${JSON.stringify(option)})`,
        `${option} chosen`,
      );
    }
    const set: Target = { role: 'group', name: 'Комплектация' };
    // The car's set and prices in, as a visitor sees them before choosing.
    await tab.waitFor(set);
    await tab.settled();
    await tab.click({ role: 'checkbox', name: /^Передние коврики/, within: set });
    await tab.waitForUrl(/\/c1cwzy5i\//);
    await tab.click({ role: 'button', name: 'В корзину' });
    await tab.waitFor({ css: '*', name: /^В корзине партнёра: 1\.$/ });
    const detail = JSON.parse(await tab.text({ css: '#partner-event' })) as Record<string, unknown>;
    assert.equal(detail.type, 'constructor');
    assert.equal(detail.autoname, 'Toyota Camry XV70 (2017–2024)');
    await noErrors(tab, "the partner's page");
  },
};

const hotspot = (code: string): Target => ({ css: `[part~="hotspot"][data-code="${code}"]` });

const vin: Journey = {
  name: 'the VIN catalogue: a VIN, a group, a unit, a callout by click and by keyboard',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    await tab.goto(site.url('/laximo-catalogs/'));
    const main: Target = { role: 'main' };
    await tab.typeInto({ role: 'textbox', name: 'VIN или номер кузова', within: main }, 'XW8ZZZ61ZBG123456');
    await tab.click({ role: 'button', name: 'Найти', within: main });
    await tab.waitForUrl(/\/laximo-vin\/XW8ZZZ61ZBG123456\/$/);
    await tab.click({ role: 'link', name: 'VW Polo 6R1' });
    await tab.typeInto({ role: 'searchbox', name: 'Поиск по группам' }, 'колодки');
    await tab.click({ role: 'link', name: 'Тормозные колодки передние' });
    await tab.click({ role: 'link', name: 'Тормозной механизм передний' });
    await tab.waitForUrl(/\/laximo-unit\/VW201911\/401\/3101\/311\/30\/[\w-]+\/\?coi=2$/);

    await tab.click(hotspot('7'));
    await tab.until(
      `$.find(${JSON.stringify(hotspot('7'))}).getAttribute('aria-pressed') === 'true'`,
      'callout 7 locked',
    );
    const chooser: Target = { role: 'dialog', name: 'Позиция 7 на схеме' };
    await tab.click({ role: 'button', name: /Щиток тормозного диска/, within: chooser });
    await tab.until(
      `(() => {
        const row = $.find({ css: 'tr[data-code="7"]' })?.getBoundingClientRect();
        return row !== undefined && row.top >= 0 && row.bottom <= innerHeight;
      })()`,
      "the callout's row in sight",
    );

    // The hotspots are one Tab stop after the zoom buttons; an arrow moves to the next, Enter locks it.
    const focusedCode = `$.focused()?.closest('[part~="hotspot"]')?.dataset.code`;
    await tab.focus({ role: 'button', name: 'Увеличить' });
    await tab.press('Tab');
    const first = await tab.until<string>(focusedCode, 'a callout focused');
    await tab.press('ArrowRight');
    const next = await tab.until<string>(
      `${focusedCode} !== ${JSON.stringify(first)} && ${focusedCode}`,
      'the next callout focused',
    );
    await tab.press('Enter');
    await tab.until(
      `$.findAll(${JSON.stringify(hotspot(next))}).every((spot) => spot.getAttribute('aria-pressed') === 'true')`,
      `callout ${next} locked`,
    );
    await noErrors(tab, 'the VIN unit');
  },
};

const account: Journey = {
  name: 'a date typed key by key in an account filter; a route change moves the focus',
  async run(tab, site) {
    await signIn(tab, site, 'demo');
    await tab.goto(site.url('/personal/sverka/'));
    await tab.waitFor({ css: '*', name: /^Сальдо на \d\d\.\d\d\.\d{4}:/ });
    const from: Target = { role: 'textbox', name: /^Дата с/ };
    const to: Target = { role: 'textbox', name: /^Дата по/ };
    await clearBox(tab, from);
    await tab.type('01012020');
    await tab.waitForProperty(from, 'value', '01.01.2020');
    await clearBox(tab, to);
    await tab.type('31122020');
    await tab.waitForProperty(to, 'value', '31.12.2020');
    await tab.click({ role: 'button', name: 'Показать' });
    await tab.waitFor({ css: '*', name: 'Сальдо на 31.12.2020: 0,00 ₽' });
    await tab.waitFor({
      css: '*',
      name: 'Данных, удовлетворяющих вашим условиям не найдено. Попробуйте изменить условия фильтрации.',
    });

    await tab.click({ role: 'link', name: 'Акции' });
    await tab.waitForUrl(/\/opt\/actions\/$/);
    await tab.until(
      `(() => { const focus = $.describe($.focused()); return focus?.tag === 'h1' && /Акции/.test(focus.name); })()`,
      'the new page heading focused',
    );
    await noErrors(tab, 'the account pages');
  },
};

export const JOURNEYS: Journey[] = [
  cmsPage,
  cmsOrigin,
  session,
  section,
  basket,
  spreadsheet,
  partner,
  vin,
  account,
];

/** Reads the demo server until `done` holds, for up to 30 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    assert.ok(Date.now() < deadline, `${what}: not within 30 s (last: ${JSON.stringify(value)})`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

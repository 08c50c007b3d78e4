import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { placesAsPageLoads } from './placement.ts';
import {
  type Harness,
  picturesSettled,
  screenshot,
  settle,
  signedInAt,
  signedInPage,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

/** Every list and detail route of the issue, with a heading it must show. */
const PAGES: readonly { path: string; heading: string; name: string }[] = [
  { path: '/', heading: 'Новые возможности портала', name: 'home' },
  { path: '/opt/actions/', heading: 'Акции', name: 'promotions' },
  { path: '/opt/actions/bosch-brakes/', heading: 'Скидка 10% на тормозные колодки BOSCH', name: 'promotion' },
  { path: '/opt/news/', heading: 'Новости', name: 'news' },
  { path: '/opt/news/403/', heading: 'График работы в праздничные дни', name: 'news-item' },
  { path: '/opt/info/', heading: 'Полезная информация', name: 'info' },
  { path: '/opt/info/brake-pads-choice/', heading: 'Как подобрать тормозные колодки', name: 'info-item' },
  { path: '/opt/brands/', heading: 'Бренды', name: 'brands' },
  { path: '/opt/brands/fenox/', heading: 'FENOX', name: 'brand' },
  { path: '/opt/about/', heading: 'О компании', name: 'about' },
  { path: '/opt/contacts/', heading: 'Контакты', name: 'contacts' },
  { path: '/opt/delivery/', heading: 'Доставка', name: 'delivery' },
  { path: '/opt/instructions/', heading: 'Инструкции', name: 'instructions' },
  { path: '/opt/docs/', heading: 'Условия сотрудничества', name: 'terms' },
  { path: '/opt/price/', heading: 'Прайс-листы и ПО', name: 'price-lists' },
  { path: '/404/', heading: '404', name: 'not-found' },
];

/** The home page's news block, under the slider. */
const NEWS = '[aria-labelledby="home-news"]';

const topMenu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' });
const footer = (page: Page) => page.getByRole('navigation', { name: 'Информация' });

/**
 * The header's calls on /404/ (a page with no backend.page.json of its own), the first `times` of
 * them answered by `answer`: a late call of the page before cannot take the fault.
 */
async function onNotFoundHeaderCall(page: Page, times: number, answer: (route: Route) => Promise<void>) {
  let left = times;
  await page.route('**/rest/backend.page.json', (route) => {
    if (left === 0 || new URL(route.request().frame().url()).pathname !== '/404/') return route.fallback();
    left -= 1;
    return answer(route);
  });
}

describe('the shell and the content pages, signed in', () => {
  test('every list and detail route renders, passes axe, at 1280 and 390 px', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading, name } of PAGES) {
        await page.goto(harness.url(path));
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        // Pictures, server HTML and carousels settle before the check and the picture.
        await settle(page);
        await picturesSettled(page);
        assert.deepEqual(await seriousA11yViolations(page), [], `${path} at ${width}`);
        await screenshot(page, `${name}-${width === 1280 ? 'desktop' : 'mobile'}`);
      }
    }
    await context.close();
  });

  test("nothing on the home page moves as the slider's pictures and server HTML arrive, on a phone and at 1280 px", async () => {
    const places = await placesAsPageLoads(harness, '/', NEWS, async (page) => {
      await page.getByText('До конца месяца — специальные цены на колодки').first().waitFor();
      await picturesSettled(page);
    });
    for (const { width, first, now } of places) {
      assert.ok(first, 'the news block was seen arriving');
      assert.deepEqual(now, first, `the news block at ${width} px`);
    }
  });

  test('a list pages on, its items lead to their details, running promotions only', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/opt/actions/');
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await cards.first().waitFor();
    assert.equal(await cards.count(), 15);
    assert.equal(
      await page.getByText('Распродажа одного дня').count(),
      0,
      'an ended promotion is not listed',
    );
    await page.getByRole('link', { name: 'Страница 2' }).click();
    await page.waitForURL(/\/opt\/actions\/\?page=2$/);
    await page.getByRole('link', { name: 'Страница 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    assert.ok((await cards.count()) >= 1);

    await page.goto(harness.url('/opt/news/'));
    await page.getByRole('link', { name: 'Открыт новый склад в Липецке' }).click();
    await page.waitForURL(/\/opt\/news\/401\/$/);
    await page.getByRole('heading', { name: 'Открыт новый склад в Липецке' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'самовывоз со склада' }).waitFor();
    await page.getByRole('img', { name: 'Новый склад в Липецке' }).waitFor();
    await context.close();
  });

  test('a detail with no content, and an unknown route, show the 404 page', async () => {
    const { context, page } = await signedInPage(harness);
    for (const path of [
      '/opt/news/9999/',
      '/opt/actions/no-such-promotion/',
      '/opt/brands/nothing/',
      '/opt/info/x/',
    ]) {
      await page.goto(harness.url(path));
      await page.waitForURL(/\/404\/$/);
      await page.getByText('Страница не найдена', { exact: true }).waitFor();
    }
    await page.goto(harness.url('/no/such/page'));
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await page.waitForURL(harness.url('/'));
    await context.close();
  });

  test('the header menus, the catalogue drop-down, the account menu and the footer work at 1280 px', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.getByRole('link', { name: '+7 (473) 260-44-10' }).first().waitFor();
    await page.getByText('Оптовый поставщик автозапчастей', { exact: true }).waitFor();
    await page.getByText('Пн–Чт 8:00–17:00, Пт 8:00–15:45, Сб–Вс выходной').first().waitFor();

    // The server's top menu replaces the defaults, in ITEM_INDEX order.
    await topMenu(page).getByRole('link', { name: 'Новинки' }).waitFor();
    assert.deepEqual(await topMenu(page).getByRole('link').allTextContents(), [
      'Новинки',
      'Тренды',
      'Хиты',
      'Акции',
      'Новости',
      'Доставка',
      'EVA коврики',
      'Поиск по VIN',
    ]);
    await topMenu(page).getByRole('link', { name: 'Доставка' }).click();
    await page.waitForURL(/\/opt\/delivery\/$/);
    // Keyboard: Tab to a town shows its schedule.
    await page.getByRole('button', { name: 'Воронеж' }).focus();
    await page.keyboard.press('Tab');
    await page
      .getByRole('region', { name: 'График доставки' })
      .getByRole('heading', { name: 'Лиски' })
      .waitFor();
    // The schedule table is a Tab stop only while it is wider than its box and so scrolls.
    const schedule = page.getByRole('figure', { name: 'График доставки' });
    await page.waitForFunction(
      () => !document.querySelector('figure[aria-label="График доставки"][tabindex]'),
    );
    await schedule.evaluate((box) => {
      box.style.width = '200px';
    });
    await page.waitForFunction(
      () => document.querySelector('figure[aria-label="График доставки"]')?.getAttribute('tabindex') === '0',
    );

    // The catalogue drop-down: two levels, closed again by the page it opens.
    const catalogue = page.getByRole('button', { name: 'Каталог' });
    await catalogue.click();
    const panel = page.getByRole('navigation', { name: 'Каталог' });
    await panel.getByRole('link', { name: 'Масляные' }).click();
    await page.waitForURL(/\/catalog\/21$/);
    await panel.waitFor({ state: 'detached' });

    // The account menu with the personal manager, closed by the page it opens.
    await page.goto(harness.url('/opt/instructions/'));
    await page.getByRole('button', { name: 'Иван Петров' }).click();
    const manager = page.getByRole('region', { name: 'Ваш персональный менеджер' });
    await manager.getByText('Ольга Сергеевна Кузнецова').waitFor();
    assert.equal(
      await manager.getByRole('link', { name: '+7 (473) 260-44-10 доб. 215' }).getAttribute('href'),
      'tel:+74732604410,215',
    );
    await screenshot(page, 'account-menu-desktop');
    await page.getByRole('link', { name: 'Заказы' }).click();
    await page.waitForURL(/\/personal\/orderlist\/$/);
    await manager.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Баланс' }).click();
    await page.waitForURL(/\/personal\/sverka\/$/);

    // The footer: menurest.list.json in ITEM_INDEX order, the year and the city.
    assert.deepEqual(await footer(page).getByRole('link').allTextContents(), [
      'Инструкции',
      'Бренды',
      'О компании',
      'Контакты',
      'Прайс-листы и ПО',
      'Полезная информация',
      'Условия сотрудничества',
    ]);
    await page.getByText(`© ${new Date().getFullYear()} Автодеталь, Воронеж`).waitFor();
    await footer(page).getByRole('link', { name: 'Бренды' }).click();
    await page.waitForURL(/\/opt\/brands\/$/);
    await context.close();
  });

  test("a catalogue menu that could not load says so and offers 'Повторить'", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await onNotFoundHeaderCall(page, 1, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(harness.url('/404/'));
    await page.getByRole('button', { name: 'Каталог' }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог' });
    await menu.getByRole('alert').filter({ hasText: 'Произошла ошибка.' }).waitFor();
    await menu.getByRole('button', { name: 'Повторить' }).click();
    await menu.getByRole('link', { name: 'Тормозная система' }).waitFor();
    assert.equal(await menu.getByRole('alert').count(), 0);
    await context.close();
  });

  test("the catalogue menu and the burger say 'Загрузка…' while the header's data is on its way", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    // Each width's header call is held until the test has seen 'Загрузка…'.
    let loadingSeen = Promise.resolve();
    let seen = () => {};
    await onNotFoundHeaderCall(page, 2, async (route) => {
      await loadingSeen;
      await route.fallback();
    });
    // The drop-down links a section; the burger opens its level with a button.
    for (const { width, opener, section } of [
      { width: 1280, opener: 'Каталог', section: 'link' },
      { width: 390, opener: 'Открыть меню', section: 'button' },
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      loadingSeen = new Promise((resolve) => {
        seen = resolve;
      });
      await page.goto(harness.url('/404/'));
      await page.getByRole('button', { name: opener }).click();
      const catalogue = page.getByRole('navigation', { name: 'Каталог' });
      await catalogue.getByRole('status').filter({ hasText: 'Загрузка…' }).waitFor();
      seen();
      await catalogue.getByRole(section, { name: 'Тормозная система' }).waitFor();
      assert.equal(await catalogue.getByRole('status').count(), 0, `at ${width} px`);
    }
    await context.close();
  });

  test('from 320 px up nothing in the header overlaps, with a six-digit basket total too', async () => {
    await harness.control('reset');
    // The demo client's first line costs 2 590 ₽; at 99 999 ₽ its basket totals over 200 000 ₽.
    await harness.control('product', { productId: 1001, price: 99_999 });
    const { context, page } = await signedInPage(harness, 'demo');
    for (const width of [320, 360, 390, 414, 767]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      const header = page.locator('header').first();
      const pieces = {
        burger: header.getByRole('button', { name: 'Открыть меню' }),
        brand: header.getByRole('link', { name: /АВТОДЕТАЛЬ/ }),
        basket: header.getByRole('link', { name: /Корзина/ }),
        search: header.getByRole('combobox', { name: 'Поиск запчастей' }),
        find: header.getByRole('button', { name: 'Найти' }),
      };
      await pieces.basket.getByText(/\d{3}\s\d{3},00/).waitFor();
      const boxes = await Promise.all(
        Object.entries(pieces).map(async ([name, piece]) => ({ name, box: await piece.boundingBox() })),
      );
      for (const [index, { name, box }] of boxes.entries()) {
        assert.ok(box, `${name} shows at ${width} px`);
        assert.ok(box.x >= 0 && box.x + box.width <= width, `${name} within the ${width} px window`);
        for (const other of boxes.slice(index + 1)) {
          assert.ok(other.box);
          const apart =
            box.x + box.width <= other.box.x ||
            other.box.x + other.box.width <= box.x ||
            box.y + box.height <= other.box.y ||
            other.box.y + other.box.height <= box.y;
          assert.ok(apart, `${name} and ${other.name} overlap at ${width} px`);
        }
      }
      // The brand's name is whole: not cut by its box.
      const brandName = pieces.brand.getByText('АВТОДЕТАЛЬ', { exact: true });
      assert.ok(
        await brandName.evaluate((name) => name.scrollWidth <= name.clientWidth + 1),
        `brand whole at ${width}`,
      );
    }
    await screenshot(page, 'header-767');
    await harness.control('reset');
    await context.close();
  });

  test('at 390 px the burger holds the menus, the catalogue levels and the account panel', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await page.getByRole('combobox').first().waitFor();
    assert.equal(await topMenu(page).first().isVisible(), false);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('link', { name: 'Воздушные' }).waitFor();
    await page.getByRole('region', { name: 'Ваш персональный менеджер' }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'burger-mobile');
    await page.getByRole('link', { name: 'Воздушные' }).click();
    await page.waitForURL(/\/catalog\/22$/);
    await page.getByRole('button', { name: 'Открыть меню' }).waitFor();

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Акции' })
      .click();
    await page.waitForURL(/\/opt\/actions\/$/);
    await page
      .getByRole('navigation', { name: 'Информация' })
      .getByRole('link', { name: 'Контакты' })
      .click();
    await page.waitForURL(/\/opt\/contacts\/$/);
    await context.close();
  });
});

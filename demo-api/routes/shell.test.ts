import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { DEMO_BASKET_FIGURES } from '../data/baskets';
import { post, signIn } from '../test-support';

const app = createDemoApi({ products: 200 });
const pageFields = { isAuth: 'Y', MENU_TYPE: 'top.front', FILE_PATH: '/', MENU_DIR: '/opt/', page: 'main' };

interface PageAnswer {
  result: {
    current_user: { LOGIN: string } | null;
    header: {
      top_menu: { TEXT: string; LINK: string; ITEM_INDEX: number; ADD_PARAMS: object }[];
      catalog_menu: {
        ID: string;
        NAME: string;
        src_icon: string;
        second_level?: { ID: string; NAME: string }[];
      }[];
      basket_count_data: { count: number; price: number };
    };
    page: Record<string, unknown[]> | null;
  };
}

const page = async (fields: Record<string, string>, token?: string): Promise<PageAnswer> =>
  (await (await post(app, '/rest/backend.page.json', fields, token)).json()) as PageAnswer;

describe('POST /rest/backend.page.json', () => {
  it('serves an anonymous visitor the default menu and an empty badge', async () => {
    const { result } = await page(pageFields);
    expect(result.current_user).toBeNull();
    expect(result.header.basket_count_data).toEqual({ count: 0, price: 0 });
    expect(result.header.top_menu).toEqual([
      { TEXT: 'Акции', LINK: '/opt/actions/', ITEM_INDEX: 0, ADD_PARAMS: {} },
      { TEXT: 'Новости', LINK: '/opt/news/', ITEM_INDEX: 1, ADD_PARAMS: {} },
      { TEXT: 'Доставка', LINK: '/opt/delivery/', ITEM_INDEX: 2, ADD_PARAMS: {} },
      { TEXT: 'EVA коврики', LINK: '/opt/carpetelli/', ITEM_INDEX: 3, ADD_PARAMS: {} },
      { TEXT: 'Поиск по VIN', LINK: '/laximo-catalogs/', ITEM_INDEX: 4, ADD_PARAMS: {} },
    ]);
  });

  it('builds the two-level catalogue menu from the sections', async () => {
    const { result } = await page(pageFields);
    const menu = result.header.catalog_menu;
    expect(menu.length).toBeGreaterThanOrEqual(8);
    expect(menu.find((item) => item.NAME === 'Фильтры')).toEqual({
      ID: '20',
      NAME: 'Фильтры',
      src_icon: '/demo-assets/sections/filters.svg',
      second_level: [
        { ID: '21', NAME: 'Масляные' },
        { ID: '22', NAME: 'Воздушные' },
        { ID: '23', NAME: 'Салонные' },
        { ID: '24', NAME: 'Топливные' },
      ],
    });
  });

  it('answers the home page data for page=main', async () => {
    const { result } = await page(pageFields);
    expect(Object.keys(result.page ?? {})).toEqual(['main_banners', 'news', 'portalNews', 'catalog_list']);
    expect(result.page?.main_banners?.[0]).toEqual({
      ID: expect.any(String),
      NAME: expect.any(String),
      PREVIEW_TEXT: expect.any(String),
      PROPERTY_LINK_VALUE: expect.any(String),
      BANNER_PATH: expect.stringMatching(/^\/demo-assets\//),
      PREVIEW_PICTURE_PATH: expect.stringMatching(/^\/demo-assets\//),
    });
    expect(result.page?.news?.[0]).toEqual({
      ID: expect.any(String),
      CODE: expect.any(String),
      NAME: expect.any(String),
      PREVIEW_TEXT: expect.any(String),
      PREVIEW_PICTURE_PATH: expect.any(String),
    });
    expect(result.page?.catalog_list).toContainEqual({
      ID: '10',
      NAME: 'Тормозная система',
      UF_SVG_ICON: '/demo-assets/sections/brakes.svg',
    });
  });

  it('answers page null for a page it does not know, or none', async () => {
    expect((await page({ ...pageFields, page: 'nonexistent' })).result.page).toBeNull();
    expect((await page({ ...pageFields, page: 'toString' })).result.page).toBeNull();
    expect((await page({ isAuth: 'N' })).result.page).toBeNull();
  });

  it('serves a client their user, menu and basket badge', async () => {
    const { access_token } = await signIn(app);
    const { result } = await page(pageFields, access_token);
    expect(result.current_user?.LOGIN).toBe('demo');
    expect(result.header.basket_count_data).toEqual(DEMO_BASKET_FIGURES);
    expect(result.header.top_menu.map((item) => item.TEXT)).toEqual(
      expect.arrayContaining(['Новинки', 'Акции', 'Поиск по VIN']),
    );
  });

  it('refuses a bad or expired token instead of treating the call as anonymous', async () => {
    const forged = await post(app, '/rest/backend.page.json', pageFields, 'forged');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'invalid_token' });

    const clock = { now: Date.UTC(2024, 10, 20, 9, 0) };
    const expiring = createDemoApi({ products: 200, accessTtlSeconds: 1, now: () => clock.now });
    const { access_token } = await signIn(expiring);
    clock.now += 1000;
    const expired = await post(expiring, '/rest/backend.page.json', pageFields, access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'expired_token' });
  });
});

describe('POST /rest/backend.basket_count.json', () => {
  it('answers the badge figures of the caller, zero when anonymous', async () => {
    const { access_token } = await signIn(app, 'demo');
    expect(
      await (await post(app, '/rest/backend.basket_count.json', { isAuth: 'Y' }, access_token)).json(),
    ).toEqual({
      result: { header: { basket_count_data: DEMO_BASKET_FIGURES } },
    });
    expect(await (await post(app, '/rest/backend.basket_count.json')).json()).toEqual({
      result: { header: { basket_count_data: { count: 0, price: 0 } } },
    });
  });
});

describe('unknown /rest/ methods', () => {
  it('answer 404 with the error shape', async () => {
    const response = await post(app, '/rest/backend.nothing.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

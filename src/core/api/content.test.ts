import { createFakeFetch, json, onTestPortal, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { loadAboutPage, loadContactManagers, loadDeliveryMap } from './company';
import { loadContentDetail, loadContentPage } from './content';
import { loadLandingPage, suggestCompanies } from './landing';
import { loadFooterMenu, loadHomePage, loadShellHeader } from './shell';
import type {
  WireAboutPage,
  WireAnswer,
  WireCompanySuggestions,
  WireContactsPage,
  WireContentDetail,
  WireContentPage,
  WireDeliveryMap,
  WireHomePage,
  WireLandingPage,
} from './wire-types';

function signedIn(route: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { api: session.api, session, calls: fake.calls };
}

const page = (value: unknown) => json(200, { result: { current_user: null, header: null, page: value } });

onTestPortal();

describe('content lists and details', () => {
  it('asks a page of promotions from today and reads its items', async () => {
    const { api, calls } = signedIn(() =>
      page({
        total: 18,
        items: [
          {
            ID: 601,
            CODE: 'bosch-brakes',
            NAME: 'Скидка 10%',
            PREVIEW_TEXT: '<p>До конца месяца</p>',
            PREVIEW_PICTURE_PATH: '/demo-assets/promotions/601.svg',
            ACTIVE_FROM: '13.11.2026',
            ACTIVE_TO: '30.11.2026',
          },
        ],
      } satisfies WireContentPage),
    );
    const result = await loadContentPage(api, 'promotions', 2, {
      today: new Date(Date.UTC(2026, 10, 23, 9)),
    });
    expect(calls[0]).toEqual({
      path: '/rest/backend.page.json',
      token: 'a1',
      form: { isAuth: 'Y', page: 'actions', start: '2', limit: '15', 'filter[>ACTIVE_TO]': '23.11.2026' },
    });
    expect(result).toEqual({
      total: 18,
      pages: 2,
      items: [
        {
          id: '601',
          code: 'bosch-brakes',
          name: 'Скидка 10%',
          previewHtml: '<p>До конца месяца</p>',
          picture: 'https://portal.test/demo-assets/promotions/601.svg',
          date: '13.11.2026',
          activeTo: '30.11.2026',
        },
      ],
    });
  });

  it('reads a detail, and no content (null, false or []) as none', async () => {
    const { api, calls } = signedIn(() =>
      page({
        ID: '401',
        NAME: 'Склад',
        DETAIL_TEXT: '<ul><li>a</li></ul>',
        DETAIL_PICTURE_PATH: '',
      } satisfies WireContentDetail),
    );
    expect(await loadContentDetail(api, 'news', '401')).toMatchObject({
      id: '401',
      detailHtml: '<ul><li>a</li></ul>',
      detailPicture: null,
      activeTo: null,
    });
    expect(calls[0]?.form).toEqual({ isAuth: 'Y', page: 'detail_news', 'filter[ID]': '401' });
    for (const none of [null, false, []]) {
      const empty = signedIn(() => page(none));
      expect(await loadContentDetail(empty.api, 'brands', 'x')).toBeNull();
      expect(empty.calls[0]?.form).toEqual({
        isAuth: 'Y',
        page: 'detail',
        type: 'listbrands',
        'filter[CODE]': 'x',
      });
    }
  });

  it('sends an invalid token of a content page to the landing page', async () => {
    const { api, session } = signedIn(() => json(401, { error: 'invalid_token' }));
    const redirects: string[] = [];
    session.onRedirect(({ path }) => redirects.push(path));
    await expect(loadContentPage(api, 'news', 1, { today: new Date() })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(redirects).toEqual(['/unauth/']);
  });

  it("sends an invalid token of the portal news, the account area's, to the login page", async () => {
    const { api, session } = signedIn(() => json(401, { error: 'invalid_token' }));
    const redirects: string[] = [];
    session.onRedirect(({ path }) => redirects.push(path));
    await expect(loadContentDetail(api, 'portalNews', 'new-vin', undefined)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    // The page arrived at the login page (the host clears the redirect then): the next call asks anew.
    session.$redirect.set(null);
    await expect(loadContentPage(api, 'portalNews', 1, { today: new Date() })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(redirects).toEqual(['/login/', '/login/']);
  });
});

describe('shell calls', () => {
  it('reads the top menu in ITEM_INDEX order with its hints, and the catalogue', async () => {
    const { api, calls } = signedIn(() =>
      json(200, {
        result: {
          header: {
            top_menu: [
              { TEXT: 'Акции', LINK: '/opt/actions/', ITEM_INDEX: 3, ADD_PARAMS: { CLASS: 'accent' } },
              { TEXT: 'Новинки', LINK: '/opt/novinki/', ITEM_INDEX: '0', ADD_PARAMS: [] },
            ],
            catalog_menu: [
              {
                ID: 10,
                NAME: 'Тормозная система',
                src_icon: '',
                second_level: [{ ID: 11, NAME: 'Колодки' }],
              },
            ],
          },
        },
      }),
    );
    const header = await loadShellHeader(api, '/opt/news/');
    expect(calls[0]?.form).toEqual({
      isAuth: 'Y',
      MENU_TYPE: 'top.front',
      FILE_PATH: '/opt/news/',
      MENU_DIR: '/opt/',
    });
    expect(header.topMenu).toEqual([
      { text: 'Новинки', link: '/opt/novinki/', index: 0, accent: false },
      { text: 'Акции', link: '/opt/actions/', index: 3, accent: true },
    ]);
    expect(header.catalogue[0]?.children).toEqual([{ id: '11', name: 'Колодки' }]);
  });

  it('reads the footer menu of menurest.list.json', async () => {
    const { api, calls } = signedIn(() =>
      json(200, { result: [{ TEXT: 'Бренды', LINK: '/opt/brands/', ITEM_INDEX: 1, ADD_PARAMS: {} }] }),
    );
    expect(await loadFooterMenu(api, '/')).toEqual([
      { text: 'Бренды', link: '/opt/brands/', index: 1, accent: false },
    ]);
    expect(calls[0]).toMatchObject({ path: '/rest/menurest.list.json', form: { MENU_TYPE: 'footer.front' } });
  });

  it('reads the home page data', async () => {
    const { api } = signedIn(() =>
      page({
        main_banners: [
          {
            ID: '301',
            NAME: 'Скидка',
            PREVIEW_TEXT: 'До конца месяца',
            PROPERTY_LINK_VALUE: '/opt/actions/bosch-brakes/',
            BANNER_PATH: '/b.svg',
            PREVIEW_PICTURE_PATH: '/p.svg',
          },
        ],
        news: [{ ID: '401', CODE: 'n', NAME: 'Склад', PREVIEW_TEXT: '', PREVIEW_PICTURE_PATH: '' }],
        catalog_list: [{ ID: '10', NAME: 'Тормозная система', UF_SVG_ICON: '/i.svg' }],
      } satisfies WireHomePage),
    );
    expect(await loadHomePage(api)).toEqual({
      banners: [
        {
          id: '301',
          name: 'Скидка',
          previewHtml: 'До конца месяца',
          link: '/opt/actions/bosch-brakes/',
          picture: 'https://portal.test/b.svg',
        },
      ],
      news: [{ id: '401', code: 'n', name: 'Склад', previewHtml: '', picture: null }],
      portalNews: [],
      categories: [{ id: '10', name: 'Тормозная система', icon: 'https://portal.test/i.svg' }],
    });
  });
});

describe('company pages', () => {
  it('reads the about page with its requisites in order', async () => {
    const { api } = signedIn(() =>
      page({
        PREVIEW_TEXT: '<p>О нас</p>',
        ADVANTAGES: [{ TITLE: '25 лет', TEXT: 'на рынке' }],
        PROPERTY_REQUISITES_INN: { VALUE: '3662045678' },
        PROPERTY_REQUISITES_NAME: { VALUE: 'ООО «Автодеталь»' },
        PROPERTY_REQUISITES_OKPO: { VALUE: '' },
        DOCS: [{ TITLE: 'ЕГРЮЛ', FILE: '/egrul.pdf' }],
      } satisfies WireAboutPage),
    );
    const about = await loadAboutPage(api);
    expect(about.requisites).toEqual([
      { label: 'Наименование', value: 'ООО «Автодеталь»' },
      { label: 'ИНН', value: '3662045678' },
    ]);
    expect(about.documents).toEqual([{ title: 'ЕГРЮЛ', file: 'https://portal.test/egrul.pdf' }]);
  });

  it('reads the contacts managers', async () => {
    const { api, calls } = signedIn(() =>
      page({
        managers: [
          {
            ID: 4811,
            NAME: 'Ольга',
            PREVIEW_TEXT: 'Менеджер',
            WORK_PHONE_VALUE: '+7 (473) 260-44-10',
            MOBILE_PHONE_VALUE: '',
            IBLOCK_SECTION_ID: 4801,
            SECTION_NAME: 'Отдел продаж',
          },
        ],
      } satisfies WireContactsPage),
    );
    expect(await loadContactManagers(api)).toEqual([
      {
        id: '4811',
        name: 'Ольга',
        position: 'Менеджер',
        workPhone: '+7 (473) 260-44-10',
        mobilePhone: '',
        sectionId: '4801',
        section: 'Отдел продаж',
      },
    ]);
    expect(calls[0]?.form).toEqual({ isAuth: 'Y', page: 'contacts' });
  });

  it('asks the delivery map of content source 14 and reads the days however PHP writes them', async () => {
    const { api, calls } = signedIn(() =>
      json(200, {
        result: {
          cities: [
            {
              id: 1,
              name: 'Воронеж',
              coords: [51.66, 39.2],
              mark: 'Воронежская область',
              days: [1, 0, 1, 0, 1, 0],
            },
            { id: '2', name: 'Лиски', coords: '50.98,39.5', days: { 1: 'Y', 2: 'N', 6: true } },
          ],
        },
      } satisfies WireAnswer<WireDeliveryMap>),
    );
    const cities = await loadDeliveryMap(api);
    expect(calls[0]).toMatchObject({
      path: '/rest/content.getdeliverymap.json',
      form: { limit: '500', iblock_id: '14', select_request: 'Y' },
    });
    expect(cities).toEqual([
      {
        id: '1',
        name: 'Воронеж',
        latitude: 51.66,
        longitude: 39.2,
        region: 'Воронежская область',
        days: [true, false, true, false, true, false],
      },
      {
        id: '2',
        name: 'Лиски',
        latitude: 50.98,
        longitude: 39.5,
        region: '',
        days: [true, false, false, false, false, true],
      },
    ]);
  });

  it('refuses a delivery map answer without its towns, rather than showing an empty map', async () => {
    const { api } = signedIn(() => json(200, { result: {} }));
    await expect(loadDeliveryMap(api)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('the landing page calls', () => {
  it('loads the landing data without a token', async () => {
    const { api, calls } = signedIn(() =>
      json(200, {
        result: {
          catalog_list: [{ ID: 10, NAME: 'Тормозная система', UF_SVG_ICON: '/i.svg' }],
          map: { cities: [] },
          brands: [{ ID: 901, src: '/b.svg' }],
          cert: [],
          news_banners: [{ ID: 301, NAME: 'Скидка', BANNER_PATH: '/b.svg' }],
          news: [{ ID: 401, NAME: 'Склад', DETAIL_TEXT: '<p>x</p>' }],
        },
      } satisfies WireAnswer<WireLandingPage>),
    );
    const landing = await loadLandingPage(api);
    expect(calls[0]).toEqual({ path: '/rest/s1/opt/unauth.landing.json', token: null, form: {} });
    expect(landing.brands).toEqual([{ id: '901', picture: 'https://portal.test/b.svg' }]);
    expect(landing.news).toEqual([
      { id: '401', name: 'Склад', picture: null, detailHtml: '<p>x</p>', detailPicture: null },
    ]);
  });

  it('asks our lookup relay for suggestions', async () => {
    const { api, calls } = signedIn(() =>
      json(200, {
        result: { suggestions: [{ name: 'ИП Смирнов', inn: '366200112233' }] },
      } satisfies WireAnswer<WireCompanySuggestions>),
    );
    expect(await suggestCompanies(api, '366200112233')).toEqual([
      { name: 'ИП Смирнов', inn: '366200112233', kpp: '' },
    ]);
    expect(calls[0]).toEqual({
      path: '/rest/company.suggest.json',
      token: null,
      form: { query: '366200112233' },
    });
  });
});

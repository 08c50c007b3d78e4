import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { DEMO_PARTNER_KEY, partnerMarkup, SECOND_PARTNER_KEY } from '../data/mat-partners';
import { matPattern, matPrices } from '../data/mats';
import { post, signIn } from '../test-support';

const partner = 'http://partner.test';
const app = createDemoApi({ products: 100, embeddingOrigins: { partner: [partner] }, control: true });

/** A form-encoded call from a page on `origin`, as a browser sends it (no preflight). */
function fromPage(origin: string, path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

interface MatsDataAnswer {
  PATTERN: { PRICES: unknown };
  model_labels: { ID: string; PRICE: number }[];
  products: { ID: string; PRICE: number }[];
}

const fail = (): never => {
  throw new Error('missing demo data');
};

const json = (response: Response) => response.json() as Promise<{ result: Record<string, unknown> }>;

describe('mat catalogue', () => {
  it('lists the models of a make, then the generations of a model', async () => {
    const { access_token } = await signIn(app);
    const models = await json(await post(app, '/rest/backend.evacarpet.json', { marka: '1' }, access_token));
    expect(models.result.model).toEqual([
      { ID: '101', UF_NAME: 'Camry' },
      { ID: '102', UF_NAME: 'RAV4' },
      { ID: '103', UF_NAME: 'Land Cruiser Prado' },
    ]);
    expect(models.result.gener).toEqual([]);
    const generations = await json(
      await post(app, '/rest/backend.evacarpet.json', { marka: '1', model: '101' }, access_token),
    );
    expect(generations.result.gener).toEqual([
      { ID: '1011', UF_NAME: 'XV50 (2011–2017)' },
      { ID: '1012', UF_NAME: 'XV70 (2017–2024)' },
    ]);
    const code = await json(
      await post(
        app,
        '/rest/backend.constructor.json',
        { marka: '1', model: '101', gener: '1012' },
        access_token,
      ),
    );
    expect(code.result).toEqual({ NUM_ARTICLE: 'EVA-01012' });
  });

  it('refuses an anonymous caller and unknown cars', async () => {
    expect((await post(app, '/rest/backend.evacarpet.json', { marka: '1' })).status).toBe(401);
    const { access_token } = await signIn(app);
    const unknown = await post(
      app,
      '/rest/backend.constructor.json',
      { marka: '1', model: '101', gener: '9' },
      access_token,
    );
    expect(unknown.status).toBe(400);
  });

  it('answers the start page and the configurator page data', async () => {
    const { access_token } = await signIn(app);
    const start = await json(
      await post(app, '/rest/backend.page.json', { page: 'eva_constructor_main' }, access_token),
    );
    expect(start.result.page).toMatchObject({
      marka: expect.arrayContaining([{ ID: '1', UF_NAME: 'Toyota' }]),
    });
    expect((start.result.page as { banners: unknown[] }).banners).toHaveLength(4);

    const data = await json(
      await post(
        app,
        '/rest/backend.page.json',
        { page: 'eva_constructor_data', dec: 'EVA-01012' },
        access_token,
      ),
    );
    const page = data.result.page as Record<string, Record<string, unknown>>;
    expect(page.PATTERN).toMatchObject({
      EVA_ARTICLE: 'EVA-01012',
      HAS_2D_OPT: true,
      HAS_3D_OPT: true,
      TRANSMISSIONS: { DATA: [{ ID: '2', NAME: 'Автоматическая (АКПП, вариатор, робот)' }] },
      TYPES: {
        DATA: {
          OPT: [
            { ID: '1', TYPE: '2D' },
            { ID: '2', TYPE: '3D' },
          ],
        },
      },
    });
    expect(page.PATTERN?.PRICES).toMatchObject({
      romb: {
        '1': { h5arfuiw: { OPT_PRICE: expect.any(Number), BASE_PRICE: expect.any(Number) } },
        UPSALE: {},
      },
    });
  });

  it('has cars without mats', async () => {
    const { access_token } = await signIn(app);
    const data = await json(
      await post(
        app,
        '/rest/backend.page.json',
        { page: 'eva_constructor_data', dec: 'EVA-04031' },
        access_token,
      ),
    );
    expect(data.result.page).toMatchObject({
      PATTERN: { NAME: 'Lada Niva Legend 2121 (1977–н.в.)', HAS_2D_OPT: false, HAS_3D_OPT: false },
    });
  });

  it('draws the preview layers of a pattern, the name plates and the banners', async () => {
    for (const path of [
      '/demo-assets/mats/preview/EVA-01012/outline.svg',
      '/demo-assets/mats/preview/EVA-01012/romb/h5arfuiw.svg',
      '/demo-assets/mats/preview/EVA-01012/sota/c1cwzy5i.svg',
      '/demo-assets/mats/preview/EVA-01012/kant/fu8qeqkk.svg',
      '/demo-assets/mats/preview/EVA-01012/bort/h5arfuiw.svg',
      '/demo-assets/mats/labels/701.svg',
      '/demo-assets/mats/heels/802-konst.svg',
      '/demo-assets/mats/banners/4.svg',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await app.request('/demo-assets/mats/preview/EVA-01012/wood/h5arfuiw.svg')).status).toBe(404);
  });
});

describe('partner keys', () => {
  it('open the mat catalogue to the partner origin only, readable by it', async () => {
    const response = await fromPage(partner, '/rest/backend.evacarpet.json', {
      marka: '2',
      partner_key: DEMO_PARTNER_KEY,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    const page = await fromPage(partner, '/rest/backend.page.json', {
      page: 'eva_constructor_data',
      dec: 'EVA-02011',
      partner_key: DEMO_PARTNER_KEY,
    });
    expect((await json(page)).result.page).toMatchObject({ PATTERN: { EVA_ARTICLE: 'EVA-02011' } });
  });

  it('answer retail prices alone, raised by the key’s markup, even to a forged Origin', async () => {
    // What curl gets when it sends the partner's Origin with the public key: no wholesale figure.
    const response = await fromPage(partner, '/rest/backend.page.json', {
      page: 'eva_constructor_data',
      dec: 'EVA-01012',
      partner_key: DEMO_PARTNER_KEY,
    });
    const body = await response.text();
    expect(body).not.toMatch(/OPT_PRICE|BASE_PRICE/);
    const page = (JSON.parse(body) as { result: { page: MatsDataAnswer } }).result.page;
    const wholesale = matPrices(matPattern('EVA-01012') ?? fail());
    const markup = partnerMarkup(DEMO_PARTNER_KEY) ?? fail();
    expect(markup).toBe(20);
    const retail = Object.fromEntries(
      Object.entries(wholesale).map(([material, groups]) => [
        material,
        Object.fromEntries(
          Object.entries(groups).map(([group, items]) => [
            group,
            Object.fromEntries(
              Object.entries(items).map(([id, price]) => [id, { PRICE: (price.OPT_PRICE * 120) / 100 }]),
            ),
          ]),
        ),
      ]),
    );
    expect(page.PATTERN.PRICES).toEqual(retail);
    expect(page.model_labels.map((item) => [item.ID, item.PRICE])).toEqual([
      ['701', 348],
      ['700', 228],
    ]);
    expect(page.products.map((item) => [item.ID, item.PRICE])).toEqual([
      ['801', 420],
      ['802', 828],
    ]);
    // The second partner's record has a markup of its own.
    expect(partnerMarkup(SECOND_PARTNER_KEY)).toBe(35);
  });

  it('are refused from another origin with a reason the page can read', async () => {
    const response = await fromPage('http://elsewhere.test', '/rest/backend.evacarpet.json', {
      marka: '2',
      partner_key: DEMO_PARTNER_KEY,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://elsewhere.test');
    expect(await response.json()).toEqual({
      error: 'partner_key_refused',
      error_description:
        'Ключ партнёра не действует на сайте http://elsewhere.test: этот сайт не указан в настройках ключа.',
    });
    // Another partner's key is bound to its own site.
    const second = await fromPage(partner, '/rest/backend.evacarpet.json', {
      marka: '2',
      partner_key: SECOND_PARTNER_KEY,
    });
    expect(second.status).toBe(403);
  });

  it('are refused when unknown, and for anything but the mat catalogue', async () => {
    const unknown = await fromPage(partner, '/rest/backend.evacarpet.json', {
      marka: '2',
      partner_key: 'pk_nope',
    });
    expect(await unknown.json()).toMatchObject({
      error_description: 'Ключ партнёра не найден. Проверьте атрибут data-partner-key на странице.',
    });
    for (const [path, fields] of [
      ['/rest/basket.list.json', {}],
      ['/rest/backend.page.json', { page: 'catalog' }],
    ] as const) {
      const response = await fromPage(partner, path, { ...fields, partner_key: DEMO_PARTNER_KEY });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({
        error_description: 'Ключ партнёра открывает только каталог ковриков.',
      });
    }
  });
});

/** A front pair and a trunk mat for the Camry XV70, 2D rhombus, as the widget sends it. */
async function camryLine(cost?: number): Promise<Record<string, string>> {
  const { access_token } = await signIn(app);
  const data = await json(
    await post(
      app,
      '/rest/backend.page.json',
      { page: 'eva_constructor_data', dec: 'EVA-01012' },
      access_token,
    ),
  );
  const prices = (
    data.result.page as {
      PATTERN: { PRICES: Record<string, Record<string, Record<string, { OPT_PRICE: number }>>> };
    }
  ).PATTERN.PRICES.romb;
  const front = prices?.['1']?.c1cwzy5i?.OPT_PRICE ?? 0;
  const trunk = prices?.UPSALE?.b6gq2slx?.OPT_PRICE ?? 0;
  return {
    type: 'constructor',
    cost: String(cost ?? front * 2 + trunk + 290),
    autoname: 'Toyota Camry XV70 (2017–2024)',
    material: 'Ромб',
    materialcolor: 'Чёрный',
    kantcolor: 'Красный',
    article: 'EVA-01012',
    materialarticle: 'romb',
    materialcolorarticle: '1',
    kantcolorarticle: '6',
    'mats[0][UF_XML_ID]': 'c1cwzy5i',
    'mats[0][QTY]': '2',
    'upsale[0][UF_XML_ID]': 'b6gq2slx',
    'upsale[0][QTY]': '1',
    'vid[0][ID]': '1',
    'transmission[0][ID]': '2',
    'productsasortiment[nametemplates][0][ID]': '701',
    'productsasortiment[nametemplates][0][QTY]': '1',
  };
}

describe('basket.add.json with type constructor', () => {
  it('adds the configured set as one line at the server’s own price', async () => {
    const { access_token } = await signIn(app, 'basic');
    const line = await camryLine();
    const response = await post(app, '/rest/basket.add.json', line, access_token);
    expect(response.status).toBe(200);
    const added = await json(response);
    expect(added.result.header).toEqual({ basket_count_data: { count: 1, price: Number(line.cost) } });
    const list = await json(await post(app, '/rest/basket.list.json', {}, access_token));
    expect(list.result.ITEMS).toMatchObject([
      {
        NAME: expect.stringMatching(
          /^Коврики EVA 2D Toyota Camry XV70 \(2017–2024\): Передние коврики × 2, Коврик в багажник, Шильдик Toyota; Ромб, чёрный, окантовка красный$/,
        ),
        PRICE: Number(line.cost),
        QTY: 1,
      },
    ]);
    // The same configuration again lands on the same line.
    await post(app, '/rest/basket.add.json', line, access_token);
    const again = await json(await post(app, '/rest/basket.list.json', {}, access_token));
    expect(again.result.ITEMS).toMatchObject([{ QTY: 2 }]);
    await post(app, '/rest/basket.clear.json', {}, access_token);
  });

  it('refuses a cost that is not the catalogue’s sum, and a signed-out caller', async () => {
    const { access_token } = await signIn(app, 'basic');
    const response = await post(app, '/rest/basket.add.json', await camryLine(100), access_token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_description: 'Цены комплекта изменились. Обновите страницу конструктора.',
    });
    expect((await post(app, '/rest/basket.add.json', await camryLine())).status).toBe(401);
    const partnerAdd = await fromPage(partner, '/rest/basket.add.json', {
      ...(await camryLine()),
      partner_key: DEMO_PARTNER_KEY,
    });
    expect(partnerAdd.status).toBe(403);
  });

  it('refuses more than 99 of a line', async () => {
    const { access_token } = await signIn(app, 'basic');
    const line = await camryLine();
    const over = await post(app, '/rest/basket.add.json', { ...line, 'mats[0][QTY]': '100' }, access_token);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      error_description: 'Не больше 99 шт. в одной позиции комплекта.',
    });
  });
});

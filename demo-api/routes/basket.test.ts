import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { DEMO_BASKET_FIGURES, SEEDED_BASKETS } from '../data/baskets';
import { loadCatalogue } from '../data/catalogue';
import { MULTIPLICITY_4_PRODUCT_ID } from '../data/featured';
import { post, signIn } from '../test-support';

interface Item {
  ID: string;
  PRODUCT_ID: string;
  NAME: string;
  PRICE: number;
  DISPLAY_PRICE: string;
  QTY: number;
  DISPLAY_SUMM: string;
  MAX_QTY: number;
  PROPS: Record<string, { VALUE: string | number }>;
}

const catalogue = loadCatalogue(200);
// Wednesday 20 November 2024, 12:00 in Voronezh: in-stock parts ship on the 21st.
const now = Date.UTC(2024, 10, 20, 9, 0);
let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 200, control: true, now: () => now });
  token = (await signIn(app, 'demo')).access_token;
});

const call = async (path: string, fields: Record<string, string> = {}, as = token) => {
  const response = await post(app, `/rest/${path}`, fields, as);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const items = async (as = token): Promise<Item[]> =>
  ((await call('basket.list.json', {}, as)).body as { result: { ITEMS: Item[] } }).result.ITEMS;
const badge = async (as = token) =>
  (
    (await call('backend.basket_count.json', {}, as)).body as {
      result: { header: { basket_count_data: unknown } };
    }
  ).result.header.basket_count_data;

describe('basket.list.json', () => {
  it('lists the seeded lines of demo with prices, stock and props', async () => {
    const list = await items();
    expect(list.map((item) => [item.PRODUCT_ID, item.QTY])).toEqual(
      (SEEDED_BASKETS.demo ?? []).map((line) => [String(line.productId), line.quantity]),
    );
    expect(list[0]).toEqual({
      ID: expect.any(String),
      PRODUCT_ID: '1001',
      NAME: 'Колодки тормозные передние VW Polo',
      PRICE: 2345.6,
      DISPLAY_PRICE: '2\u00a0345,60 ₽',
      QTY: 2,
      DISPLAY_SUMM: '4\u00a0691,20 ₽',
      MAX_QTY: 38,
      PROPS: {
        picture: { VALUE: '/demo-assets/parts/brake-pads.svg' },
        article: { VALUE: '0 986 494 524' },
        brand: { VALUE: 'BOSCH' },
        brand_title: { VALUE: 'BOSCH' },
        OLD_PRICE: { VALUE: 2590 },
        min_quan: { VALUE: 1 },
        delivery_time_formated: { VALUE: '21.11.2024' },
      },
    });
    expect(list[2]?.PROPS.min_quan).toEqual({ VALUE: 4 });
  });

  it('starts basic empty', async () => {
    expect(await items((await signIn(app, 'basic')).access_token)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await call('basket.list.json', {}, '')).body).toMatchObject({ error: 'NO_AUTH_FOUND' });
  });
});

describe('basket.add.json', () => {
  it('adds a line and answers the user and the new badge', async () => {
    const pads = catalogue.product(1002);
    const { status, body } = await call('basket.add.json', {
      productId: '1002',
      quantity: '3',
      need_user_data: 'Y',
      name: 'Колодки тормозные передние VW Polo',
      source: 'other',
      type: 'iblock',
      brand: 'TRW',
      article: 'GDB1550',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      result: {
        current_user: expect.objectContaining({ LOGIN: 'demo' }),
        header: {
          basket_count_data: {
            count: 4,
            price: Math.round((DEMO_BASKET_FIGURES.price + (pads?.price ?? 0) * 3) * 100) / 100,
          },
        },
      },
    });
    expect((await items()).at(-1)).toMatchObject({ PRODUCT_ID: '1002', QTY: 3 });
  });

  it('adds to the quantity of a product already in the basket', async () => {
    await call('basket.add.json', { productId: String(MULTIPLICITY_4_PRODUCT_ID), quantity: '8' });
    const list = await items();
    expect(list).toHaveLength(3);
    expect(list.find((item) => item.PRODUCT_ID === String(MULTIPLICITY_4_PRODUCT_ID))?.QTY).toBe(12);
  });

  it('adds nothing for a resend under the key of an addition already made, and answers the basket', async () => {
    const fields = { productId: String(MULTIPLICITY_4_PRODUCT_ID), quantity: '8', idempotency_key: 'add-1' };
    const once = await call('basket.add.json', fields);
    const twice = await call('basket.add.json', fields);
    expect(twice).toEqual(once);
    expect((await items()).find((item) => item.PRODUCT_ID === String(MULTIPLICITY_4_PRODUCT_ID))?.QTY).toBe(
      12,
    );
    await call('basket.add.json', { ...fields, idempotency_key: 'add-2' });
    expect((await items()).find((item) => item.PRODUCT_ID === String(MULTIPLICITY_4_PRODUCT_ID))?.QTY).toBe(
      20,
    );
  });

  it('keeps the catalogue and supplier payload as it came', async () => {
    const basic = (await signIn(app, 'basic')).access_token;
    const fields = { productId: '1005', quantity: '1', auth: basic, supplier_id: '7', 'extra[hash]': 'abc' };
    expect((await call('basket.add.json', fields, '')).status).toBe(200);
    const state = (await (await app.request('/__demo/state?login=basic')).json()) as {
      lines: { productId: number; quantity: number; payload: Record<string, unknown> }[];
    };
    expect(state.lines).toEqual([
      {
        id: expect.any(Number),
        productId: 1005,
        quantity: 1,
        payload: { supplier_id: '7', extra: { hash: 'abc' } },
      },
    ]);
  });

  it.each([
    ['an unknown product', { productId: '999999', quantity: '1' }],
    ['a product id that is not a number', { productId: 'abc', quantity: '1' }],
    ['no quantity', { productId: '1001' }],
    ['quantity 0', { productId: '1001', quantity: '0' }],
    ['a negative quantity', { productId: '1001', quantity: '-1' }],
    ['a fractional quantity', { productId: '1001', quantity: '1.5' }],
    ['letters for a quantity', { productId: '1001', quantity: 'два' }],
  ])('refuses %s with 400 bad_request', async (_, fields) => {
    const { status, body } = await call('basket.add.json', fields);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', error_description: expect.any(String) });
    expect(await badge()).toEqual(DEMO_BASKET_FIGURES);
  });

  it('refuses more than the stock, counting what is already in the basket', async () => {
    const { status, body } = await call('basket.add.json', { productId: '1001', quantity: '37' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'bad_request',
      error_description: 'Недостаточно товара на складе: доступно 38 шт.',
    });
    expect((await call('basket.add.json', { productId: '1001', quantity: '36' })).status).toBe(200);
  });

  it('refuses a product out of stock', async () => {
    const { body } = await call('basket.add.json', { productId: '1003', quantity: '1' });
    expect(body).toEqual({ error: 'bad_request', error_description: 'Нет в наличии.' });
  });
});

describe('basket.update.json, basket.delete.json and basket.clear.json', () => {
  it('changes a quantity and answers the badge', async () => {
    const [first] = await items();
    const { body } = await call('basket.update.json', {
      basket_item_id: first?.ID ?? '',
      basket_item_id_qty: '5',
    });
    const pads = catalogue.product(1001)?.price ?? 0;
    expect(body).toEqual({
      result: {
        success: true,
        header: {
          basket_count_data: {
            count: 3,
            price: Math.round((DEMO_BASKET_FIGURES.price + pads * 3) * 100) / 100,
          },
        },
      },
    });
    expect((await items())[0]?.QTY).toBe(5);
  });

  it('refuses an update above the stock or below 1, and an unknown item', async () => {
    const [first] = await items();
    const id = first?.ID ?? '';
    expect((await call('basket.update.json', { basket_item_id: id, basket_item_id_qty: '39' })).status).toBe(
      400,
    );
    expect((await call('basket.update.json', { basket_item_id: id, basket_item_id_qty: '0' })).status).toBe(
      400,
    );
    const unknown = await call('basket.update.json', { basket_item_id: '987654', basket_item_id_qty: '1' });
    expect(unknown).toEqual({
      status: 400,
      body: { error: 'bad_request', error_description: 'Товар не найден в корзине.' },
    });
    expect((await items())[0]?.QTY).toBe(2);
  });

  it('deletes a line', async () => {
    const [first, second, third] = await items();
    const { body } = await call('basket.delete.json', { basket_item_id: second?.ID ?? '' });
    expect(body).toMatchObject({ result: { success: true, header: { basket_count_data: { count: 2 } } } });
    expect((await items()).map((item) => item.ID)).toEqual([first?.ID, third?.ID]);
    expect((await call('basket.delete.json', { basket_item_id: second?.ID ?? '' })).status).toBe(400);
  });

  it('clears the basket', async () => {
    const { body } = await call('basket.clear.json');
    expect(body).toEqual({
      result: { success: true, header: { basket_count_data: { count: 0, price: 0 } } },
    });
    expect(await items()).toEqual([]);
  });
});

describe('baskets', () => {
  it('belong to one user each', async () => {
    const basic = (await signIn(app, 'basic')).access_token;
    await call('basket.add.json', { productId: '1002', quantity: '1' }, basic);
    await call('basket.clear.json');
    expect((await items(basic)).map((item) => item.PRODUCT_ID)).toEqual(['1002']);
    expect(await items()).toEqual([]);
  });

  it('belong to one app each', async () => {
    await call('basket.clear.json');
    const other = createDemoApi({ products: 200 });
    const otherToken = (await signIn(other, 'demo')).access_token;
    const response = await post(other, '/rest/backend.basket_count.json', {}, otherToken);
    expect(await response.json()).toEqual({ result: { header: { basket_count_data: DEMO_BASKET_FIGURES } } });
  });
});

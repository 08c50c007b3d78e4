import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 200, control: true, now: () => Date.UTC(2024, 10, 20, 9, 0) });
  token = (await signIn(app, 'demo')).access_token;
});

const call = async (path: string, fields: Record<string, string> = {}) => {
  const response = await post(app, `/rest/${path}`, fields, token);
  return { status: response.status, body: (await response.json()) as { result: Record<string, unknown> } };
};
const control = (path: string, body: unknown) =>
  Promise.resolve(
    app.request(`/__demo/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const state = async () =>
  (await (await app.request('/__demo/state?login=demo')).json()) as {
    lines: { id: number; productId: number }[];
    orders: { number: string; lines: { productId: number; price: number }[]; price: number }[];
  };
const items = async () =>
  (await call('basket.list.json')).body.result.ITEMS as {
    ID: string;
    PRODUCT_ID: string;
    PRICE: number;
    MAX_QTY: number;
  }[];
const lineIds = async () => (await items()).map((item) => item.ID);

describe('basket.checksumm.json', () => {
  it('confirms a basket whose prices did not change', async () => {
    expect((await call('basket.checksumm.json')).body).toEqual({
      result: { update: false, confirmed: true },
    });
  });

  it('reports a price switched by a test once, then shows the new price', async () => {
    await items();
    expect((await control('product', { productId: 1001, price: 2500 })).status).toBe(200);
    expect((await items())[0]?.PRICE).toBe(2345.6);
    expect((await call('basket.checksumm.json')).body).toEqual({
      result: { update: true, confirmed: false },
    });
    expect((await items())[0]?.PRICE).toBe(2500);
    expect((await call('basket.checksumm.json')).body.result).toEqual({ update: false, confirmed: true });
  });
});

describe('order.add.json', () => {
  it('creates a numbered order of the selected lines and leaves the others', async () => {
    const [first, second, third] = await lineIds();
    const { status, body } = await call('order.add.json', {
      confirmed: 'Y',
      user_description: 'Позвонить',
      'items[0]': first ?? '',
      'items[1]': third ?? '',
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({ '1': '1042', fuser_for_unchecked: expect.any(String) });
    expect(await lineIds()).toEqual([second]);
    const { orders } = await state();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      number: '1042',
      price: 6250.8,
      lines: [{ productId: 1001 }, { productId: 1010 }],
    });
  });

  it('answers a resend with the same key with the same order, and makes no second one', async () => {
    const [first] = await lineIds();
    const fields = { confirmed: 'Y', 'items[0]': first ?? '', idempotency_key: 'k-1' };
    const once = await call('order.add.json', fields);
    const twice = await call('order.add.json', fields);
    expect(twice.body).toEqual(once.body);
    expect((await state()).orders).toHaveLength(1);
  });

  it('takes an order whose answer a fault broke after the fact; the resend answers that order', async () => {
    const [first] = await lineIds();
    const fields = { confirmed: 'Y', 'items[0]': first ?? '', idempotency_key: 'k-1' };
    expect((await control('faults', { path: 'order.add.json', status: 502, after: true })).status).toBe(200);
    const lost = await post(app, '/rest/order.add.json', fields, token);
    expect(lost.status).toBe(502);
    expect(await lost.text()).toContain('502 Bad Gateway');
    const taken = await state();
    expect(taken.orders.map((order) => order.number)).toEqual(['1042']);
    expect(taken.lines.map((line) => String(line.id))).not.toContain(first);
    const resent = await call('order.add.json', fields);
    expect(resent.status).toBe(200);
    expect(Object.values(resent.body.result)).toContain('1042');
    expect((await state()).orders).toHaveLength(1);
  });

  it('adds express delivery to the total and checks its contact', async () => {
    const [first] = await lineIds();
    const bad = await call('order.add.json', {
      confirmed: 'Y',
      'items[0]': first ?? '',
      express_delivery: 'Y',
      express_contact_person: 'Иван',
      express_contact_phone: '+7 473 200',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error_description: 'Одно из полей заполнено не верно.' },
    });
    await call('order.add.json', {
      confirmed: 'Y',
      'items[0]': first ?? '',
      express_delivery: 'Y',
      express_contact_person: 'Иван',
      express_contact_phone: '+7 473 200-00-12',
    });
    expect((await state()).orders[0]?.price).toBe(2345.6 * 2 + 500);
  });

  it('refuses a line that ran out after a test zeroed its stock', async () => {
    const [first] = await lineIds();
    await control('product', { productId: 1001, stock: 0 });
    expect((await items())[0]?.MAX_QTY).toBe(0);
    const refused = await call('order.add.json', { confirmed: 'Y', 'items[0]': first ?? '' });
    expect(refused.status).toBe(400);
    expect((await state()).orders).toHaveLength(0);
  });

  it('refuses an order without lines or confirmation', async () => {
    expect((await call('order.add.json', { confirmed: 'Y' })).status).toBe(400);
    const [first] = await lineIds();
    expect((await call('order.add.json', { 'items[0]': first ?? '' })).status).toBe(400);
  });
});

describe('POST /__demo/product', () => {
  it('refuses a bad change', async () => {
    expect((await control('product', { productId: 1001, price: -1 })).status).toBe(400);
    expect((await control('product', { productId: 1001, stok: 0 })).status).toBe(400);
    expect((await control('product', { productId: 99_999_999, stock: 0 })).status).toBe(400);
  });

  it('is undone by reset', async () => {
    await control('product', { productId: 1001, stock: 0 });
    await control('reset', {});
    expect((await items())[0]?.MAX_QTY).toBe(38);
  });
});

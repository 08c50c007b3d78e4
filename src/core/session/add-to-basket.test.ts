import { createFakeFetch, json, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { addToBasket, putInBasket } from './add-to-basket';
import { createSession } from './session';

describe('addToBasket', () => {
  it('sends the payload and updates the header basket and the product quantity', async () => {
    const fake = createFakeFetch(() =>
      json(200, {
        result: { current_user: {}, header: { basket_count_data: { count: 4, price: '5120.50' } } },
      }),
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    session.$basketQuantities.set({ '17': 4 });
    await addToBasket(session, { productId: '17', quantity: 8, source: 'other', brand: 'BOSCH' });
    expect(fake.calls).toEqual([
      {
        path: '/rest/basket.add.json',
        token: 'a1',
        form: { need_user_data: 'Y', productId: '17', quantity: '8', source: 'other', brand: 'BOSCH' },
      },
    ]);
    expect(session.$headerBasket.get()).toEqual({ count: 4, price: 5120.5 });
    expect(session.$basketQuantities.get()).toEqual({ '17': 12 });
  });

  it('changes nothing when the server refuses', async () => {
    const fake = createFakeFetch(() =>
      json(400, { error: 'bad_request', error_description: 'Нет в наличии' }),
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    await expect(addToBasket(session, { productId: '17', quantity: 1 })).rejects.toMatchObject({
      serverMessage: 'Нет в наличии',
    });
    expect(session.$basketQuantities.get()).toEqual({});
    expect(session.$headerBasket.get()).toBeNull();
  });
});

describe('putInBasket', () => {
  const header = { basket_count_data: { count: 1, price: '1000' } };
  function basketServer(
    lines: { ID: string; PRODUCT_ID: string; QTY: number; MAX_QTY: number; min_quan?: number }[],
  ) {
    return createFakeFetch((call) => {
      if (call.path === '/rest/basket.list.json')
        return json(200, {
          result: {
            ITEMS: lines.map(({ min_quan, ...line }) => ({
              ...line,
              NAME: 'Колодки',
              PRICE: 10,
              PROPS: { min_quan: { VALUE: min_quan ?? 1 } },
            })),
          },
        });
      return json(200, { result: { success: true, current_user: {}, header } });
    });
  }
  function signedIn(fake: ReturnType<typeof createFakeFetch>, quantities: Record<string, number>) {
    const session = createSession(fake.fetch);
    signInWith(session);
    session.$basketQuantities.set(quantities);
    return session;
  }

  it('adds a part that is not in the basket', async () => {
    const fake = basketServer([]);
    const session = signedIn(fake, {});
    expect(await putInBasket(session, { productId: '17', quantity: 3 })).toBe('added');
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.add.json']);
    expect(session.$basketQuantities.get()).toEqual({ '17': 3 });
  });

  it('sets the line of a part in the basket to the quantity shown, never asking for more than the stock', async () => {
    // 2 of a part with stock 38 in the basket; the row set to 38 asks for 38, not 40.
    const fake = basketServer([{ ID: '5', PRODUCT_ID: '1001', QTY: 2, MAX_QTY: 38 }]);
    const session = signedIn(fake, { '1001': 2 });
    expect(await putInBasket(session, { productId: '1001', quantity: 38 })).toBe('set');
    expect(fake.calls.map(({ path, form }) => [path, form])).toEqual([
      ['/rest/basket.list.json', {}],
      ['/rest/basket.update.json', { basket_item_id: '5', basket_item_id_qty: '38' }],
    ]);
    expect(session.$basketQuantities.get()).toEqual({ '1001': 38 });
    expect(session.$headerBasket.get()).toEqual({ count: 1, price: 1000 });
  });

  it('caps the line at the largest multiple the stock holds now', async () => {
    const fake = basketServer([{ ID: '5', PRODUCT_ID: '1001', QTY: 4, MAX_QTY: 30, min_quan: 4 }]);
    const session = signedIn(fake, { '1001': 4 });
    await putInBasket(session, { productId: '1001', quantity: 36 });
    expect(fake.calls[1]?.form).toEqual({ basket_item_id: '5', basket_item_id_qty: '28' });
  });

  it('sends nothing for an unchanged quantity', async () => {
    const fake = basketServer([{ ID: '5', PRODUCT_ID: '1001', QTY: 2, MAX_QTY: 38 }]);
    const session = signedIn(fake, { '1001': 2 });
    expect(await putInBasket(session, { productId: '1001', quantity: 2 })).toBe('unchanged');
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.list.json']);
  });

  it('adds the part again when its line was removed elsewhere', async () => {
    const fake = basketServer([]);
    const session = signedIn(fake, { '1001': 2 });
    expect(await putInBasket(session, { productId: '1001', quantity: 5 })).toBe('added');
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.list.json', '/rest/basket.add.json']);
    expect(session.$basketQuantities.get()).toEqual({ '1001': 5 });
  });
});

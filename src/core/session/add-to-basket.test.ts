import { createFakeFetch, json, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { additionFailureMessage } from '../api/error-message';
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
        form: {
          need_user_data: 'Y',
          productId: '17',
          quantity: '8',
          source: 'other',
          brand: 'BOSCH',
          idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
        },
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

describe('addToBasket after a lost answer (issue 22.5)', () => {
  const header = { basket_count_data: { count: 4, price: '5120.50' } };
  const proxyPage = { status: 502, text: '<html>Bad Gateway</html>', contentType: 'text/html' };
  /** basket.add.json loses its answer `lost` times; basket.list.json holds `held` of part 17 (or fails). */
  function server(lost: number, held: number | 'unreadable') {
    let losses = lost;
    return createFakeFetch((call) => {
      if (call.path === '/rest/basket.list.json') {
        if (held === 'unreadable') return proxyPage;
        return json(200, { result: { ITEMS: [{ ID: '9', PRODUCT_ID: '17', QTY: held, MAX_QTY: 50 }] } });
      }
      if (call.path === '/rest/basket.add.json' && losses-- > 0) return proxyPage;
      return json(200, { result: { current_user: {}, header } });
    });
  }
  function signedIn(fake: ReturnType<typeof createFakeFetch>) {
    const session = createSession(fake.fetch);
    signInWith(session);
    session.$basketQuantities.set({ '17': 4 });
    return session;
  }

  it('asks the basket, and finding the part added takes it as added', async () => {
    const fake = server(1, 12);
    const session = signedIn(fake);
    await addToBasket(session, { productId: '17', quantity: 8 });
    expect(fake.calls.slice(0, 2).map((call) => call.path)).toEqual([
      '/rest/basket.add.json',
      '/rest/basket.list.json',
    ]);
    expect(session.$basketQuantities.get()).toEqual({ '17': 12 });
  });

  it('asks the basket, and finding it not added says the addition failed', async () => {
    const fake = server(1, 4);
    const session = signedIn(fake);
    const failure = await addToBasket(session, { productId: '17', quantity: 8 }).catch((error) => error);
    expect(additionFailureMessage(failure)).toBe(
      'Не удалось добавить в корзину: Произошла ошибка. Количество сохранено.',
    );
    expect(session.$basketQuantities.get()).toEqual({ '17': 4 });
  });

  it('says it is unknown when the basket cannot be read, and resends the next press under the same key', async () => {
    const fake = server(1, 'unreadable');
    const session = signedIn(fake);
    const failure = await addToBasket(session, { productId: '17', quantity: 8 }).catch((error) => error);
    expect(additionFailureMessage(failure)).toBe(
      'Не удалось узнать, добавлен ли товар в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды товар не добавится.',
    );
    await addToBasket(session, { productId: '17', quantity: 8 });
    const keys = fake.calls
      .filter((call) => call.path === '/rest/basket.add.json')
      .map((call) => call.form.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Answered, the key is spent: another press is another addition.
    await addToBasket(session, { productId: '17', quantity: 8 });
    const third = fake.calls.filter((call) => call.path === '/rest/basket.add.json').at(-1);
    expect(third?.form.idempotency_key).not.toBe(keys[0]);
  });

  it('asks nothing when the server refused: that is an answer', async () => {
    const fake = createFakeFetch(() =>
      json(400, { error: 'bad_request', error_description: 'Нет в наличии' }),
    );
    const session = signedIn(fake);
    await expect(addToBasket(session, { productId: '17', quantity: 1 })).rejects.toMatchObject({
      serverMessage: 'Нет в наличии',
    });
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.add.json']);
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

import { createFakeFetch, json } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { addToBasket } from './add-to-basket';
import { createSession } from './session';

describe('addToBasket', () => {
  it('sends the payload and updates the header basket and the product quantity', async () => {
    const fake = createFakeFetch(() =>
      json(200, {
        result: { current_user: {}, header: { basket_count_data: { count: 4, price: '5120.50' } } },
      }),
    );
    const session = createSession(fake.fetch);
    session.$tokens.set({ accessToken: 'a1', refreshToken: 'r1' });
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
    session.$tokens.set({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(addToBasket(session, { productId: '17', quantity: 1 })).rejects.toMatchObject({
      serverMessage: 'Нет в наличии',
    });
    expect(session.$basketQuantities.get()).toEqual({});
    expect(session.$headerBasket.get()).toBeNull();
  });
});

import { createFakeFetch, json, matDataWire, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../api/mats';
import { matBasketDetail } from '../rules/mat-basket';
import { defaultMatConfiguration } from '../rules/mat-configuration';
import { addMatsToBasket } from './mat-basket';
import { createSession } from './session';

describe('addMatsToBasket', () => {
  it('sends the constructor’s payload to basket.add.json and the header basket follows', async () => {
    const fake = createFakeFetch(() =>
      json(200, {
        result: { current_user: {}, header: { basket_count_data: { count: 2, price: '3500.00' } } },
      }),
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    const data = matConstructorDataWire(matDataWire());
    await addMatsToBasket(session, matBasketDetail(defaultMatConfiguration(data), data));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      path: '/rest/basket.add.json',
      token: 'a1',
      form: {
        need_user_data: 'Y',
        type: 'constructor',
        cost: '3300',
        article: 'EVA-01012',
        'mats[0][UF_XML_ID]': 'h5arfuiw',
        'mats[0][QTY]': '1',
        'vid[0][TYPE]': '2D',
        'transmission[0][ID]': '1',
      },
    });
    expect(session.$headerBasket.get()).toEqual({ count: 2, price: 3500 });
  });
});

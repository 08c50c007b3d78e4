import { createFakeFetch, json, signInWith, WIRE_PRODUCT, wireToken } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { loadNearestDelivery, loadProductDetails, loadProductPage } from './product-detail';
import type { WireAnswer, WireProduct, WireProductDetails } from './wire-types';

function signedIn(route: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { session, calls: fake.calls };
}

describe('product calls', () => {
  it('loads the detail dialog with page=modal_detail_product and its analogues', async () => {
    const { session, calls } = signedIn(() =>
      json(200, {
        result: {
          product: { ...WIRE_PRODUCT, PROPERTY_CML2_ARTICLE_VALUE: undefined, ARTICLE: 'BKR6E-11' },
          analogs: { products_data: [{ ...WIRE_PRODUCT, ID: '2001', PROPERTY_BRAND_NAME: 'DENSO' }] },
        },
      } satisfies WireAnswer<WireProductDetails>),
    );
    const details = await loadProductDetails(session.api, '1010');
    expect(calls[0]).toEqual({
      path: '/rest/backend.product.json',
      token: 'a1',
      form: { id: '1010', page: 'modal_detail_product' },
    });
    expect(details.product.article).toBe('BKR6E-11');
    expect(details.analogues.map((analogue) => [analogue.id, analogue.brand])).toEqual([['2001', 'DENSO']]);
  });

  it('reads an empty analogues list written by PHP as []', async () => {
    const { session } = signedIn(() => json(200, { result: { product: WIRE_PRODUCT, analogs: [] } }));
    expect((await loadProductDetails(session.api, '1010')).analogues).toEqual([]);
  });

  it('loads the product page, whose result is the product itself', async () => {
    const { session, calls } = signedIn(() =>
      json(200, {
        result: {
          ID: '1004',
          NAME: 'Фильтр масляный VW Polo',
          ARTICLE: 'W 712/75',
          PROPERTY_BRAND_NAME: 'MANN-FILTER',
          AMOUNT: 240,
          PRICE_DATA: { DISPLAY_DISCOUNT_PRICE: '612,40 ₽' },
          deliveryData: { shipping_date_format: '24.11.2026' },
        },
      } satisfies WireAnswer<WireProduct>),
    );
    const product = await loadProductPage(session.api, '1004');
    expect(calls[0]?.form).toEqual({ id: '1004' });
    expect(product).toMatchObject({ id: '1004', stock: 240, price: 612.4, article: 'W 712/75' });
  });

  it('answers null for a part the server does not have, and never asks for an id that is not a number', async () => {
    const { session, calls } = signedIn(() =>
      json(400, { error: 'bad_request', error_description: 'Товар не найден.' }),
    );
    expect(await loadProductPage(session.api, '999999')).toBeNull();
    expect(await loadProductPage(session.api, 'abc')).toBeNull();
    expect(calls.map((call) => call.form)).toEqual([{ id: '999999' }]);
  });

  it('fails, to be retried, when the server cannot answer', async () => {
    const { session } = signedIn(() => json(502, { error: 'server_error' }));
    await expect(loadProductPage(session.api, '1010')).rejects.toMatchObject({ kind: 'http' });
  });

  it('refreshes an expired token and retries the product call once', async () => {
    const { session, calls } = signedIn((call) => {
      if (call.path === '/ajax/oauth.php') return json(200, wireToken('a2'));
      return call.token === 'a2'
        ? json(200, { result: WIRE_PRODUCT })
        : json(401, { error: 'expired_token' });
    });
    expect((await loadProductPage(session.api, '1010'))?.id).toBe('1010');
    expect(calls.map((call) => `${call.path} ${call.token ?? ''}`)).toEqual([
      '/rest/backend.product.json a1',
      '/ajax/oauth.php ',
      '/rest/backend.product.json a2',
    ]);
  });

  it('reads the nearest delivery date, or none', async () => {
    const dated = signedIn(() => json(200, { result: { shipping_date_format: '24.11.2026' } }));
    expect(await loadNearestDelivery(dated.session.api)).toBe('24.11.2026');
    const none = signedIn(() => json(200, { result: { shipping_date_format: '' } }));
    expect(await loadNearestDelivery(none.session.api)).toBeNull();
  });
});

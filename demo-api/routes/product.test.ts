import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { MULTIPLICITY_4_PRODUCT_ID } from '../data/featured';
import { post, signIn } from '../test-support';

// A Monday morning, Moscow time: the order closes at 16:00 the same day and ships on Tuesday.
const now = Date.parse('2026-11-23T07:00:00Z');
const app = createDemoApi({ products: 200, now: () => now });
let token = '';
beforeAll(async () => {
  token = (await signIn(app)).access_token;
});

describe('POST /rest/backend.product.json', () => {
  it('answers the detail dialog with the part (ARTICLE) and its analogues', async () => {
    const response = await post(
      app,
      '/rest/backend.product.json',
      { id: '1001', page: 'modal_detail_product' },
      token,
    );
    const { result } = (await response.json()) as {
      result: { product: Record<string, unknown>; analogs: { products_data: { ID: string }[] } };
    };
    expect(result.product).toMatchObject({
      ID: '1001',
      ARTICLE: '0 986 494 524',
      PROPERTY_BRAND_NAME: 'BOSCH',
      delivery_data: {
        shipping_date_format: '24.11.2026',
        direction_closure_date_time_format: '23.11.2026 16:00',
      },
    });
    expect(result.analogs.products_data.map((analogue) => analogue.ID)).toEqual(['1002', '1003']);
  });

  it('answers the product page with its own element', async () => {
    const response = await post(
      app,
      '/rest/backend.product.json',
      { id: String(MULTIPLICITY_4_PRODUCT_ID) },
      token,
    );
    const { result } = (await response.json()) as { result: Record<string, unknown> };
    expect(result).toEqual({
      ID: '1010',
      NAME: 'Свеча зажигания Lada Vesta',
      PHOTO: expect.stringMatching(/^\/demo-assets\/parts\//),
      ARTICLE: 'BKR6E-11',
      PROPERTY_BRAND_NAME: 'NGK',
      XML_ID: expect.any(String),
      IBLOCK_EXTERNAL_ID: expect.any(String),
      DETAIL_PAGE_URL: '/product/1010',
      AMOUNT: 120,
      PRICE_DATA: { DISPLAY_DISCOUNT_PRICE: '389,90 ₽' },
      deliveryData: { shipping_date_format: '24.11.2026' },
    });
  });

  it('refuses an unknown part and a visitor', async () => {
    const unknown = await post(app, '/rest/backend.product.json', { id: '99999999' }, token);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'bad_request', error_description: 'Товар не найден.' });
    expect((await post(app, '/rest/backend.product.json', { id: '1001' })).status).toBe(401);
  });
});

describe('POST /rest/deliverypersonal.nearest.json', () => {
  it('gives the nearest shipping date', async () => {
    const response = await post(app, '/rest/deliverypersonal.nearest.json', {}, token);
    expect(await response.json()).toEqual({ result: { shipping_date_format: '24.11.2026' } });
  });
});

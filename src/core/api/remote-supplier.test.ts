import { wireOffer } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { toFormBody } from './form';
import { remoteOfferWire, supplierBasketPayload } from './remote-supplier';

describe('supplier basket payload', () => {
  const offer = remoteOfferWire(
    wireOffer({ id: 'r7', ratio: 2, quantity: 9, extra: { warehouse: 'MSK-2', price_id: '77' } }),
  );

  it('carries the supplier fields of doc 1 §7 with type linemedia.auto', () => {
    expect(supplierBasketPayload(offer, 4, '22.11.2024')).toEqual({
      productId: 'r7',
      quantity: 4,
      name: 'Колодки тормозные передние VW Polo',
      brand: 'TRW',
      article: 'GDB1550',
      photo: '',
      allow_return: true,
      return_days: null,
      supplier_id: 's1',
      ch_id: 'c1',
      max_available_quantity: 9,
      delivery_time_formated: '22.11.2024',
      extra: { warehouse: 'MSK-2', price_id: '77' },
      type: 'linemedia.auto',
    });
  });

  it('sends extra as extra[key] and an unknown delivery date as empty', () => {
    const form = Object.fromEntries(toFormBody(supplierBasketPayload(offer, 2, null)));
    expect(form).toMatchObject({
      'extra[warehouse]': 'MSK-2',
      'extra[price_id]': '77',
      delivery_time_formated: '',
      type: 'linemedia.auto',
      allow_return: 'Y',
    });
    expect(form).not.toHaveProperty('return_days');
  });

  it('sells by the piece when the ratio is missing, zero or not whole', () => {
    for (const ratio of [undefined, 0, '0', 1.5, -2])
      expect(remoteOfferWire({ ...wireOffer(), ratio }).ratio).toBe(1);
    expect(remoteOfferWire(wireOffer({ ratio: '4' })).ratio).toBe(4);
  });
});

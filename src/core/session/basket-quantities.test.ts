import { createFakeFetch, json } from '@portal/test';
import { describe, expect, it, vi } from 'vitest';
import { basketQuantitiesOf, syncBasketQuantities } from './basket-quantities';
import { createSession } from './session';

describe('basket quantities', () => {
  it('adds up lines of the same product', () => {
    expect(
      basketQuantitiesOf([
        { productId: '7', quantity: 2 },
        { productId: '9', quantity: 1 },
        { productId: '7', quantity: 4 },
      ]),
    ).toEqual({ '7': 6, '9': 1 });
  });

  it('keeps what the browser knows when the basket cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = createSession(createFakeFetch(() => json(200, { result: { ITEMS: 'broken' } })).fetch);
    session.$tokens.set({ accessToken: 'a', refreshToken: 'r' });
    session.$basketQuantities.set({ '7': 2 });
    await syncBasketQuantities(session);
    expect(session.$basketQuantities.get()).toEqual({ '7': 2 });
    expect(console.warn).toHaveBeenCalled();
  });
});

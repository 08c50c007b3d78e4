import { createFakeFetch, json, signInWith, wireToken } from '@portal/test';
import { describe, expect, it, vi } from 'vitest';
import {
  basketQuantitiesOf,
  syncBasketQuantities,
  syncBasketQuantitiesOncePerPage,
} from './basket-quantities';
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
    signInWith(session, 'a');
    session.$basketQuantities.set({ '7': 2 });
    await syncBasketQuantities(session);
    expect(session.$basketQuantities.get()).toEqual({ '7': 2 });
    expect(console.warn).toHaveBeenCalled();
  });

  it('reloads the quantities once per page, and not before the client is signed in', async () => {
    const fake = createFakeFetch((call) =>
      call.path === '/ajax/oauth.php'
        ? json(200, wireToken('a2'))
        : json(200, {
            result: {
              ITEMS: [
                { ID: 1, PRODUCT_ID: 1001, NAME: 'Колодки', PRICE: 10, QTY: 2, MAX_QTY: 10, PROPS: {} },
              ],
            },
          }),
    );
    const session = createSession(fake.fetch);
    syncBasketQuantitiesOncePerPage(session);
    expect(fake.calls).toHaveLength(0);
    signInWith(session, 'a');
    syncBasketQuantitiesOncePerPage(session);
    syncBasketQuantitiesOncePerPage(session);
    await vi.waitFor(() => expect(session.$basketQuantities.get()).toEqual({ '1001': 2 }));
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.list.json']);
    // The next page gets its own access token with the cookie first.
    const nextPage = createSession(fake.fetch);
    syncBasketQuantitiesOncePerPage(nextPage);
    await vi.waitFor(() =>
      expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
        ['/rest/basket.list.json', 'a'],
        ['/ajax/oauth.php', null],
        ['/rest/basket.list.json', 'a2'],
      ]),
    );
  });

  it('reloads once per page when two widget bundles each carry this module', async () => {
    const fake = createFakeFetch(() => json(200, { result: { ITEMS: [] } }));
    const session = createSession(fake.fetch);
    signInWith(session, 'a');
    syncBasketQuantitiesOncePerPage(session);
    vi.resetModules();
    const secondCopy = await import('./basket-quantities');
    expect(secondCopy.syncBasketQuantitiesOncePerPage).not.toBe(syncBasketQuantitiesOncePerPage);
    secondCopy.syncBasketQuantitiesOncePerPage(session);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(fake.calls.map((call) => call.path)).toEqual(['/rest/basket.list.json']);
  });

  it('leaves an addition made while the basket was being read', async () => {
    let answer: (reply: ReturnType<typeof json>) => void = () => undefined;
    const fake = createFakeFetch(() => new Promise((resolve) => (answer = resolve)));
    const session = createSession(fake.fetch);
    signInWith(session, 'a');
    const sync = syncBasketQuantities(session);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    session.$basketQuantities.set({ '1010': 4 });
    answer(json(200, { result: { ITEMS: [] } }));
    await sync;
    expect(session.$basketQuantities.get()).toEqual({ '1010': 4 });
  });
});

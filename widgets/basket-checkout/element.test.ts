import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineBasketCheckout } from './element';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    createFakeFetch((call) =>
      call.path === '/rest/basket.list.json' ? json(200, { result: { ITEMS: [] } }) : json(404, {}),
    ).fetch,
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInWith(getSession());
  defineBasketCheckout();
});
afterEach(() => vi.unstubAllGlobals());

describe('<portal-basket-checkout>', () => {
  it('renders the basket in its open shadow root and survives a second definition', async () => {
    const element = document.createElement('portal-basket-checkout');
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Ваша корзина пуста.'));
    expect(element.querySelector('*')).toBeNull();
    expect(() => defineBasketCheckout()).not.toThrow();
  });
});

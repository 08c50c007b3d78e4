import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith } from '@portal/test';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasketBadge } from './BasketBadge';

function serverWithBasket(count: number, price: number | string) {
  return createFakeFetch((call) =>
    call.path === '/rest/backend.basket_count.json'
      ? json(200, { result: { header: { basket_count_data: { count, price } } } })
      : json(404, {}),
  );
}

function signIn() {
  signInWith(getSession());
}

afterEach(() => vi.unstubAllGlobals());

const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
/** The element of a part the page can style: what the badge shows there. */
const part = (name: string) => document.querySelector(`[part~="${name}"]`);

describe('BasketBadge', () => {
  it('shows the count and the total from the server', async () => {
    const server = serverWithBasket(3, '4521.5');
    vi.stubGlobal('fetch', server.fetch);
    signIn();
    render(<BasketBadge />);
    await waitFor(() => expect(part('count')?.textContent).toBe('3'));
    expect(normalise(part('total')?.textContent)).toBe('4 521,50 ₽');
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/\/basket\/$/);
    expect(normalise(screen.getByRole('link').textContent)).toBe('Корзина3 товара4 521,50 ₽');
    expect(server.calls).toEqual([
      { path: '/rest/backend.basket_count.json', token: 'a1', form: { isAuth: 'Y' } },
    ]);
  });

  it('shows neither count nor total for an empty basket', async () => {
    const server = serverWithBasket(0, 0);
    vi.stubGlobal('fetch', server.fetch);
    signIn();
    render(<BasketBadge />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(part('count')).toBeNull();
    expect(part('total')).toBeNull();
    expect(screen.getByText('Корзина')).toBeTruthy();
  });

  it('follows a change of the shared basket made elsewhere on the page', async () => {
    vi.stubGlobal('fetch', serverWithBasket(1, 100).fetch);
    signIn();
    const changes: number[] = [];
    render(<BasketBadge onBasketChange={(basket) => changes.push(basket.count)} />);
    await waitFor(() => expect(part('count')?.textContent).toBe('1'));
    act(() => getSession().$headerBasket.set({ count: 2, price: 250 }));
    await waitFor(() => expect(part('count')?.textContent).toBe('2'));
    expect(normalise(part('total')?.textContent)).toBe('250,00 ₽');
    expect(changes).toEqual([1, 2]);
  });

  it('tells the page nothing while the figures are not known', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch(() => ({ status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' })).fetch,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    const changes: unknown[] = [];
    render(<BasketBadge onBasketChange={(basket) => changes.push(basket)} />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(changes).toEqual([]);
    expect(part('count')).toBeNull();
  });

  it('is named by what it shows, in reading order', async () => {
    vi.stubGlobal('fetch', serverWithBasket(3, 1234).fetch);
    signIn();
    render(<BasketBadge />);
    await waitFor(() => expect(part('count')?.textContent).toBe('3'));
    const link = screen.getByRole('link');
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(normalise(link.textContent)).toBe('Корзина3 товара1 234,00 ₽');
  });

  it('keeps the last figures when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch(() => ({ status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' })).fetch,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    getSession().$headerBasket.set({ count: 4, price: 80 });
    signIn();
    render(<BasketBadge />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(part('count')?.textContent).toBe('4');
    expect(normalise(part('total')?.textContent)).toBe('80,00 ₽');
  });

  it('offers to log in to an anonymous visitor and calls nothing', () => {
    const server = serverWithBasket(3, 10);
    vi.stubGlobal('fetch', server.fetch);
    render(<BasketBadge />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Войти');
    expect(link.getAttribute('href')).toMatch(/\/login\/$/);
    expect(server.calls).toEqual([]);
  });

  it('says each change of the figures once, politely, and not the first figures of the page', async () => {
    vi.stubGlobal('fetch', serverWithBasket(3, '4521.5').fetch);
    signIn();
    // A fresh page: the badge's module loaded anew.
    vi.resetModules();
    const { BasketBadge: FreshBadge } = await import('./BasketBadge');
    render(
      <>
        <FreshBadge />
        <FreshBadge label="" />
      </>,
    );
    await waitFor(() => expect(part('count')?.textContent).toBe('3'));
    // Two badges on the page, one voice.
    const said = () =>
      screen
        .getAllByRole('status')
        .map((region) => normalise(region.textContent))
        .join('');
    expect(said()).toBe('');
    act(() => getSession().$headerBasket.set({ count: 4, price: 5000 }));
    expect(said()).toBe('В корзине 4 товара на сумму 5 000,00 ₽');
    act(() => getSession().$headerBasket.set({ count: 4, price: 5000 }));
    expect(said()).toBe('В корзине 4 товара на сумму 5 000,00 ₽');
    act(() => getSession().$headerBasket.set({ count: 0, price: 0 }));
    expect(said()).toBe('В корзине 0 товаров');
    expect(normalise(screen.getAllByRole('link')[0]?.textContent)).toBe('Корзина');
  });
});

import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith, wireHeaderAnswer } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineBasketBadge, PortalBasketBadge } from './element';

let serverBasket = { count: 3, price: 4521.5 };
const server = () =>
  createFakeFetch(() => json(200, wireHeaderAnswer(serverBasket.count, serverBasket.price)));

function shadowText(element: Element, selector: string): string | undefined {
  return element.shadowRoot?.querySelector(selector)?.textContent?.replace(/\s/g, ' ');
}

beforeEach(() => {
  serverBasket = { count: 3, price: 4521.5 };
  vi.stubGlobal('fetch', server().fetch);
  signInWith(getSession());
  defineBasketBadge();
});
afterEach(() => vi.unstubAllGlobals());

describe('<portal-basket-badge>', () => {
  it('renders count and total inside its open shadow root', async () => {
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('3'));
    expect(shadowText(badge, '[part~="total"]')).toBe('4 521,50 ₽');
    expect(badge.shadowRoot?.mode).toBe('open');
    expect(badge.querySelector('*')).toBeNull();
  });

  it('follows the shared session', async () => {
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('3'));
    getSession().$headerBasket.set({ count: 7, price: 10 });
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('7'));
  });

  it('re-renders when an attribute changes, and mirrors it as a property', async () => {
    const badge = document.createElement('portal-basket-badge');
    badge.setAttribute('label', 'Заказ');
    document.body.append(badge);
    await waitFor(() => expect(badge.shadowRoot?.textContent).toContain('Заказ'));
    badge.label = 'Моя корзина';
    expect(badge.getAttribute('label')).toBe('Моя корзина');
    await waitFor(() => expect(badge.shadowRoot?.textContent).toContain('Моя корзина'));
    badge.removeAttribute('label');
    expect(badge.label).toBeNull();
    await waitFor(() => expect(badge.shadowRoot?.textContent).toContain('Корзина'));
  });

  it('sends portal-basket-change that crosses the shadow boundary', async () => {
    const seen: unknown[] = [];
    document.addEventListener('portal-basket-change', (event) => seen.push(event.detail));
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(seen).toContainEqual({ count: 3, price: 4521.5 }));
  });

  it('survives being removed and put back', async () => {
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('3'));
    badge.remove();
    serverBasket = { count: 9, price: 10 };
    document.body.append(badge);
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('9'));
    expect(badge.shadowRoot?.querySelectorAll('[part="root"]')).toHaveLength(1);
  });

  it('keeps a property the page set before the element was defined', async () => {
    const early = document.createElement('portal-basket-badge-early') as HTMLElement & { label?: string };
    early.label = 'Заказ';
    document.body.append(early);
    // The class is the page's to define under a tag of its own (a subclass: one class, one tag).
    customElements.define('portal-basket-badge-early', class extends PortalBasketBadge {});
    await waitFor(() => expect(early.shadowRoot?.textContent).toContain('Заказ'));
    expect(early.getAttribute('label')).toBe('Заказ');
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineBasketBadge()).not.toThrow();
    expect(customElements.get('portal-basket-badge')).toBeDefined();
  });

  it('lets the page take over navigation by cancelling portal-navigate', async () => {
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(shadowText(badge, '[part~="count"]')).toBe('3'));
    const paths: string[] = [];
    badge.addEventListener('portal-navigate', (event) => {
      paths.push(event.detail.path);
      event.preventDefault();
    });
    const link = badge.shadowRoot?.querySelector('a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    link?.dispatchEvent(click);
    expect(paths).toEqual(['/basket/']);
    expect(click.defaultPrevented).toBe(true);
  });

  it('still sends the previous version’s portal:* names after each portal-* event, and a page that cancels portal:navigate takes the navigation over', async () => {
    const heard: string[] = [];
    for (const type of ['portal-basket-change', 'portal:basket-change'] as const)
      document.addEventListener(type, (event) => heard.push(`${event.type} ${event.detail.count}`));
    const badge = document.createElement('portal-basket-badge');
    document.body.append(badge);
    await waitFor(() => expect(heard).toContain('portal:basket-change 3'));
    expect(heard.indexOf('portal-basket-change 3')).toBe(heard.indexOf('portal:basket-change 3') - 1);
    badge.addEventListener('portal:navigate', (event) => event.preventDefault());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    badge.shadowRoot?.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('six badges on a page ask the server once for their figures', async () => {
    // The server answers once all six are shown: each joins the call on its way.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fake = createFakeFetch(() =>
      answered.then(() => json(200, wireHeaderAnswer(serverBasket.count, serverBasket.price))),
    );
    vi.stubGlobal('fetch', fake.fetch);
    getSession().$headerBasket.set(null);
    const badges = Array.from({ length: 6 }, () => document.createElement('portal-basket-badge'));
    document.body.append(...badges);
    await waitFor(() => {
      for (const badge of badges) expect(badge.shadowRoot?.querySelector('a')).not.toBeNull();
    });
    answer();
    await waitFor(() => {
      for (const badge of badges) expect(shadowText(badge, '[part~="count"]')).toBe('3');
    });
    expect(fake.calls.filter((call) => call.path === '/rest/backend.basket_count.json')).toHaveLength(1);
  });
});

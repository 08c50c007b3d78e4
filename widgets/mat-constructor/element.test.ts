import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineMatConstructor } from './element';
import { matServer } from './test-server';

const CONFIG = Symbol.for('portal-widgets.config');

beforeEach(() => {
  vi.stubGlobal('fetch', matServer().fetch);
  Reflect.set(globalThis, CONFIG, { partnerKey: 'pk_demo' });
  history.replaceState(null, '', '/#mats/EVA-01012');
  defineMatConstructor();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, CONFIG);
  history.replaceState(null, '', '/');
});

function mount(attributes: Record<string, string> = {}): HTMLElementTagNameMap['portal-mat-constructor'] {
  const element = document.createElement('portal-mat-constructor');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;
const total = (element: Element) =>
  shadow(element).querySelector('[part~="totals"] [part~="total"]')?.textContent?.replace(/\s/g, ' ');

describe('<portal-mat-constructor>', () => {
  it('opens the hash’s pattern in an open shadow root, with the partner’s markup', async () => {
    const element = mount({ markup: '20' });
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.querySelector('*')).toBeNull();
  });

  it('mirrors markup as a number and markup-control as a boolean, and follows them', async () => {
    const element = mount({ markup: '20' });
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    expect(element.markup).toBe(20);
    expect(element.markupControl).toBe(false);
    element.markup = 10;
    expect(element.getAttribute('markup')).toBe('10');
    await waitFor(() => expect(total(element)).toBe('3 630,00 ₽'));
    expect(shadow(element).querySelector('[part="markup"]')).toBeNull();
    element.markupControl = true;
    expect(element.getAttribute('markup-control')).toBe('');
    await waitFor(() => expect(shadow(element).querySelector('[part="markup"]')).not.toBeNull());
    element.markupControl = false;
    expect(element.hasAttribute('markup-control')).toBe(false);
    element.setAttribute('markup', 'много');
    expect(element.markup).toBeNull();
  });

  it('sends portal-add-to-basket across the shadow boundary with the cost without markup', async () => {
    const seen: unknown[] = [];
    document.addEventListener('portal-add-to-basket', (event) => seen.push(event.detail), { once: true });
    const element = mount({ markup: '20' });
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    shadow(element).querySelector<HTMLButtonElement>('[part="add"]')?.click();
    expect(seen).toMatchObject([
      {
        type: 'constructor',
        cost: 3300,
        autoname: 'Toyota Camry XV70 (2017–2024)',
        article: 'EVA-01012',
        materialarticle: 'romb',
        mats: [{ UF_XML_ID: 'h5arfuiw', QTY: 1, PRICE: 3300, BASE_PRICE: 4290 }],
        vid: [{ ID: '1', TYPE: '2D' }],
        transmission: [{ ID: '1' }],
        productsasortiment: { nametemplates: [], under_heel: [] },
      },
    ]);
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineMatConstructor()).not.toThrow();
    expect(customElements.get('portal-mat-constructor')).toBeDefined();
  });
});

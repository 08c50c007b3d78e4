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
  it('opens the hash’s pattern in an open shadow root, at the partner key’s retail prices', async () => {
    const element = mount();
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.querySelector('*')).toBeNull();
  });

  it('ignores a markup attribute: the partner’s markup is in its key', async () => {
    const element = mount({ markup: '50' });
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    expect(shadow(element).querySelector('[part="markup"]')).toBeNull();
  });

  it('sends portal-add-to-basket across the shadow boundary with the retail total and no wholesale price', async () => {
    const seen: unknown[] = [];
    document.addEventListener('portal-add-to-basket', (event) => seen.push(event.detail), { once: true });
    const element = mount();
    await waitFor(() => expect(total(element)).toBe('3 960,00 ₽'));
    shadow(element).querySelector<HTMLButtonElement>('[part="add"]')?.click();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toMatchObject([
      {
        type: 'constructor',
        total: 3960,
        autoname: 'Toyota Camry XV70 (2017–2024)',
        article: 'EVA-01012',
        materialarticle: 'romb',
        mats: [{ UF_XML_ID: 'h5arfuiw', QTY: 1 }],
        vid: [{ ID: '1', TYPE: '2D' }],
        transmission: [{ ID: '1' }],
        productsasortiment: { nametemplates: [], under_heel: [] },
      },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/PRICE|cost/);
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineMatConstructor()).not.toThrow();
    expect(customElements.get('portal-mat-constructor')).toBeDefined();
  });
});

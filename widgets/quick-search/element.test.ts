import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith, type WireQuickSearchHit, wireQuickSearch } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineQuickSearch } from './element';

const HIT: WireQuickSearchHit = {
  _source: { article: 'W 712/75', brand: 'MANN-FILTER', title: 'Фильтр масляный VW Polo' },
  highlight: {},
};

beforeEach(() => {
  vi.stubGlobal('fetch', createFakeFetch(() => json(200, wireQuickSearch([HIT]))).fetch);
  signInWith(getSession());
  defineQuickSearch();
});
afterEach(() => vi.unstubAllGlobals());

/** Puts the tag on the page and waits until its box is there and settled. */
async function mount(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('portal-quick-search');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(inShadow(element, '[part~="search-input"]')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return element;
}

const inShadow = <T extends Element>(element: HTMLElement, selector: string) =>
  element.shadowRoot?.querySelector<T>(selector) ?? null;

function typeInto(element: HTMLElement, text: string): HTMLInputElement {
  const input = inShadow<HTMLInputElement>(element, '[part~="search-input"]');
  if (!input) throw new Error('no search box');
  // The prototype's setter, as typing does: React does not see a value set on the element itself.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input;
}

describe('<portal-quick-search>', () => {
  it('renders the box in its open shadow root, with the placeholder attribute', async () => {
    const element = await mount({ placeholder: 'Номер детали' });
    expect(element.shadowRoot?.mode).toBe('open');
    expect(inShadow(element, '[part~="search-input"]')?.getAttribute('placeholder')).toBe('Номер детали');
    expect(element.querySelector('*')).toBeNull();
  });

  it('links the hits to the portal given by its portal-base attribute', async () => {
    const element = await mount({ 'portal-base': 'https://b2b.example.ru/' });
    typeInto(element, 'W 712');
    await waitFor(() => expect(inShadow(element, '[part~="hit"]')).not.toBeNull());
    expect(inShadow(element, '[part~="hit"]')?.getAttribute('href')).toBe(
      'https://b2b.example.ru/searchallsourcessteps/?q=W+712%2F75&brand=MANN-FILTER&type=article',
    );
  });

  it('sends portal-search and a cancelable portal-navigate to /search/ on submit', async () => {
    const element = await mount({ 'portal-base': 'https://b2b.example.ru' });
    const events: unknown[] = [];
    document.addEventListener('portal-search', (event) => events.push(['search', event.detail]));
    document.addEventListener('portal-navigate', (event) => {
      events.push(['navigate', event.detail]);
      event.preventDefault();
    });
    typeInto(element, 'W 712');
    await new Promise((resolve) => setTimeout(resolve, 0));
    inShadow<HTMLFormElement>(element, 'form')?.dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      ['search', { query: 'W 712', type: 'article' }],
      [
        'navigate',
        { path: '/search/?q=W+712&type=article', url: 'https://b2b.example.ru/search/?q=W+712&type=article' },
      ],
    ]);
  });

  it('shows the search given by its value and type attributes, and a new value replaces the text', async () => {
    const element = await mount({ value: 'W 712/75', type: 'kod' });
    const input = inShadow<HTMLInputElement>(element, '[part~="search-input"]');
    const select = inShadow<HTMLSelectElement>(element, '[part~="search-type"]');
    expect(input?.value).toBe('W 712/75');
    expect(select?.value).toBe('kod');
    expect(inShadow(element, '[part~="popup"]')).toBeNull();
    typeInto(element, 'W 712/7');
    Object.assign(element, { value: 'OC 90', type: 'description' });
    await waitFor(() => expect(input?.value).toBe('OC 90'));
    expect(select?.value).toBe('description');
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineQuickSearch()).not.toThrow();
    expect(customElements.get('portal-quick-search')).toBeDefined();
  });
});

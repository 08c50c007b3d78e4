import { getSession } from '@portal/core/session';
import { signInWith } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineProductList } from './element';
import { catalogueServer, controllableObserver } from './test-server';

let server = catalogueServer(3);

beforeEach(() => {
  server = catalogueServer(3);
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('IntersectionObserver', controllableObserver().FakeObserver);
  signInWith(getSession());
  defineProductList();
});
afterEach(() => vi.unstubAllGlobals());

const rowsOf = (element: Element) => element.shadowRoot?.querySelectorAll('[part~="row"]') ?? [];

describe('<portal-product-list>', () => {
  it('renders the section named by its attribute inside its shadow root', async () => {
    const list = document.createElement('portal-product-list');
    list.setAttribute('section-id', '11');
    document.body.append(list);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(3));
    expect(list.shadowRoot?.mode).toBe('open');
    expect(server.calls.find((call) => call.path === '/rest/backend.page.json')?.form).toMatchObject({
      page: 'catalog',
      section_id: '11',
    });
  });

  it('starts over when the section attribute changes', async () => {
    const list = document.createElement('portal-product-list') as HTMLElement & { sectionId: string | null };
    list.sectionId = '11';
    document.body.append(list);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(3));
    list.sectionId = '12';
    await waitFor(() => expect(server.calls.at(-1)?.form).toMatchObject({ section_id: '12', start: '1' }));
  });

  it('sends portal-add-to-basket across the shadow boundary after the server accepted it', async () => {
    const seen: unknown[] = [];
    document.addEventListener('portal-add-to-basket', (event) => seen.push(event.detail));
    const list = document.createElement('portal-product-list');
    list.setAttribute('kind', 'novelty');
    document.body.append(list);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(3));
    const add = list.shadowRoot?.querySelector<HTMLButtonElement>('[part~="row"] [part~="add"]');
    add?.click();
    await waitFor(() => expect(seen).toEqual([{ productId: '1', quantity: 1 }]));
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineProductList()).not.toThrow();
  });
});

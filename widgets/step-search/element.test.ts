import { getSession } from '@portal/core/session';
import { json, signInWith, stepPage } from '@portal/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineStepSearch } from './element';
import { stepSearchServer } from './test-server';

let server: ReturnType<typeof stepSearchServer>;

beforeEach(() => {
  server = stepSearchServer((call) =>
    call.form.search_article === 'W 712/75' ? json(200, stepPage('final')) : undefined,
  );
  vi.stubGlobal('fetch', server.fetch);
  signInWith(getSession());
  defineStepSearch();
});
afterEach(() => vi.unstubAllGlobals());

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';
const searched = () =>
  server.calls
    .filter((call) => call.path === '/rest/backend.page.json')
    .map((call) => `${call.form.search_article}|${call.form.search_brand}|${call.form.step}`);

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('portal-step-search');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('<portal-step-search>', () => {
  it('searches its q, brand and type inside an open shadow root', async () => {
    const element = mount({ q: '0 986 494 524', brand: 'BOSCH', type: 'kod' });
    await waitFor(() => expect(shadowText(element)).toContain('Поиск завершён'));
    await waitFor(() => expect(shadowText(element)).toContain('Аналоги на других складах'));
    expect(server.calls[0]?.form).toMatchObject({ search_type: 'article' });
    expect(element.shadowRoot?.mode).toBe('open');
  });

  it('starts over when the q attribute changes', async () => {
    const element = mount({ q: '0 986 494 524', brand: 'BOSCH' });
    await waitFor(() => expect(shadowText(element)).toContain('Поиск завершён'));
    element.setAttribute('q', 'W 712/75');
    element.setAttribute('brand', 'MANN-FILTER');
    await waitFor(() =>
      expect(shadowText(element)).toContain('Предложений удовлетворяющих заданным критериям не найдено.'),
    );
    expect(searched().slice(4)).toContain('W 712/75|MANN-FILTER|instock');
    expect(shadowText(element)).not.toContain('Аналоги на других складах');
  });

  it('sends portal-add-to-basket across the shadow boundary', async () => {
    const seen: unknown[] = [];
    document.addEventListener('portal-add-to-basket', (event) => seen.push(event.detail));
    const element = mount({ q: '0 986 494 524', brand: 'BOSCH' });
    await waitFor(() => expect(element.shadowRoot?.querySelector('[data-offer-id="a2"]')).not.toBeNull());
    const offer = element.shadowRoot?.querySelector('[data-offer-id="a2"]');
    const add = [...(offer?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'В корзину',
    );
    add?.click();
    await waitFor(() => expect(seen).toEqual([{ productId: 'a2', quantity: 1 }]));
  });

  it('does not throw when a second copy defines the tag again', () => {
    expect(() => defineStepSearch()).not.toThrow();
    expect(customElements.get('portal-step-search')).toBeDefined();
  });
});

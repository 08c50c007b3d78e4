import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineVinCatalogue } from './element';
import { pagesAsked, signedIn, vinServer } from './test-server';

signedIn();
let server: ReturnType<typeof vinServer>;
beforeEach(() => {
  server = vinServer();
  vi.stubGlobal('fetch', server.fetch);
  defineVinCatalogue();
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('portal-vin-catalogue');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';

describe('<portal-vin-catalogue>', () => {
  it('shows the catalogues in an open shadow root, and defining it twice does nothing', async () => {
    defineVinCatalogue();
    const element = mount({});
    await waitFor(() => expect(shadowText(element)).toContain('Volkswagen'));
    expect(element.shadowRoot?.mode).toBe('open');
    expect(pagesAsked(server)).toEqual(['laximo-main']);
  });

  it('shows the view its attributes name, and follows them as they change', async () => {
    const element = mount({ view: 'vin', identstring: 'XW8ZZZ61ZBG123456' });
    await waitFor(() => expect(shadowText(element)).toContain('VW Polo 6R1'));
    expect(server.calls.at(-1)?.form).toMatchObject({ page: 'laximo-vin', identstring: 'XW8ZZZ61ZBG123456' });
    element.setAttribute('view', 'catalogue');
    element.setAttribute('code', 'VW201911');
    await waitFor(() => expect(shadowText(element)).toContain('Подбор автомобиля: Volkswagen'));
    expect(server.calls.at(-1)?.form).toMatchObject({ page: 'laximo-catalog', code: 'VW201911', ssd: '' });
  });

  it('looks up a VIN from the page’s own search box with findVin(), spaces and all', async () => {
    const element = mount({}) as HTMLElementTagNameMap['portal-vin-catalogue'];
    await waitFor(() => expect(shadowText(element)).toContain('Volkswagen'));
    element.findVin(' XW8Z ZZ61 ZBG1 2345 6 ');
    await waitFor(() => expect(shadowText(element)).toContain('VW Polo 6R1'));
    expect(element.getAttribute('vin')).toBe(' XW8Z ZZ61 ZBG1 2345 6 ');
    expect(server.calls.at(-1)?.form).toMatchObject({ page: 'laximo-vin', identstring: 'XW8ZZZ61ZBG123456' });
  });

  it('asks the page to route a link in-app with portal-navigate', async () => {
    const element = mount({});
    await waitFor(() => expect(shadowText(element)).toContain('Lada'));
    const paths: string[] = [];
    element.addEventListener('portal-navigate', (event) => {
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    const lada = [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === 'Lada',
    );
    lada?.click();
    expect(paths).toEqual(['/laximo-catalog/LADA201905/']);
  });
});

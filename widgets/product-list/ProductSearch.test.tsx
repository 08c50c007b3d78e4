import { getSession, searchTypeOf } from '@portal/core/session';
import { createFakeFetch, filterData, json, type Reply, signInWith, wireProduct } from '@portal/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from './ProductList';
import { controllableObserver } from './test-server';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', controllableObserver().FakeObserver);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const part = (id: string, brand: string, article: string, price: number) =>
  wireProduct({ ID: id, PROPERTY_BRAND_NAME: brand, PROPERTY_CML2_ARTICLE_VALUE: article, PRICE: price });

function searchPage(overrides: Record<string, unknown> = {}) {
  return {
    total: 2,
    products_data: [part('1', 'MAHLE', 'KL 748', 900), part('2', 'KNECHT', 'KL 789/5', 500)],
    filter_data: filterData(['KNECHT', 'MAHLE'], ['24.11.2026']),
    local_analogs: {
      products_data: [part('3', 'FILTRON', 'PP 346', 700)],
      filter_data: filterData(['FILTRON']),
    },
    next_step: null,
    show_remote_suppliers: true,
    remote_suppliers: { CATALOGS: [], PARTS: {} },
    param_search: { is_soft_search: true, is_ultra_soft_search: true },
    ...overrides,
  };
}

function serve(reply: () => Reply) {
  const server = createFakeFetch((call) =>
    call.path === '/rest/backend.page.json' ? reply() : json(404, {}),
  );
  vi.stubGlobal('fetch', server.fetch);
  signInWith(getSession());
  return server;
}

const section = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });
const articles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[part~="article"]')?.textContent);

describe('ProductList in search mode', () => {
  it('asks the named search and shows the notice, the brands, the parts in stock and their analogues', async () => {
    const server = serve(() => json(200, { result: { page: searchPage() } }));
    render(<ProductList q=" KL  784 " searchType="article" />);
    const inStock = await section('В наличии');
    // One polite region says the count once: the progress and the lists are no regions of their own.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['Найдено: 2']);
    expect(server.calls[0]?.form).toMatchObject({
      page: 'search',
      search_query: 'KL 784',
      search_type: 'article',
      search_brand: '',
      start: '1',
      limit: '50',
    });
    expect(articles(inStock)).toEqual(['KL 748', 'KL 789/5']);
    expect(articles(await section('Аналоги в наличии'))).toEqual(['PP 346']);
    expect(screen.getByRole('note').textContent).toBe(
      'По точному запросу товаров не найдено. Показаны похожие товары.',
    );
    const brands = screen.getByRole('region', { name: 'Найдено у нескольких брендов. Выберите бренд:' });
    expect(
      within(brands)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Бренд', 'Наименование']);
    expect(within(brands).getByRole('link', { name: 'KNECHT' }).getAttribute('href')).toMatch(
      /\/search\/\?q=KL\+784&type=article&brand=KNECHT$/,
    );
  });

  it('orders the parts by price on the client, without asking again', async () => {
    const server = serve(() => json(200, { result: { page: searchPage() } }));
    render(<ProductList q="KL 784" />);
    const inStock = await section('В наличии');
    act(() => {
      const select = screen.getByRole('combobox', { name: 'Сортировка' }) as HTMLSelectElement;
      select.value = 'PRICE_ASC';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(articles(inStock)).toEqual(['KL 789/5', 'KL 748']));
    expect(server.calls.filter((call) => call.path === '/rest/backend.page.json')).toHaveLength(1);
  });

  it("says nothing was found, advises to search by name and switches the type with 'Искать по названию'", async () => {
    serve(() =>
      json(200, {
        result: {
          page: searchPage({ total: 0, products_data: [], local_analogs: [], param_search: [] }),
        },
      }),
    );
    render(<ProductList q="колодки" searchType="article" />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Предложений удовлетворяющих заданным критериям не найдено.',
      ),
    );
    expect(
      screen.getByText('Предложений удовлетворяющих заданным критериям не найдено.', { ignore: '[role]' }),
    ).toBeTruthy();
    expect(screen.getByText('Измените запрос или попробуйте искать по названию.')).toBeTruthy();
    const byName = screen.getByRole('link', { name: 'Искать по названию' });
    expect(byName.getAttribute('href')).toMatch(
      /\/search\/\?q=%D0%BA%D0%BE%D0%BB%D0%BE%D0%B4%D0%BA%D0%B8&type=description$/,
    );
    expect(screen.getByRole('link', { name: 'Искать на других складах' }).getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=%D0%BA/,
    );
    fireEvent.click(byName);
    expect(searchTypeOf(getSession()).get()).toBe('description');
  });

  it('says when nothing is in stock but analogues are', async () => {
    serve(() => json(200, { result: { page: searchPage({ total: 0, products_data: [] }) } }));
    render(<ProductList q="KL 748" />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'В наличии товаров удовлетворяющих заданным критериям не найдено',
      ),
    );
    expect(
      screen.getByText('В наличии товаров удовлетворяющих заданным критериям не найдено', {
        ignore: '[role]',
      }),
    ).toBeTruthy();
    expect(articles(await section('Аналоги в наличии'))).toEqual(['PP 346']);
  });

  it("says 'Произошла ошибка.' when the search fails, and finds the parts on retry", async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 502, text: '<h1>502</h1>', contentType: 'text/html' }
        : json(200, { result: { page: searchPage() } }),
    );
    render(<ProductList q="KL 784" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Произошла ошибка.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(articles(await section('В наличии'))).toEqual(['KL 748', 'KL 789/5']);
  });

  it('shows a malformed answer as the error, not as a blank page', async () => {
    serve(() => json(200, { result: { page: { products_data: 'nonsense' } } }));
    render(<ProductList q="KL 784" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Произошла ошибка.');
  });
});

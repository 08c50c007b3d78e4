import { getSession } from '@portal/core/session';
import { json, signInWith } from '@portal/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from './ProductList';
import { catalogueServer, controllableObserver } from './test-server';

let observer = controllableObserver();
/** The browser's idle moments, each run when a test says: the rows drawn ahead wait for them. */
let idle = new Map<number, () => void>();
let idleIds = 0;
const runIdle = () =>
  act(() => {
    const waiting = [...idle.values()];
    idle = new Map();
    for (const run of waiting) run();
  });

beforeEach(() => {
  observer = controllableObserver();
  vi.stubGlobal('IntersectionObserver', observer.FakeObserver);
  idle = new Map();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idleIds += 1;
    idle.set(idleIds, run);
    return idleIds;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function serve(server: ReturnType<typeof catalogueServer>, signedIn = true) {
  vi.stubGlobal('fetch', server.fetch);
  if (signedIn) signInWith(getSession());
  return server;
}

const rows = () => screen.queryAllByRole('listitem');
/** Scrolls over the list until `count` rows show: every place of rows not drawn yet comes within reach. */
const expectRows = (count: number) =>
  waitFor(() => {
    act(() => observer.reachRows());
    expect(rows()).toHaveLength(count);
  });
const pageCalls = (server: ReturnType<typeof catalogueServer>) =>
  server.calls.filter((call) => call.path === '/rest/backend.page.json');

/** Every text `region` comes to say from now on, in order. */
function recordSaid(region: HTMLElement): string[] {
  const said: string[] = [];
  new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return said;
}

/** Picks an option as a browser does (the Preact testing library sends `input` for a change). */
function chooseOption(select: HTMLElement, value: string): void {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('ProductList', () => {
  it('shows the first 50 parts of a section under a heading linking to the section', async () => {
    const server = serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    expect(screen.getByRole('status').textContent).toBe('Загружаем товары…');
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.getByRole('status').textContent).toBe('Найдено: 120');
    const heading = screen.getByRole('heading', { name: 'Тормозные колодки' });
    expect(within(heading).getByRole('link').getAttribute('href')).toMatch(/\/catalog\/11$/);
    expect(pageCalls(server)[0]?.form).toEqual({
      page: 'catalog',
      start: '1',
      limit: '50',
      section_id: '11',
      'sort[field]': 'REL',
      'sort[order]': 'ASC',
    });
  });

  it('appends the next pages when the end comes into view, and stops at the last', async () => {
    const server = serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    await expectRows(50);
    act(() => observer.reachEnd());
    await expectRows(100);
    expect(screen.getAllByRole('heading', { name: 'Тормозные колодки' })).toHaveLength(1);
    act(() => observer.reachEnd());
    await expectRows(120);
    act(() => observer.reachEnd());
    expect(pageCalls(server).map((call) => call.form.start)).toEqual(['1', '2', '3']);
  });

  it('draws the rows of a later page as they come within reach of the window, and keeps them drawn', async () => {
    serve(catalogueServer(120));
    const { container } = render(<ProductList sectionId="11" />);
    // The first page is drawn whole.
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(container.querySelector('[data-rows-from]')).toBeNull();
    // The second arrives as a place of its rows' height.
    act(() => observer.reachEnd());
    await waitFor(() => expect(observer.watchedPlaces()).toEqual(['0:50']));
    expect(rows()).toHaveLength(50);
    expect(container.querySelector('[data-page="2"] [data-rows-from]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    // The place's top 6 rows of 95 px come within reach.
    act(() => observer.reachRows({ top: 800, bottom: 800 + 50 * 95 }, { top: 800, bottom: 800 + 6 * 95 }));
    await waitFor(() => expect(observer.watchedPlaces()).toEqual(['6:44']));
    expect(rows()).toHaveLength(56);
    expect(within(rows()[55] as HTMLElement).getByRole('button', { name: /^В корзину: / })).toBeTruthy();
    // A jump into the middle of the place that is left: its rows 14 to 19 (rows 20 to 25 of the page).
    act(() => observer.reachRows({ top: 0, bottom: 44 * 95 }, { top: 14 * 95, bottom: 20 * 95 }));
    await waitFor(() => expect(observer.watchedPlaces()).toEqual(['6:14', '26:24']));
    expect(rows()).toHaveLength(62);
    await expectRows(100);
    expect(container.querySelector('[data-rows-from]')).toBeNull();
  });

  it('draws the rows after the focus at once, when the keyboard outruns the window', async () => {
    serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    act(() => observer.reachEnd());
    await waitFor(() => expect(observer.watchedPlaces()).toEqual(['0:50']));
    act(() => observer.reachRows({ top: 800, bottom: 800 + 50 * 95 }, { top: 800, bottom: 800 + 2 * 95 }));
    await waitFor(() => expect(rows()).toHaveLength(52));
    // The observer says nothing more (a slow CPU): a Tab into the last row drawn draws the next two.
    act(() =>
      within(rows()[51] as HTMLElement)
        .getAllByRole('button')[0]
        ?.focus(),
    );
    await waitFor(() => expect(rows()).toHaveLength(54));
    expect(observer.watchedPlaces()).toEqual(['4:46']);
  });

  it('draws the rows out of reach a few in each idle moment, until every row of the page is in it', async () => {
    serve(catalogueServer(120));
    const { container } = render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    act(() => observer.reachEnd());
    await waitFor(() => expect(observer.watchedPlaces()).toEqual(['0:50']));
    // None of page 2 comes within reach: the idle moments draw it from its top, four rows each.
    runIdle();
    await waitFor(() => expect(rows()).toHaveLength(54));
    expect(observer.watchedPlaces()).toEqual(['4:46']);
    for (let moment = 0; moment < 12; moment += 1) runIdle();
    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(container.querySelector('[data-rows-from]')).toBeNull();
    expect(idle.size).toBe(0);
  });

  it('draws every row at once where the browser cannot tell what is within reach', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    serve(catalogueServer(120));
    const { container } = render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(container.querySelector('[data-rows-from]')).toBeNull();
  });

  it("adds no form field with a later page's rows: a quantity becomes one when the client focuses it", async () => {
    const server = serve(catalogueServer(120));
    const { container } = render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    const fieldsOfFirstPage = container.querySelectorAll('input').length;
    act(() => observer.reachEnd());
    await expectRows(100);
    expect(container.querySelectorAll('input')).toHaveLength(fieldsOfFirstPage);
    const row = within(rows()[60] as HTMLElement);
    const quantity = () => row.getByRole('textbox', { name: /^Количество: / });
    expect(quantity().textContent).toBe('1');
    act(() => quantity().focus());
    expect(document.activeElement).toBe(quantity());
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.click(row.getByRole('button', { name: /^В корзину: / }));
    await waitFor(() => expect(row.getByRole('button', { name: /^В корзине: / })).toBeTruthy());
    expect(server.calls.find((call) => call.path === '/rest/basket.add.json')?.form).toMatchObject({
      productId: '61',
      quantity: '3',
    });
  });

  it('keeps the shown parts when the next page fails, and retries it', async () => {
    let failing = true;
    serve(
      catalogueServer(120, (call) =>
        call.form.start === '2' && failing
          ? { status: 502, text: '<h1>502</h1>', contentType: 'text/html' }
          : undefined,
      ),
    );
    render(<ProductList sectionId="11" />);
    await expectRows(50);
    act(() => observer.reachEnd());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить товары. Произошла ошибка.');
    expect(rows()).toHaveLength(50);
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expectRows(100);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed first page in words and loads it again on retry', async () => {
    let failing = true;
    serve(catalogueServer(3, () => (failing ? 'network-error' : undefined)));
    render(<ProductList sectionId="11" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить товары. Нет связи с сервером.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('says when nothing matches', async () => {
    serve(catalogueServer(0));
    render(<ProductList sectionId="11" />);
    const text = 'Товаров удовлетворяющих заданным критериям не найдено.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
    // Shown in place of rows too, but said once: the line is not a region of its own.
    expect(screen.getAllByText(text).filter((line) => line.getAttribute('role') === null)).toHaveLength(1);
  });

  it('says the count once in its one region: not for a page appended, anew for a new filter', async () => {
    const server = serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Загружаем товары…');
    await expectRows(50);
    expect(region.textContent).toBe('Найдено: 120');
    const said = recordSaid(region);
    act(() => observer.reachEnd());
    await waitFor(() => expect(screen.getByText('Загружаем ещё товары…')).toBeTruthy());
    expect(screen.getAllByRole('status')).toEqual([region]);
    await expectRows(100);
    const panel = within(await screen.findByRole('complementary', { name: 'Фильтры' }));
    fireEvent.click(await panel.findByRole('checkbox', { name: 'BOSCH' }));
    fireEvent.click(panel.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(pageCalls(server)).toHaveLength(3));
    await waitFor(() => expect(said).toEqual(['Загружаем товары…', 'Найдено: 120']));
    expect(screen.getAllByRole('status')).toEqual([region]);
  });

  it('starts over with the chosen brand and sort', async () => {
    const server = serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(50));
    // The panel's code is fetched (and, here, compiled) when it first shows.
    const panel = within(await screen.findByRole('complementary', { name: 'Фильтры' }));
    fireEvent.click(await panel.findByRole('checkbox', { name: 'BOSCH' }));
    fireEvent.click(panel.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(pageCalls(server)).toHaveLength(2));
    expect(pageCalls(server)[1]?.form).toMatchObject({ start: '1', 'filter[brands][0]': 'BOSCH' });
    await expectRows(50);
    chooseOption(screen.getByRole('combobox', { name: 'Сортировка' }), 'PRICE_DESC');
    await waitFor(() => expect(pageCalls(server)).toHaveLength(3));
    expect(pageCalls(server)[2]?.form).toMatchObject({
      'filter[brands][0]': 'BOSCH',
      'sort[field]': 'PRICE',
      'sort[order]': 'DESC',
    });
  });

  it('keeps in the list the focus of a row it reloads under, not on <body>', async () => {
    serve(catalogueServer(120));
    render(<ProductList sectionId="11" />);
    await expectRows(50);
    const second = rows()[1]?.querySelector<HTMLElement>('button, input');
    act(() => second?.focus());
    expect(document.activeElement).toBe(second);
    chooseOption(screen.getByRole('combobox', { name: 'Сортировка' }), 'PRICE_DESC');
    await waitFor(() => expect(second?.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await expectRows(50);
    expect(document.activeElement?.closest('[aria-busy]')).toBeTruthy();
  });

  it('adds a part with the catalogue payload, shows the toast and marks the row', async () => {
    const server = serve(catalogueServer(3));
    const added: unknown[] = [];
    render(<ProductList sectionId="11" onAddToBasket={(detail) => added.push(detail)} />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = within(rows()[1] as HTMLElement);
    fireEvent.click(row.getByRole('button', { name: /^В корзину: / }));
    expect(await screen.findByText('Товар добавлен в корзину')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/rest/basket.add.json')?.form).toMatchObject({
      productId: '2',
      quantity: '1',
      source: 'other',
      type: 'iblock',
      brand: 'NGK',
      article: 'A-2',
    });
    expect(added).toEqual([{ productId: '2', quantity: 1 }]);
    await waitFor(() => expect(row.getByRole('button', { name: /^В корзине: / })).toBeTruthy());
    expect(getSession().$headerBasket.get()).toEqual({ count: 4, price: 5000 });
  });

  it('keeps the quantity and says why when the server refuses, then shows the true header basket', async () => {
    const server = serve(
      catalogueServer(3, (call) =>
        call.path === '/rest/basket.add.json'
          ? json(400, {
              error: 'bad_request',
              error_description: 'Недостаточно товара на складе: доступно 2 шт.',
            })
          : undefined,
      ),
    );
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const row = within(rows()[0] as HTMLElement);
    fireEvent.change(row.getByRole('textbox', { name: /^Количество: / }), { target: { value: '3' } });
    fireEvent.click(row.getByRole('button', { name: /^В корзину: / }));
    expect((await row.findByRole('alert')).textContent).toBe(
      'Не удалось добавить в корзину: Недостаточно товара на складе: доступно 2 шт. Количество сохранено.',
    );
    expect((row.getByRole('textbox', { name: /^Количество: / }) as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(getSession().$headerBasket.get()).toEqual({ count: 7, price: 9100 }));
    expect(server.calls.some((call) => call.path === '/rest/backend.basket_count.json')).toBe(true);
    expect(screen.queryByText('Товар добавлен в корзину')).toBeNull();
  });

  it('shows a visitor no prices and the anonymous dialog', async () => {
    serve(catalogueServer(3), false);
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText(/₽\/шт/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Наценка/ })).toBeNull();
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /^В корзину: / }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Внимание!' }));
    expect(
      dialog.getByText(
        'Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
      ),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Стать клиентом' }).getAttribute('href')).toMatch(
      /\/unauth\/#formCompanyRequest$/,
    );
    expect(dialog.getByRole('link', { name: 'Авторизоваться' }).getAttribute('href')).toMatch(/\/login\/$/);
  });

  it('says which parts the basket already holds, though this browser did not know it', async () => {
    const server = serve(
      catalogueServer(3, (call) =>
        call.path === '/rest/basket.list.json'
          ? json(200, {
              result: { ITEMS: [{ ID: 9, PRODUCT_ID: 2, NAME: 'Деталь 2', PRICE: 102, QTY: 1, MAX_QTY: 5 }] },
            })
          : undefined,
      ),
    );
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const second = within(rows()[1] as HTMLElement);
    await waitFor(() => expect(second.getByRole('button', { name: /^В корзине: / })).toBeTruthy());
    expect(within(rows()[0] as HTMLElement).getByRole('button', { name: /^В корзину: / })).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/rest/basket.list.json')).toHaveLength(1);
  });

  it('lists the hits without filters or sorting', async () => {
    const server = serve(catalogueServer(3));
    render(<ProductList kind="hits" />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(pageCalls(server)[0]?.form).toEqual({ page: 'hits', start: '1', limit: '50' });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Сортировка' })).toBeNull();
  });

  it('explains a list kind it does not know instead of showing nothing', () => {
    serve(catalogueServer(3));
    render(<ProductList kind="sale" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Неизвестный список «sale»: укажите novelty, trends или hits.',
    );
  });

  it('shows a malformed answer as an error, not a blank list', async () => {
    serve(
      catalogueServer(3, (call) =>
        call.path === '/rest/backend.page.json'
          ? json(200, { result: { page: { total: 'many' } } })
          : undefined,
      ),
    );
    render(<ProductList sectionId="11" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Произошла ошибка.');
  });
});

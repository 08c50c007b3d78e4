import { getSession, searchTypeOf } from '@portal/core/session';
import { createFakeFetch, json, type Reply, signInWith } from '@portal/test';
import { NavigationProvider } from '@portal/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickSearch, type QuickSearchProps } from './QuickSearch';

const HITS = [
  {
    _source: { article: 'GDB1550', brand: 'TRW', title: 'Колодки тормозные передние VW Polo' },
    highlight: { articleForSearch: ['<em>GDB</em>1550'] },
  },
  {
    _source: { article: 'GDB1330', brand: 'TRW', title: 'Колодки тормозные задние Kia Rio' },
    highlight: { articleForSearch: ['<em>GDB</em>1330'] },
  },
  {
    _source: { article: 'GDB400', brand: 'TRW', title: 'Колодки тормозные барабанные' },
    highlight: {},
  },
];

/** A quick-search server answering `hits` for any query (or `reply` when given). */
function server(reply: (query: string) => Reply = () => json(200, { result: { products: HITS } })) {
  const fake = createFakeFetch((call) =>
    call.path === '/rest/backend.quicksearch.json' ? reply(call.form.search_query ?? '') : json(404, {}),
  );
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

function renderSignedIn(props: QuickSearchProps = {}) {
  signInWith(getSession());
  const paths: string[] = [];
  const navigate = vi.fn((path: string) => {
    paths.push(path);
    return true;
  });
  const withNavigation = (shown: QuickSearchProps) => (
    <NavigationProvider navigate={navigate}>
      <QuickSearch {...shown} />
    </NavigationProvider>
  );
  const view = render(withNavigation(props));
  return { paths, navigate, rerender: (next: QuickSearchProps) => view.rerender(withNavigation(next)) };
}

const box = () => screen.getByRole('combobox', { name: 'Поиск запчастей' }) as HTMLInputElement;
const typeSelect = () => screen.getByRole('combobox', { name: 'Искать по' }) as HTMLSelectElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
/** Enter in the box: the browser submits its form. */
const submitBox = () => fireEvent.submit(box().form as HTMLFormElement);

/** Picks an option as a browser does: the value changes, then `input` and `change` are sent. */
function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
/** The hits: options of the listbox (the type selector has options of its own). */
const options = () => {
  const listbox = screen.queryByRole('listbox');
  return listbox ? within(listbox).queryAllByRole('option') : [];
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QuickSearch', () => {
  it('asks from 3 characters on and lists the hits as options of a listbox', async () => {
    const fake = server();
    renderSignedIn();
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(fake.calls).toEqual([
      { path: '/rest/backend.quicksearch.json', token: 'a1', form: { search_query: 'GDB' } },
    ]);
    const listbox = screen.getByRole('listbox');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
    expect(options()[0]?.textContent).toBe('GDB1550TRWКолодки тормозные передние VW Polo');
    expect(options()[0]?.querySelector('mark')?.textContent).toBe('GDB');
    expect(options()[0]?.getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=GDB1550&brand=TRW&type=article$/,
    );
  });

  it('offers the online catalogue for a VIN or frame number typed, and not for an article', async () => {
    server(() => json(200, { result: { products: [] } }));
    renderSignedIn();
    act(() => box().focus());
    type('XW8Z ZZ61 ZBG1 23456');
    const offer = await screen.findByRole('option', {
      name: 'Найти автомобиль по VIN XW8ZZZ61ZBG123456 в оригинальных каталогах',
    });
    expect(offer.getAttribute('href')).toMatch(/\/laximo-vin\/XW8ZZZ61ZBG123456\/$/);
    type('ACV40-0123456');
    await screen.findByRole('option', {
      name: 'Найти автомобиль по номеру кузова ACV40-0123456 в оригинальных каталогах',
    });
    type('GDB1550');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Найти автомобиль/ })).toBeNull());
  });

  it('makes the car of a VIN the first option, reached by the arrows and taken by Enter', async () => {
    server();
    const { paths } = renderSignedIn();
    act(() => box().focus());
    type('XTAGFL110LY100456');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()[0]?.textContent).toBe(
      'Найти автомобиль по VIN XTAGFL110LY100456 в оригинальных каталогах',
    );
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    key('ArrowUp');
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[3]?.id);
    key('ArrowDown');
    key('Enter');
    expect(paths).toEqual(['/laximo-vin/XTAGFL110LY100456/']);
  });

  it('takes a VIN to its car on Enter with no option chosen; a frame number is searched', async () => {
    server();
    const searches: unknown[] = [];
    const { paths } = renderSignedIn({ onSearch: (search) => searches.push(search) });
    type(' XTAGFL110LY100456 ');
    submitBox();
    expect(paths).toEqual(['/laximo-vin/XTAGFL110LY100456/']);
    type('04465-33471');
    submitBox();
    expect(paths.at(-1)).toBe('/search/?q=04465-33471&type=article');
    expect(searches).toEqual([{ query: '04465-33471', type: 'article' }]);
  });

  it('clears the hits and asks nothing below 3 characters', async () => {
    const fake = server();
    renderSignedIn();
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    vi.useFakeTimers();
    type('GD');
    expect(options()).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // Well past the debounce: whatever a timer would ask has been asked.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls).toHaveLength(1);
  });

  it('moves through the hits with the arrow keys and opens the step search of one on Enter', async () => {
    server();
    const { paths } = renderSignedIn();
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    key('ArrowDown');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    key('ArrowUp');
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]?.id);
    key('Enter');
    expect(paths).toEqual(['/searchallsourcessteps/?q=GDB400&brand=TRW&type=article']);
    expect(options()).toHaveLength(0);
  });

  it('opens the named search with the chosen type on Enter in the box, and says so', async () => {
    server();
    const searches: unknown[] = [];
    const { paths } = renderSignedIn({ onSearch: (search) => searches.push(search) });
    const select = typeSelect();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Артикул',
      'Названию',
      'Расширенный',
      'Коду',
    ]);
    expect(select.value).toBe('article');
    choose(select, 'description');
    expect(searchTypeOf(getSession()).get()).toBe('description');
    type('  колодки   передние ');
    submitBox();
    expect(paths).toEqual([
      `/search/?q=${encodeURIComponent('колодки')}+${encodeURIComponent('передние')}&type=description`,
    ]);
    expect(searches).toEqual([{ query: 'колодки передние', type: 'description' }]);
  });

  it('asks for a query when Enter is pressed in an empty box', () => {
    server();
    const { paths } = renderSignedIn();
    submitBox();
    expect(paths).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Введите артикул, название или код');
  });

  it('closes the list on Escape and opens it again with the arrow keys', async () => {
    server();
    renderSignedIn();
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
  });

  it('shows a highlight carrying an image handler or a script as text, never as markup', async () => {
    server(() =>
      json(200, {
        result: {
          products: [
            {
              _source: { article: 'X1', brand: 'EVIL', title: 'Фильтр' },
              highlight: {
                title2quick: ['<img src=x onerror="alert(1)"><em>Фильтр</em><script>alert(2)</script>'],
              },
            },
          ],
        },
      }),
    );
    renderSignedIn();
    type('Фил');
    await waitFor(() => expect(options()).toHaveLength(1));
    const hit = options()[0];
    expect(hit?.querySelector('img, script, [onerror]')).toBeNull();
    expect(hit?.textContent).toContain('<img src=x onerror="alert(1)">Фильтр<script>alert(2)</script>');
    expect(hit?.querySelector('mark')?.textContent).toBe('Фильтр');
  });

  it("says 'Произошла ошибка.' when the server fails, and finds the hits on retry", async () => {
    let fail = true;
    server(() =>
      fail
        ? { status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' }
        : json(200, { result: { products: HITS } }),
    );
    renderSignedIn();
    type('GDB');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Произошла ошибка.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(options()).toHaveLength(3));
  });

  it("lets the keyboard reach 'Повторить' past 'Найти', and brings the focus back to the box for the hits", async () => {
    let fail = true;
    server(() => (fail ? json(500, { error: 'server_error' }) : json(200, { result: { products: HITS } })));
    renderSignedIn();
    act(() => box().focus());
    type('GDB');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Произошла ошибка.'));
    // Tab: the focus moves on within the search, and the failure stays shown.
    act(() => screen.getByRole('button', { name: 'Найти' }).focus());
    const retry = screen.getByRole('button', { name: 'Повторить' });
    act(() => retry.focus());
    expect(document.activeElement).toBe(retry);
    fail = false;
    fireEvent.click(retry);
    expect(document.activeElement).toBe(box());
    await waitFor(() => expect(options()).toHaveLength(3));
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
  });

  it('closes the hits when the focus leaves the search, and on Escape from its buttons', async () => {
    server(() => json(500, { error: 'server_error' }));
    renderSignedIn();
    const outside = document.body.appendChild(document.createElement('button'));
    act(() => box().focus());
    type('GDB');
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    act(() => retry.focus());
    fireEvent.keyDown(retry, { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box());
    key('ArrowDown');
    type('GDB1');
    await screen.findByRole('button', { name: 'Повторить' });
    act(() => outside.focus());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    outside.remove();
  });

  it('says so when nothing is found', async () => {
    server(() => json(200, { result: { products: [] } }));
    renderSignedIn();
    type('zzzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ничего не найдено'));
  });

  it('says how many hits it found, in the status a screen reader hears', async () => {
    server();
    renderSignedIn();
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.getByRole('status').textContent).toBe('Найдено: 3');
  });

  it('drops the hits when the page is shown again', async () => {
    server();
    renderSignedIn();
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(options()).toHaveLength(0);
  });

  it('shows the search the page shows, without asking the server or opening the hits', async () => {
    const fake = server();
    renderSignedIn({ value: 'W 712/75', searchType: 'description' });
    expect(box().value).toBe('W 712/75');
    expect(typeSelect().value).toBe('description');
    vi.useFakeTimers();
    fireEvent.focus(box());
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(fake.calls).toEqual([]);
  });

  it("searches the page's type, and the type the client picks, which is remembered", () => {
    server();
    const searches: unknown[] = [];
    const { paths } = renderSignedIn({
      value: 'колодки',
      searchType: 'description',
      onSearch: (search) => searches.push(search),
    });
    submitBox();
    expect(searchTypeOf(getSession()).get()).toBe('article');
    choose(typeSelect(), 'kod');
    expect(typeSelect().value).toBe('kod');
    expect(searchTypeOf(getSession()).get()).toBe('kod');
    submitBox();
    expect(searches).toEqual([
      { query: 'колодки', type: 'description' },
      { query: 'колодки', type: 'kod' },
    ]);
    const query = encodeURIComponent('колодки');
    expect(paths).toEqual([`/search/?q=${query}&type=description`, `/search/?q=${query}&type=kod`]);
  });

  it('keeps what the client types while the page shows the same search', async () => {
    server();
    const { rerender } = renderSignedIn({ value: 'W 712', searchType: 'article' });
    type('W 712/75');
    await waitFor(() => expect(options()).toHaveLength(3));
    rerender({ value: 'W 712', searchType: 'article' });
    expect(box().value).toBe('W 712/75');
    expect(options()).toHaveLength(3);
  });

  it('replaces what was typed and drops its hits when another search is shown', async () => {
    const fake = server();
    const { rerender } = renderSignedIn({ value: 'W 712/75', searchType: 'article' });
    type('GDB');
    await waitFor(() => expect(options()).toHaveLength(3));
    choose(typeSelect(), 'advanced');
    rerender({ value: 'колодки передние', searchType: 'description' });
    expect(box().value).toBe('колодки передние');
    expect(typeSelect().value).toBe('description');
    expect(options()).toHaveLength(0);
    fireEvent.focus(box());
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender({});
    expect(box().value).toBe('');
    expect(typeSelect().value).toBe('advanced');
    type('колодки задние');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(fake.calls.map((call) => call.form.search_query)).toEqual(['GDB', 'колодки задние']);
  });

  it('shows the remembered type when the page names a type it does not know', () => {
    server();
    searchTypeOf(getSession()).set('kod');
    renderSignedIn({ value: 'ЦБ-00047037', searchType: 'everything' });
    expect(typeSelect().value).toBe('kod');
  });

  it('offers a visitor to become a client or log in instead of asking the server', async () => {
    const fake = server();
    render(<QuickSearch />);
    type('GDB');
    const dialog = await screen.findByRole('dialog', { name: 'Внимание!' });
    expect(dialog.textContent).toContain(
      'Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
    );
    expect(screen.getByRole('link', { name: 'Стать клиентом' }).getAttribute('href')).toMatch(
      /\/unauth\/#formCompanyRequest$/,
    );
    expect(screen.getByRole('link', { name: 'Авторизоваться' }).getAttribute('href')).toMatch(/\/login\/$/);
    expect(box().value).toBe('');
    expect(fake.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

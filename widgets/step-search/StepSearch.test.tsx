import { getSession } from '@portal/core/session';
import { json, type Reply, stepPage } from '@portal/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepSearch } from './StepSearch';
import { STEP_ANSWERS, signedInAtScheduleStart, stepSearchServer } from './test-server';

signedInAtScheduleStart();

/**
 * Picks an option as a browser does: the value changes, then `change` fires. (The Preact testing
 * library turns `fireEvent.change` into an `input` event, which a select's onChange never hears.)
 */
function chooseOption(select: HTMLElement, value: string): void {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const pageCalls = (server: ReturnType<typeof stepSearchServer>) =>
  server.calls.filter((call) => call.path === '/rest/backend.page.json');
/** The titles of the result sections (the filter panel's heading is of the same level). */
const sectionHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('[part~="section"]'));
const sectionTitles = () => sectionHeadings().map((heading) => heading.firstChild?.textContent);
const section = (title: string) => {
  const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) });
  return heading.closest('section') as HTMLElement;
};
const idsIn = (title: string) => {
  const element = section(title);
  return [...element.querySelectorAll('[data-product-id], [data-offer-id]')].map(
    (row) => row.getAttribute('data-product-id') ?? row.getAttribute('data-offer-id'),
  );
};
/** The search's end, with its rows on screen (their code is fetched beside the first step). */
async function searchShown(): Promise<void> {
  await screen.findByText('Поиск завершён');
  await waitFor(() => expect(sectionHeadings().length).toBeGreaterThan(0));
}
const skeletonShown = (container: HTMLElement) => container.querySelector('[part~="skeleton"]') !== null;

describe('StepSearch', () => {
  it('fills the sections step by step, the bar advancing to "Поиск завершён"', async () => {
    const held: ((reply: Reply) => void)[] = [];
    const server = stepSearchServer((call) =>
      call.path === '/rest/backend.page.json'
        ? new Promise<Reply>((resolve) =>
            held.push(() => resolve(json(200, STEP_ANSWERS[call.form.step ?? '']))),
          )
        : undefined,
    );
    vi.stubGlobal('fetch', server.fetch);
    const { container } = render(<StepSearch q="0 986 494 524" brand="BOSCH" type="article" />);
    const texts: string[] = [];
    const skeletons: boolean[] = [];
    for (let step = 0; step < 4; step++) {
      await waitFor(() => expect(held).toHaveLength(step + 1));
      const bar = screen.getByRole('progressbar');
      texts.push(bar.getAttribute('aria-valuetext') ?? '');
      skeletons.push(skeletonShown(container));
      await act(async () => held[step]?.(json(200, {})));
    }
    await searchShown();
    expect(texts).toEqual([
      'Ищем в наличии',
      'Ищем в наличии на других складах',
      'Ищем аналоги в наличии',
      'Ищем на других складах',
    ]);
    expect(skeletons).toEqual([false, true, true, true]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(skeletonShown(container)).toBe(false);
    expect(sectionTitles()).toEqual([
      'В наличии',
      'Искомый артикул',
      'Аналоги в наличии',
      'Аналоги на других складах',
    ]);
    expect(idsIn('В наличии')).toEqual(['1001']);
    expect(idsIn('Искомый артикул')).toEqual(['n1']);
    expect(idsIn('Аналоги в наличии')).toEqual(['1002']);
    expect(idsIn('Аналоги на других складах')).toEqual(['a1', 'a2']);
    expect(pageCalls(server).map((call) => call.form.step)).toEqual([
      'instock',
      'instockremotesuppliers',
      'instockanalogs',
      'instockanalogsremotesuppliers',
    ]);
    expect(pageCalls(server)[0]?.form).toMatchObject({
      search_article: '0 986 494 524',
      search_brand: 'BOSCH',
      search_type: 'article',
    });
  });

  it("marks a remote part 'Тренд' when its supplier does, and no other", async () => {
    vi.stubGlobal('fetch', stepSearchServer().fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" type="article" />);
    await searchShown();
    const groupOf = (title: string) =>
      screen.getByText(title).closest('[part~="offer-group"]') as HTMLElement;
    expect(within(groupOf('Колодки TRW')).getByText('Тренд')).toBeTruthy();
    expect(within(groupOf('Колодки ATE')).queryByText(/Новинка|Тренд|Хит/)).toBeNull();
  });

  it('restricts only the analogue sections to the chosen brand', async () => {
    vi.stubGlobal('fetch', stepSearchServer().fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" />);
    await searchShown();
    // The panel's code is fetched (and, here, compiled) when it first shows.
    const filters = await screen.findByRole('complementary', { name: /Фильтры/ });
    fireEvent.click(await within(filters).findByRole('checkbox', { name: 'ATE' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Аналоги в наличии/ })).toBeNull());
    expect(idsIn('В наличии')).toEqual(['1001']);
    expect(idsIn('Искомый артикул')).toEqual(['n1']);
    expect(idsIn('Аналоги на других складах')).toEqual(['a1']);
  });

  it('sorts by price on the client, and searches again for relevance', async () => {
    // a1 costs 2 100 ₽, a2 1 500 ₽.
    const server = stepSearchServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" />);
    await searchShown();
    const sort = screen.getByRole('combobox', { name: 'Сортировка' });
    chooseOption(sort, 'PRICE_ASC');
    await waitFor(() => expect(idsIn('Аналоги на других складах')).toEqual(['a2', 'a1']));
    chooseOption(sort, 'PRICE_DESC');
    await waitFor(() => expect(idsIn('Аналоги на других складах')).toEqual(['a1', 'a2']));
    expect(pageCalls(server)).toHaveLength(4);
    chooseOption(sort, 'REL_ASC');
    await waitFor(() => expect(pageCalls(server)).toHaveLength(8));
    expect(pageCalls(server)[4]?.form.step).toBe('instock');
  });

  it('adds a remote offer with the supplier payload, in steps of its ratio', async () => {
    const server = stepSearchServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" />);
    await searchShown();
    const offer = section('Аналоги на других складах').querySelector('[data-offer-id="a1"]') as HTMLElement;
    fireEvent.click(within(offer).getByRole('button', { name: /^Увеличить количество: / }));
    fireEvent.click(within(offer).getByRole('button', { name: /^В корзину: / }));
    await screen.findByText('Товар добавлен в корзину');
    const added = server.calls.find((call) => call.path === '/rest/basket.add.json');
    expect(added?.form).toMatchObject({
      productId: 'a1',
      quantity: '4',
      type: 'linemedia.auto',
      supplier_id: 's1',
      ch_id: 'c1',
      max_available_quantity: '9',
      delivery_time_formated: '22.11.2024',
      'extra[warehouse]': 'MSK-2',
    });
    expect(getSession().$headerBasket.get()).toEqual({ count: 4, price: 9000 });
    expect(within(offer).getByRole('button', { name: /^В корзине: / })).toBeTruthy();
  });

  it("says 'Произошла ошибка.' when a step fails and resumes from that step", async () => {
    let failures = 1;
    const server = stepSearchServer((call) => {
      if (call.form.step === 'instockanalogs' && failures > 0) {
        failures -= 1;
        return { status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="0 986 494 524" brand="BOSCH" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Произошла ошибка.');
    await waitFor(() => expect(idsIn('В наличии')).toEqual(['1001']));
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Поиск завершён');
    expect(pageCalls(server).map((call) => call.form.step)).toEqual([
      'instock',
      'instockremotesuppliers',
      'instockanalogs',
      'instockanalogs',
      'instockanalogsremotesuppliers',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the name search when nothing is found', async () => {
    vi.stubGlobal('fetch', stepSearchServer(() => json(200, stepPage('final'))).fetch);
    render(<StepSearch q="XYZ-0000" />);
    await screen.findByText('Предложений удовлетворяющих заданным критериям не найдено.');
    expect(screen.getByText('Измените запрос или попробуйте искать по названию.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Искать по названию' }).getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=XYZ-0000&brand=&type=description$/,
    );
  });

  it('tells when only similar goods were found', async () => {
    vi.stubGlobal(
      'fetch',
      stepSearchServer(() =>
        json(200, stepPage('final', { products_data: [], param_search: { is_soft_search: true } })),
      ).fetch,
    );
    render(<StepSearch q="GDB155" />);
    await screen.findByText('По точному запросу товаров не найдено. Показаны похожие товары.');
  });

  it("lets the client choose the brand of an ambiguous article ('Бренд' plus title)", async () => {
    vi.stubGlobal(
      'fetch',
      stepSearchServer(() =>
        json(
          200,
          stepPage('final', {
            remote_suppliers: {
              CATALOGS: [
                { brand_title: 'MAHLE', title: 'Фильтр масляный' },
                { brand_title: 'KNECHT', title: 'Фильтр масляный' },
              ],
              PARTS: [],
            },
          }),
        ),
      ).fetch,
    );
    render(<StepSearch q="OC 90" />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Бренд', 'Наименование']);
    expect(within(table).getByRole('link', { name: 'KNECHT' }).getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=OC\+90&brand=KNECHT&type=article$/,
    );
  });

  it('asks a visitor to sign in and calls nothing', () => {
    getSession().$signedIn.set(false);
    const server = stepSearchServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="0 986 494 524" />);
    expect(screen.getByText(/Для того чтобы увидеть цены необходимо стать клиентом/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Авторизоваться' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('asks for an article when there is none', () => {
    const server = stepSearchServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<StepSearch q="  " />);
    expect(screen.getByText('Введите артикул или название детали.')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/rest/backend.page.json')).toEqual([]);
  });
});

import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketUpload } from './BasketUpload';

const offer = (id: string, brand: string, article: string, amount: number, multiple = 1) => ({
  ID: id,
  BRAND: brand,
  ARTICLE: article,
  NAME: 'Деталь',
  AMOUNT: amount,
  MIN_QUANT: multiple,
});

function serve() {
  const server = createFakeFetch((call) => {
    if (call.path === '/rest/backend.basket_count.json')
      return json(200, { result: { header: { basket_count_data: { count: 2, price: 100 } } } });
    const page = (body: Record<string, unknown>) => json(200, { result: { page: body } });
    switch (call.form.step) {
      case 'parse':
        return page({ file_name: 'upload-1.xlsx', next_step: 'search', error: false });
      case 'search':
        return page({
          next_step: 'add2basket',
          rows: [
            {
              ARTICLE: '0 986 494 524',
              QUANTITY: 2,
              OFFERS: [offer('1001', 'BOSCH', '0 986 494 524', 38)],
              ANALOGS: [],
            },
            {
              ARTICLE: 'BKR6E-11',
              QUANTITY: 3,
              OFFERS: [offer('1010', 'NGK', 'BKR6E-11', 120, 4)],
              ANALOGS: [],
            },
            {
              ARTICLE: '171855',
              QUANTITY: 2,
              OFFERS: [offer('2374', 'KYB', '171855', 85), offer('2919', 'VALEO', '171855', 20)],
              ANALOGS: [],
            },
            { ARTICLE: 'NOPE-404', QUANTITY: 1, OFFERS: [], ANALOGS: [] },
          ],
        });
      case 'add2basket':
        return page({ basket_added: true, count_added: 1, next_step: '' });
      default:
        return json(404, {});
    }
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const pick = (file: File) => {
  const input = screen.getByLabelText('Файл с товарами (xls, xlsx, ods)') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  // A plain change event: Preact's testing library turns fireEvent.change into an input event.
  fireEvent(input, new Event('change', { bubbles: true }));
};
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));

beforeEach(() => signInWith(getSession()));
afterEach(() => vi.unstubAllGlobals());

describe('BasketUpload', () => {
  it('shows its instruction as a region named by its heading, which a host may put in its main', () => {
    render(
      <main>
        <BasketUpload />
      </main>,
    );
    const instruction = screen.getByRole('region', { name: 'Как заказать из файла' });
    expect(within(instruction).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows every row before adding, adds only what the client confirmed and picked, and shows the count', async () => {
    const server = serve();
    // Without an IntersectionObserver every row is drawn at once (the drawing in reach: e2e).
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<BasketUpload />);
    pick(new File(['PK'], 'заказ.xlsx'));
    upload();
    // The review's code is fetched at the first upload: generous on a busy machine.
    const review = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(server.calls.map((call) => call.form.step)).toEqual(['parse', 'search']);
    expect(server.calls[0]?.form).toMatchObject({ page: 'excel2basket', step: 'parse', file: 'заказ.xlsx' });
    expect(server.calls[1]?.form).toMatchObject({ step: 'search', file_name: 'upload-1.xlsx' });
    const rows = within(review)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '10 986 494 5242BOSCH 0 986 494 524, Деталь2Добавим как в файле.',
      '2BKR6E-113NGK BKR6E-11, Деталь4Количество изменено: 3 → 4: продаётся по 4 шт.',
      expect.stringMatching(/^31718552.*—Артикул есть у нескольких брендов: выберите бренд\.$/),
      '4NOPE-4041——Не найден в каталоге. Не будет добавлен.',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Будет добавлено строк: 2 из 4. ');
    const brand = screen.getByRole('combobox', { name: 'Бренд для артикула 171855' }) as HTMLSelectElement;
    brand.value = '2919';
    fireEvent(brand, new Event('change', { bubbles: true }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Будет добавлено строк: 3 из 4. '),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    await waitFor(() => expect(screen.getByText(/Товары добавлены в корзину: 1\./)).toBeTruthy());
    expect(server.calls[2]?.form).toMatchObject({
      step: 'add2basket',
      file_name: 'upload-1.xlsx',
      products: JSON.stringify([
        { ID: '1001', QUANTITY: 2 },
        { ID: '1010', QUANTITY: 4 },
        { ID: '2919', QUANTITY: 2 },
      ]),
    });
    expect(screen.queryByText('NOPE-404')).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toMatch(
      /\/basket\/$/,
    );
    expect(getSession().$headerBasket.get()).toEqual({ count: 2, price: 100 });
  }, 30_000);

  it.each([
    [null, 'Не выбран файл.'],
    [new File(['text'], 'заказ.txt'), 'Не верный файл'],
    [new File([new Uint8Array(3_000_000)], 'заказ.xlsx'), 'Файл должен быть не более 2 мб'],
    [new File([], 'пустой.xlsx'), 'Не верный файл'],
  ])('refuses %s before sending anything', async (file, message) => {
    const server = serve();
    render(<BasketUpload />);
    if (file) pick(file);
    upload();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.calls).toEqual([]);
  });

  it('marks the step whose reply was an error as failed, to the eye and to a screen reader', async () => {
    const server = createFakeFetch(() =>
      json(200, { result: { page: { error: true, error_message: 'Не верный файл', next_step: '' } } }),
    );
    vi.stubGlobal('fetch', server.fetch);
    render(<BasketUpload />);
    pick(new File(['PK'], 'заказ.xlsx'));
    upload();
    expect((await screen.findByRole('alert')).textContent).toBe('Не верный файл');
    const steps = within(screen.getByRole('list', { name: 'Заказ из файла' })).getAllByRole('listitem');
    expect(steps.map((step) => [step.dataset.state, step.textContent])).toEqual([
      ['failed', '✕Загрузка и разбор файла: ошибка'],
      ['pending', '2Поиск товаров из файла: ожидает'],
      ['pending', '3Добавление товаров в корзину: ожидает'],
    ]);
    expect(steps[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('✕');
  });
});

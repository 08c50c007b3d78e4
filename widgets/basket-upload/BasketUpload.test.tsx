import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketUpload } from './BasketUpload';

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
          products_data: [{ ID: '1001', QUANTITY: 2 }],
          products_diff: [{ article: 'NOPE-404', quantity: 1 }],
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
  it('pauses on a missing article, goes on with Продолжить, and shows the count', async () => {
    const server = serve();
    render(<BasketUpload />);
    pick(new File(['PK'], 'заказ.xlsx'));
    upload();
    expect(await screen.findByText('NOPE-404')).toBeTruthy();
    expect(server.calls.map((call) => call.form.step)).toEqual(['parse', 'search']);
    expect(screen.getByText('заказ.xlsx')).toBeTruthy();
    expect(server.calls[0]?.form).toMatchObject({ page: 'excel2basket', step: 'parse', file: 'заказ.xlsx' });
    expect(server.calls[1]?.form).toMatchObject({ step: 'search', file_name: 'upload-1.xlsx' });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByText(/Товары добавлены в корзину: 1\./)).toBeTruthy());
    expect(server.calls[2]?.form).toMatchObject({
      step: 'add2basket',
      file_name: 'upload-1.xlsx',
      products: JSON.stringify([{ ID: '1001', QUANTITY: 2 }]),
    });
    expect(screen.queryByText('NOPE-404')).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toMatch(
      /\/basket\/$/,
    );
    expect(getSession().$headerBasket.get()).toEqual({ count: 2, price: 100 });
  });

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

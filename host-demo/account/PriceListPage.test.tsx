import { getSession } from '@portal/core/session';
import { createFakeFetch, json, type RecordedCall, signInWith } from '@portal/test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceListPage } from './PriceListPage';

const PAGE = {
  period: [
    { ID: '158', VALUE: 'Ежедневно' },
    { ID: '161', VALUE: 'По выбранным дням недели' },
  ],
  format: [{ ID: '171', VALUE: 'Excel (xlsx)' }],
  USER_DATA: {
    PROPERTY_EMAILS_SEND_PRICE_VALUE: 'zakupki@avtodetal-chr.ru',
    PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '158',
    PROPERTY_FORMAT_PRICE_ENUM_ID: '171',
    PROPERTY_FIELDS_SORT_VALUE: 'article,brand,descr,qty,regular_price,ratio,code',
  },
};

let saves: RecordedCall[];
let saveReply: () => ReturnType<typeof json> | Promise<ReturnType<typeof json>>;

beforeEach(() => {
  saves = [];
  saveReply = () => json(200, { result: { page: { success: true } } });
  const server = createFakeFetch((call) => {
    if (call.form.page !== 'savepricelist') return json(200, { result: { page: PAGE } });
    saves.push(call);
    return saveReply();
  });
  vi.stubGlobal('fetch', server.fetch);
  signInWith(getSession());
});

// While saving the button reads 'Сохраняем…'.
const save = () => screen.getByRole('button', { name: /^(Сохранить|Сохраняем…)$/ });

describe('PriceListPage', () => {
  it('is prefilled from the settings, with the stock flag on and fixed', async () => {
    render(<PriceListPage />);
    expect(((await screen.findByLabelText('E-mail 1')) as HTMLInputElement).value).toBe(
      'zakupki@avtodetal-chr.ru',
    );
    const stock = screen.getByRole('checkbox', { name: 'Только складской остаток' }) as HTMLInputElement;
    expect([stock.checked, stock.disabled]).toEqual([true, true]);
    expect(screen.queryByRole('group', { name: 'Дни недели' })).toBeNull();
  });

  it('saves once for a double click and says it saved', async () => {
    let answer: () => void = () => {};
    saveReply = () =>
      new Promise((resolve) => {
        answer = () => resolve(json(200, { result: { page: { success: true } } }));
      });
    render(<PriceListPage />);
    await screen.findByLabelText('E-mail 1');
    act(() => {
      fireEvent.click(save());
      fireEvent.click(save());
    });
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    act(() => fireEvent.click(save()));
    await act(async () => answer());
    expect(await screen.findByText('Изменения успешно сохранены')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.form).toMatchObject({
      emails: 'zakupki@avtodetal-chr.ru',
      raspisanie: '158',
      stock: 'Y',
    });
  });

  it('says a refused or failed save failed and keeps what was typed', async () => {
    saveReply = () => json(200, { result: { page: { error: true, error_message: 'Неверный e-mail.' } } });
    render(<PriceListPage />);
    const email = (await screen.findByLabelText('E-mail 1')) as HTMLInputElement;
    act(() => fireEvent.click(save()));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный e-mail.');
    saveReply = () => ({ status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' });
    act(() => fireEvent.click(save()));
    // A proxy's page twice (asked again at once under the same key): whether it was saved is unknown.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось узнать, сохранены ли настройки: нет ответа от сервера. Нажмите «Сохранить» ещё раз.',
      ),
    );
    expect(email.value).toBe('zakupki@avtodetal-chr.ru');
  });

  it("asks for the e-mail: 'Заполните поле.', and sends nothing", async () => {
    render(<PriceListPage />);
    const email = await screen.findByLabelText('E-mail 1');
    act(() => fireEvent.change(email, { target: { value: '' } }));
    act(() => fireEvent.click(save()));
    expect(await screen.findByText('Заполните поле.')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });
});

import { getSession } from '@portal/core/session';
import { createFakeFetch, json, type RecordedCall, type Reply, signInWith } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketCheckout } from './BasketCheckout';

const items = [
  { ID: '1', PRODUCT_ID: '1001', NAME: 'Колодки тормозные', PRICE: 2345.6, QTY: 2, MAX_QTY: 38 },
  { ID: '2', PRODUCT_ID: '1004', NAME: 'Фильтр масляный', PRICE: 612.4, QTY: 1, MAX_QTY: 240 },
  { ID: '3', PRODUCT_ID: '1010', NAME: 'Свеча зажигания', PRICE: 389.9, QTY: 4, MAX_QTY: 0 },
].map((item) => ({
  ...item,
  PROPS: {
    article: { VALUE: `A-${item.PRODUCT_ID}` },
    brand: { VALUE: 'BOSCH' },
    min_quan: { VALUE: 1 },
    OLD_PRICE: { VALUE: item.ID === '1' ? 2590 : 0 },
    delivery_time_formated: { VALUE: item.MAX_QTY > 0 ? '21.11.2024' : '' },
  },
}));

function serve(override: (call: RecordedCall) => Reply | Promise<Reply> | undefined = () => undefined) {
  const server = createFakeFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.path === '/rest/backend.page.json')
      return json(200, {
        result: {
          current_user: {
            ID: 7,
            LOGIN: 'demo',
            USER_DATA: { UF_EXPRESS_DELIVERY: 1, UF_EXPRESS_DELIVERY_PRICE: 500 },
          },
          header: { basket_count_data: { count: 3, price: 6863.2 } },
          page: {},
        },
      });
    if (call.path === '/rest/basket.list.json') return json(200, { result: { ITEMS: items } });
    if (call.path === '/rest/backend.basket_count.json')
      return json(200, { result: { header: { basket_count_data: { count: 3, price: 6863.2 } } } });
    return json(404, {});
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ') ?? '';
const total = () => text(screen.getByTestId('checkout-total'));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  signInWith(getSession());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BasketCheckout', () => {
  it('shows every line selected, with its price, old price, sum and stock', async () => {
    serve();
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    expect(box('Выбрать все товары').checked).toBe(true);
    expect(box('Выбрать: Фильтр масляный').checked).toBe(true);
    const first = screen.getByText('Колодки тормозные').closest('tr') as HTMLElement;
    expect(text(within(first).getByText(/2 590,00/))).toBe('2 590,00 ₽');
    expect(within(first).getByText(/2 590,00/).tagName).toBe('S');
    expect(text(within(first).getByTestId('line-sum'))).toBe('4 691,20 ₽');
    const third = screen.getByText('Свеча зажигания').closest('tr') as HTMLElement;
    expect(within(third).getAllByText('Нет в наличии.').length).toBeGreaterThan(0);
    expect(total()).toBe('6 863,20 ₽');
  });

  it('keeps select-all in step with the line boxes', async () => {
    serve();
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    fireEvent.click(box('Выбрать: Фильтр масляный'));
    expect(box('Выбрать все товары').checked).toBe(false);
    expect(box('Выбрать все товары').indeterminate).toBe(true);
    fireEvent.click(box('Выбрать: Фильтр масляный'));
    expect(box('Выбрать все товары').checked).toBe(true);
    fireEvent.click(box('Выбрать все товары'));
    for (const name of ['Колодки тормозные', 'Фильтр масляный', 'Свеча зажигания'])
      expect(box(`Выбрать: ${name}`).checked).toBe(false);
    fireEvent.click(box('Выбрать все товары'));
    expect(box('Выбрать: Свеча зажигания').checked).toBe(true);
  });

  it('totals the selected lines only, with express delivery as its own line', async () => {
    serve();
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    fireEvent.click(box('Выбрать: Колодки тормозные'));
    expect(text(screen.getByText(/^Товары \(/))).toBe('Товары (2)');
    expect(total()).toBe('2 172,00 ₽');
    fireEvent.click(screen.getByRole('radio', { name: /Экспресс-доставка/ }));
    expect(text(screen.getByTestId('delivery-total'))).toBe('500,00 ₽');
    expect(total()).toBe('2 672,00 ₽');
  });

  it('leaves a line out of the total while it is being deleted, and counts it again when the delete fails', async () => {
    let answerDelete: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((resolve) => {
      answerDelete = resolve;
    });
    serve((call) => (call.path === '/rest/basket.delete.json' ? held : undefined));
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    fireEvent.click(screen.getByRole('button', { name: /^Удалить.*Фильтр масляный/ }));
    expect(text(screen.getByText(/^Товары \(/))).toBe('Товары (2)');
    expect(total()).toBe('6 250,80 ₽');
    answerDelete({ status: 502, text: '<h1>502</h1>' });
    await waitFor(() => expect(total()).toBe('6 863,20 ₽'));
    const row = screen.getByText('Фильтр масляный').closest('tr') as HTMLElement;
    expect(within(row).getByText('Произошла ошибка.')).toBeTruthy();
  });

  it("puts a refused quantity back to the server's value and says so on the line", async () => {
    serve((call) =>
      call.path === '/rest/basket.update.json'
        ? json(400, {
            error: 'bad_request',
            error_description: 'Недостаточно товара на складе: доступно 38 шт.',
          })
        : undefined,
    );
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    const input = screen.getByRole('textbox', { name: 'Количество: Фильтр масляный' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5' } });
    expect(input.value).toBe('5');
    expect(total()).toBe('9 312,80 ₽');
    const row = input.closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(row).getByRole('alert').textContent).toBe(
        'Недостаточно товара на складе: доступно 38 шт.',
      ),
    );
    expect(input.value).toBe('1');
    expect(total()).toBe('6 863,20 ₽');
  });

  it('says nothing is selected, and asks for the express contact', async () => {
    const server = serve();
    render(<BasketCheckout />);
    await screen.findByText('Колодки тормозные');
    fireEvent.click(box('Выбрать все товары'));
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Внимание! Выберите товары для заказа.');
    fireEvent.click(box('Выбрать все товары'));
    fireEvent.click(screen.getByRole('radio', { name: /Экспресс-доставка/ }));
    // The contact's code is fetched when express delivery is first chosen.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Контактное лицо' }), {
      target: { value: 'Иван' },
    });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '8473200' } });
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 847 320-0');
    fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Одно из полей заполнено не верно.'),
    );
    expect(server.calls.map((call) => call.path)).not.toContain('/rest/basket.checksumm.json');
  });

  it('shows the empty basket', async () => {
    serve((call) =>
      call.path === '/rest/basket.list.json' ? json(200, { result: { ITEMS: [] } }) : undefined,
    );
    render(<BasketCheckout />);
    expect(await screen.findByText('Ваша корзина пуста.')).toBeTruthy();
  });

  it('stays usable when the basket cannot be read', async () => {
    let broken = true;
    serve((call) =>
      call.path === '/rest/basket.list.json' && broken ? { status: 200, text: '{"result": [' } : undefined,
    );
    render(<BasketCheckout />);
    // A retry line: the message, and 'Повторить' beside it in the same alert.
    const alert = await screen.findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe('Произошла ошибка.');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Колодки тормозные')).toBeTruthy();
  });

  describe('an order sent earlier whose answer never came', () => {
    // Written by another tab (or an earlier page) while this page's session already exists.
    const waiting = (itemIds: string[]) => {
      const newValue = JSON.stringify({
        request: {
          itemIds,
          delivery: 'express',
          contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
          comment: 'Позвонить за час',
        },
        key: 'k-stored',
      });
      localStorage.setItem('portal:pending-order', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'portal:pending-order', newValue, storageArea: localStorage }),
      );
    };

    it('is shown as it was sent, and the press resends it under its key', async () => {
      waiting(['1', '2']);
      const server = serve((call) =>
        call.path === '/rest/order.add.json' ? json(200, { result: { '57': '1042' } }) : undefined,
      );
      const placed: unknown[] = [];
      render(<BasketCheckout onOrderPlaced={(detail) => placed.push(detail)} />);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Не удалось узнать, принят ли заказ. Нажмите «Оформить заказ» ещё раз: второй заказ не будет создан.',
      );
      expect((screen.getByRole('radio', { name: /Экспресс-доставка/ }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect(
        ((await screen.findByRole('textbox', { name: 'Контактное лицо' })) as HTMLInputElement).value,
      ).toBe('Иван Петров');
      expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 473 200-00-12');
      expect(
        (screen.getByRole('textbox', { name: 'Комментарий к заказу' }) as HTMLTextAreaElement).value,
      ).toBe('Позвонить за час');
      expect(box('Выбрать: Колодки тормозные').checked).toBe(true);
      expect(box('Выбрать: Фильтр масляный').checked).toBe(true);
      expect(box('Выбрать: Свеча зажигания').checked).toBe(false);
      expect(total()).toBe('5 803,60 ₽');

      fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
      const said = await screen.findByRole('status');
      expect(said.textContent).toBe('Заказ № 1042 оформлен. Открыть заказ Все заказы');
      const orders = server.calls.filter((call) => call.path === '/rest/order.add.json');
      expect(orders.map((call) => call.form)).toEqual([
        {
          confirmed: 'Y',
          user_description: 'Позвонить за час',
          express_delivery: 'Y',
          express_contact_person: 'Иван Петров',
          express_contact_phone: '+7 473 200-00-12',
          'items[0]': '1',
          'items[1]': '2',
          idempotency_key: 'k-stored',
        },
      ]);
      expect(server.calls.map((call) => call.path)).not.toContain('/rest/basket.checksumm.json');
      await waitFor(() => expect(placed).toEqual([{ orderNumbers: ['1042'] }]));
      expect(localStorage.getItem('portal:pending-order')).toBe('null');
    });

    it('is reported taken, with a link to the orders, when its lines have left the basket', async () => {
      waiting(['7', '8']);
      const server = serve();
      render(<BasketCheckout />);
      const notice = await screen.findByRole('status');
      expect(text(notice)).toBe(
        'Заказ принят: его товаров больше нет в корзине. Номер заказа смотрите в списке заказов. Заказы',
      );
      expect(within(notice).getByRole('link', { name: 'Заказы' }).getAttribute('href')).toMatch(
        /\/personal\/orderlist\/$/,
      );
      expect(box('Выбрать все товары').checked).toBe(true);
      expect(
        (screen.getByRole('textbox', { name: 'Комментарий к заказу' }) as HTMLTextAreaElement).value,
      ).toBe('');
      expect(server.calls.map((call) => call.path)).not.toContain('/rest/order.add.json');
      expect(localStorage.getItem('portal:pending-order')).toBe('null');
    });
  });

  describe('issue 16', () => {
    const press = () => fireEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const ordered = (call: RecordedCall) =>
      call.path === '/rest/basket.checksumm.json'
        ? json(200, { result: { update: false, confirmed: true } })
        : call.path === '/rest/order.add.json'
          ? json(200, { result: { '57': '1042' } })
          : undefined;
    /** Waits for the basket read again after the order, so that no call outlives the test. */
    const reloaded = (server: ReturnType<typeof serve>) =>
      waitFor(() => {
        const paths = server.calls.map((call) => call.path);
        expect(paths.lastIndexOf('/rest/backend.basket_count.json')).toBeGreaterThan(
          paths.indexOf('/rest/order.add.json'),
        );
      });

    it('shows the delivery schedule link on the empty basket', async () => {
      serve((call) =>
        call.path === '/rest/basket.list.json' ? json(200, { result: { ITEMS: [] } }) : undefined,
      );
      render(<BasketCheckout />);
      await screen.findByText('Ваша корзина пуста.');
      expect(screen.getByRole('link', { name: 'График доставки' }).getAttribute('href')).toMatch(
        /\/opt\/delivery\/$/,
      );
    });

    it('drops the express contact message once ordinary delivery is chosen', async () => {
      serve();
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      fireEvent.click(screen.getByRole('radio', { name: /Экспресс-доставка/ }));
      press();
      expect((await screen.findByRole('alert')).textContent).toBe('Требуется указать имя.');
      fireEvent.click(screen.getByRole('radio', { name: /Обычная доставка/ }));
      expect(screen.queryByText('Требуется указать имя.')).toBeNull();
    });

    it('keeps the place of the last notice while an order is being placed', async () => {
      const checking: { release?: () => void } = {};
      let checks = 0;
      const server = serve((call) => {
        if (call.path === '/rest/basket.checksumm.json') {
          checks += 1;
          if (checks === 1) return json(200, { result: { update: true, confirmed: false } });
          return new Promise<Reply>((resolve) => {
            checking.release = () => resolve(json(200, { result: { update: false, confirmed: true } }));
          });
        }
        return ordered(call);
      });
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      // The third line is out of stock (step 4).
      fireEvent.click(box('Выбрать: Свеча зажигания'));
      press();
      const changed = await screen.findByText(/^Внимание! Цены изменились/);
      press();
      await waitFor(() => expect(checking.release).toBeDefined());
      // Under way: the notice is gone for the reader, its box stays, so nothing under it moves.
      expect(screen.queryByRole('alert')).toBeNull();
      const held = document.querySelector('[data-held-notice]');
      expect(held?.getAttribute('aria-hidden')).toBe('true');
      expect(held?.textContent).toBe(changed.textContent);
      checking.release?.();
      await screen.findByText('Заказ № 1042 оформлен.');
      expect(document.querySelector('[data-held-notice]')).toBeNull();
      await reloaded(server);
    });

    it('moves focus to the order number once the order is placed', async () => {
      const server = serve(ordered);
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      fireEvent.click(box('Выбрать: Свеча зажигания'));
      screen.getByRole('button', { name: 'Оформить заказ' }).focus();
      press();
      const notice = await screen.findByText('Заказ № 1042 оформлен.');
      await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
      expect(notice.closest('[role="status"]')).not.toBeNull();
      await reloaded(server);
    });

    it('asks in a dialog that holds focus; Escape closes it and gives focus back', async () => {
      const server = serve();
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      const clear = screen.getByRole('button', { name: 'Очистить корзину' });
      clear.focus();
      fireEvent.click(clear);
      const dialog = await screen.findByRole('alertdialog', { name: 'Очистить корзину' });
      expect(dialog.textContent).toContain('Удалить все товары из корзины?');
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(document.activeElement).toBe(clear);
      expect(server.calls.map((call) => call.path)).not.toContain('/rest/basket.clear.json');
    });

    it('sends nothing when minus is pressed at the minimum', async () => {
      const server = serve();
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      const row = screen.getByText('Фильтр масляный').closest('tr') as HTMLElement;
      vi.useFakeTimers();
      fireEvent.click(within(row).getByRole('button', { name: /^Уменьшить количество: / }));
      // Well past the rest an edit waits before it is sent.
      await vi.advanceTimersByTimeAsync(5000);
      expect(server.calls.map((call) => call.path)).not.toContain('/rest/basket.update.json');
    });

    it('stops on a line the server holds otherwise than shown, and marks it with what was seen', async () => {
      let lists = 0;
      const server = serve((call) => {
        if (call.path !== '/rest/basket.list.json') return ordered(call);
        lists += 1;
        return json(200, {
          result: {
            ITEMS: lists === 1 ? items : items.map((item) => (item.ID === '2' ? { ...item, QTY: 5 } : item)),
          },
        });
      });
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      fireEvent.click(box('Выбрать: Свеча зажигания'));
      press();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Внимание! Кол-во или цена товаров в корзине изменились. Проверьте отмеченные товары и нажмите «Оформить заказ» ещё раз.',
      );
      const row = screen.getByText('Фильтр масляный').closest('tr') as HTMLElement;
      expect(row.dataset.changed).toBe('true');
      expect(within(row).getByText('Было: 1 шт.')).toBeTruthy();
      expect((within(row).getByRole('textbox') as HTMLInputElement).value).toBe('5');
      expect(server.calls.map((call) => call.path)).not.toContain('/rest/order.add.json');
      press();
      await screen.findByText('Заказ № 1042 оформлен.');
      await reloaded(server);
    });
  });

  describe('issue 17: offline', () => {
    it('keeps an edit made offline under a note, asks before the tab closes, and sends it once online', async () => {
      let online = true;
      const server = serve((call) => {
        if (!online) return 'network-error';
        return call.path === '/rest/basket.update.json'
          ? json(200, { result: { success: true, header: { basket_count_data: { count: 3, price: 1 } } } })
          : undefined;
      });
      render(<BasketCheckout />);
      await screen.findByText('Колодки тормозные');
      online = false;
      const input = screen.getByRole('textbox', { name: 'Количество: Фильтр масляный' }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '5' } });
      const row = input.closest('tr') as HTMLElement;
      const note = await within(row).findByRole('status');
      expect(note.textContent).toBe(
        'Нет связи с сервером. Изменение будет отправлено, когда связь восстановится.',
      );
      expect(input.value).toBe('5');
      const closing = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(closing);
      expect(closing.defaultPrevented).toBe(true);

      online = true;
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(within(row).queryByRole('status')).toBeNull());
      const sent = server.calls.filter((call) => call.path === '/rest/basket.update.json');
      expect(sent.at(-1)?.form).toEqual({ basket_item_id: '2', basket_item_id_qty: '5' });
      expect(input.value).toBe('5');
      const closingNow = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(closingNow);
      expect(closingNow.defaultPrevented).toBe(false);
    });
  });
});

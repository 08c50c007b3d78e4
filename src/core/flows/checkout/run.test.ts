import { createFakeFetch, json, memoryStorage, type RecordedCall, type Reply } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../session/auth';
import { pendingOrderOf } from '../../session/pending-order';
import { createSession } from '../../session/session';
import { type BasketCheckout, createBasketCheckout } from './run';

interface Line {
  ID: string;
  PRODUCT_ID: string;
  QTY: number;
  MAX_QTY: number;
  PRICE: number;
}

const wireItem = (line: Line) => ({
  ...line,
  NAME: `Товар ${line.PRODUCT_ID}`,
  PROPS: { article: { VALUE: `A-${line.PRODUCT_ID}` }, min_quan: { VALUE: 1 } },
});

/** A basket server with three lines; `answer` may override any call. */
function server(answer: (call: RecordedCall) => Reply | undefined = () => undefined) {
  let lines: Line[] = [
    { ID: '1', PRODUCT_ID: '1001', QTY: 2, MAX_QTY: 38, PRICE: 2345.6 },
    { ID: '2', PRODUCT_ID: '1004', QTY: 1, MAX_QTY: 240, PRICE: 612.4 },
    { ID: '3', PRODUCT_ID: '1010', QTY: 4, MAX_QTY: 120, PRICE: 389.9 },
  ];
  const header = () => ({
    basket_count_data: {
      count: lines.length,
      price: lines.reduce((sum, line) => sum + Math.round(line.PRICE * 100) * line.QTY, 0) / 100,
    },
  });
  const fake = createFakeFetch((call) => {
    const override = answer(call);
    if (override) return override;
    switch (call.path) {
      case '/rest/backend.page.json':
        return json(200, {
          result: {
            current_user: {
              ID: 7,
              LOGIN: 'demo',
              USER_DATA: { UF_EXPRESS_DELIVERY: 1, UF_EXPRESS_DELIVERY_PRICE: 500 },
            },
            header: header(),
            page: {},
          },
        });
      case '/rest/basket.list.json':
        return json(200, { result: { ITEMS: lines.map(wireItem) } });
      case '/rest/basket.update.json': {
        const line = lines.find((candidate) => candidate.ID === call.form.basket_item_id);
        if (line) line.QTY = Number(call.form.basket_item_id_qty);
        return json(200, { result: { success: true, header: header() } });
      }
      case '/rest/basket.delete.json':
        lines = lines.filter((line) => line.ID !== call.form.basket_item_id);
        return json(200, { result: { success: true, header: header() } });
      case '/rest/basket.clear.json':
        lines = [];
        return json(200, { result: { success: true, header: header() } });
      case '/rest/basket.checksumm.json':
        return json(200, { result: { update: false, confirmed: true } });
      case '/rest/order.add.json': {
        const ordered = Object.entries(call.form)
          .filter(([name]) => name.startsWith('items['))
          .map(([, id]) => id);
        lines = lines.filter((line) => !ordered.includes(line.ID));
        return json(200, { result: { '57': '1042', fuser_for_unchecked: '9' } });
      }
      default:
        return json(404, {});
    }
  });
  return { ...fake, lines: () => lines, setLines: (next: Line[]) => (lines = next) };
}

const openPages: BasketCheckout[] = [];

/** A basket page on `fake`: its own session (as a new page or tab has) over the shared storage. */
function openPage(fake: ReturnType<typeof server>, keyPrefix = 'key') {
  const session = createSession(fake.fetch);
  session.$tokens.set({ accessToken: 'a1', refreshToken: 'r1' });
  let keys = 0;
  const basket = createBasketCheckout(session, {
    updateDelayMs: 500,
    newOrderKey: () => `${keyPrefix}-${++keys}`,
  });
  openPages.push(basket);
  return { session, basket };
}

function setup(route?: Parameters<typeof server>[0]) {
  const fake = server(route);
  const paths = () => fake.calls.map((call) => call.path.replace('/rest/', ''));
  return { fake, ...openPage(fake), paths };
}

const simple = { delivery: 'simple' as const, contact: { name: '', phone: '' }, comment: '' };
const quantity = (value: number) => ({ value, text: String(value), state: 'valid' as const, message: null });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(async () => {
  vi.useRealTimers();
  // Closed, so that they do not follow the next test's storage.
  await Promise.all(openPages.splice(0).map((basket) => basket.dispose()));
});

describe('basket checkout', () => {
  it('loads the lines, the express terms and the header', async () => {
    const { basket, session } = setup();
    await basket.load();
    const state = basket.$state.get();
    expect(state.status).toBe('ready');
    expect(state.lines.map((line) => [line.item.article, line.quantity.value])).toEqual([
      ['A-1001', 2],
      ['A-1004', 1],
      ['A-1010', 4],
    ]);
    expect(session.$user.get()?.expressDelivery).toEqual({ available: true, price: 500 });
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 6863.2 });
    expect(session.$basketQuantities.get()).toEqual({ '1001': 2, '1004': 1, '1010': 4 });
  });

  it('sends a rested quantity and the badge follows', async () => {
    vi.useFakeTimers();
    const { basket, session, fake } = setup();
    await basket.load();
    basket.setQuantity('2', quantity(3));
    expect(basket.$state.get().lines[1]?.saving).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/rest/basket.update.json',
      form: { basket_item_id: '2', basket_item_id_qty: '3' },
    });
    expect(basket.$state.get().lines[1]).toMatchObject({ saving: false, item: { quantity: 3 } });
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 8088 });
    expect(session.$basketQuantities.get()['1004']).toBe(3);
  });

  it('sends a resting edit at once, as a request that outlives the page, when the tab closes', async () => {
    vi.useFakeTimers();
    const { basket, fake } = setup();
    await basket.load();
    basket.setQuantity('2', quantity(3));
    const leaving = basket.leavePage();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls.at(-1)).toEqual({
      path: '/rest/basket.update.json',
      token: expect.any(String),
      form: { basket_item_id: '2', basket_item_id_qty: '3' },
      keepalive: true,
    });
    await leaving;
  });

  it('does not send a quantity that shows an error', async () => {
    vi.useFakeTimers();
    const { basket, paths } = setup();
    await basket.load();
    basket.setQuantity('2', {
      value: null,
      text: '',
      state: 'error',
      message: 'Кол-во должно быть больше 0',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths()).not.toContain('basket.update.json');
  });

  it("puts a refused line back to the server's value and says why on that line", async () => {
    vi.useFakeTimers();
    const { basket, session } = setup((call) =>
      call.path === '/rest/basket.update.json'
        ? json(400, {
            error: 'bad_request',
            error_description: 'Недостаточно товара на складе: доступно 38 шт.',
          })
        : undefined,
    );
    await basket.load();
    basket.setQuantity('1', quantity(30));
    await vi.advanceTimersByTimeAsync(500);
    expect(basket.$state.get().lines[0]).toMatchObject({
      quantity: { value: 2, text: '2' },
      saving: false,
      message: 'Недостаточно товара на складе: доступно 38 шт.',
    });
    expect(session.$headerBasket.get()).toEqual({ count: 3, price: 6863.2 });
  });

  it('places the order with the selected ids and a key; the unselected line stays', async () => {
    const { basket, fake, session, paths } = setup();
    await basket.load();
    basket.toggleLine('2');
    await basket.submit({ ...simple, comment: ' Позвонить ' });
    expect(paths()).toEqual([
      'backend.page.json',
      'basket.list.json',
      'basket.list.json',
      'backend.basket_count.json',
      'basket.checksumm.json',
      'order.add.json',
      'basket.list.json',
      'backend.basket_count.json',
    ]);
    expect(fake.calls.find((call) => call.path === '/rest/order.add.json')?.form).toEqual({
      confirmed: 'Y',
      user_description: 'Позвонить',
      'items[0]': '1',
      'items[1]': '3',
      idempotency_key: 'key-1',
    });
    const state = basket.$state.get();
    expect(state.checkout).toMatchObject({ stage: 'ordered', notice: { text: 'Заказ № 1042 оформлен.' } });
    expect(state.lines.map((line) => line.item.id)).toEqual(['2']);
    expect(session.$basketQuantities.get()).toEqual({ '1004': 1 });
  });

  it('sends express delivery with its contact', async () => {
    const { basket, fake } = setup();
    await basket.load();
    await basket.submit({
      delivery: 'express',
      contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
      comment: '',
    });
    expect(fake.calls.find((call) => call.path === '/rest/order.add.json')?.form).toMatchObject({
      express_delivery: 'Y',
      express_contact_person: 'Иван Петров',
      express_contact_phone: '+7 473 200-00-12',
    });
  });

  it('places one order for a double press', async () => {
    const { basket, paths } = setup();
    await basket.load();
    await Promise.all([basket.submit(simple), basket.submit(simple), basket.submit(simple)]);
    expect(paths().filter((path) => path === 'order.add.json')).toHaveLength(1);
  });

  it('sends edits still resting before it checks the basket', async () => {
    const { basket, fake } = setup();
    await basket.load();
    basket.setQuantity('1', quantity(5));
    await basket.submit(simple);
    const update = fake.calls.findIndex((call) => call.path === '/rest/basket.update.json');
    const order = fake.calls.findIndex((call) => call.path === '/rest/order.add.json');
    expect(update).toBeGreaterThan(-1);
    expect(update).toBeLessThan(order);
  });

  it('resends an order whose answer was lost under the same key', async () => {
    let lost = true;
    const { basket, fake } = setup((call) => {
      if (call.path === '/rest/order.add.json' && lost) {
        lost = false;
        return 'network-error';
      }
      return undefined;
    });
    await basket.load();
    await basket.submit(simple);
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'unsettled' });
    await basket.submit(simple);
    const orders = fake.calls.filter((call) => call.path === '/rest/order.add.json');
    expect(orders.map((call) => call.form.idempotency_key)).toEqual(['key-1', 'key-1']);
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'ordered', orderNumbers: ['1042'] });
  });

  it('stops on a line that ran out, and shows the refreshed basket', async () => {
    const { basket, fake, paths } = setup();
    await basket.load();
    fake.setLines(fake.lines().map((line) => (line.ID === '3' ? { ...line, MAX_QTY: 0 } : line)));
    await basket.submit(simple);
    expect(basket.$state.get().checkout).toEqual({
      stage: 'idle',
      notice: { tone: 'warning', text: 'Внимание! Один или несколько товаров закончились на складе.' },
    });
    expect(basket.$state.get().lines[2]?.item.stock).toBe(0);
    expect(paths()).not.toContain('order.add.json');
  });

  it('shows the prices-changed notice and the new prices, and orders on the next press', async () => {
    let changed = true;
    const { basket, fake, paths } = setup((call) => {
      if (call.path === '/rest/basket.checksumm.json' && changed) {
        changed = false;
        return json(200, { result: { update: 'Y', confirmed: 'N' } });
      }
      return undefined;
    });
    await basket.load();
    fake.setLines(fake.lines().map((line) => (line.ID === '1' ? { ...line, PRICE: 2500 } : line)));
    await basket.submit(simple);
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'idle', notice: { tone: 'warning' } });
    expect(basket.$state.get().lines[0]?.item.price).toBe(2500);
    expect(paths()).not.toContain('order.add.json');
    await basket.submit(simple);
    expect(basket.$state.get().checkout.stage).toBe('ordered');
  });

  it('shows a malformed answer as an error and stays usable', async () => {
    const { basket } = setup((call) =>
      call.path === '/rest/basket.list.json' ? { status: 200, text: '{"result": {"ITE' } : undefined,
    );
    await basket.load();
    expect(basket.$state.get()).toMatchObject({ status: 'failed', loadError: 'Произошла ошибка.' });
  });

  it('deletes a line; a failed delete keeps it and says so', async () => {
    let refuse = false;
    const { basket, session } = setup((call) =>
      call.path === '/rest/basket.delete.json' && refuse ? { status: 502, text: '<h1>502</h1>' } : undefined,
    );
    await basket.load();
    await basket.remove('2');
    expect(basket.$state.get().lines.map((line) => line.item.id)).toEqual(['1', '3']);
    expect(session.$headerBasket.get()?.count).toBe(2);
    refuse = true;
    await basket.remove('1');
    expect(basket.$state.get().lines[0]).toMatchObject({ removing: false, message: 'Произошла ошибка.' });
  });
});

/**
 * Sign-in for `server()`: `demo` (ID 7) and `basic` (ID 9), each with the token `a-{login}`. Once
 * `kill()` is called, the page's first token `a1` has expired and its refresh is refused.
 */
function accounts() {
  let dead = false;
  const route = (call: RecordedCall): Reply | undefined => {
    switch (call.path) {
      case '/oauth/authorize/':
        return json(200, { code: call.form.login, state: call.form.state });
      case '/ajax/oauth.php':
        return call.form.grant_type === 'refresh_token'
          ? json(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' })
          : json(200, { out: { access_token: `a-${call.form.code}`, refresh_token: 'r2' } });
      case '/rest/backend.user.json': {
        const user = call.token === 'a-basic' ? { ID: 9, LOGIN: 'basic' } : { ID: 7, LOGIN: 'demo' };
        return json(200, { result: { current_user: { ...user, USER_DATA: {} } } });
      }
      default:
        return dead && call.token === 'a1' ? json(401, { error: 'expired_token' }) : undefined;
    }
  };
  return {
    route,
    kill: () => {
      dead = true;
    },
  };
}

describe('an order waiting for its answer', () => {
  const express = {
    delivery: 'express' as const,
    contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
    comment: 'Позвонить за час',
  };
  const sent = { request: { itemIds: ['1', '3'], ...express }, key: 'key-1' };
  /** As the session keeps it: placed by the user of the page data (ID 7). */
  const kept = { ...sent, owner: '7' };
  const orderCalls = (fake: ReturnType<typeof server>) =>
    fake.calls.filter((call) => call.path === '/rest/order.add.json');

  /** Places the order of lines 1 and 3 with express delivery; its answer is lost once. */
  async function sendAndLose(lose: Reply = 'network-error', route = accounts().route) {
    let lost = false;
    const page = setup((call) => {
      if (call.path !== '/rest/order.add.json' || lost) return route(call);
      lost = true;
      return lose;
    });
    await page.basket.load();
    page.basket.toggleLine('2');
    await page.basket.submit(express);
    return page;
  }

  it('is stored from the moment order.add.json is sent until its answer comes', async () => {
    const stored: unknown[] = [];
    const { basket, session } = setup((call) => {
      if (call.path === '/rest/order.add.json') stored.push(pendingOrderOf(session).get());
      return undefined;
    });
    await basket.load();
    basket.toggleLine('2');
    await basket.submit(express);
    expect(stored).toEqual([kept]);
    expect(basket.$state.get().checkout.stage).toBe('ordered');
    expect(pendingOrderOf(session).get()).toBeNull();
  });

  it('stays stored when the answer is lost, and is forgotten when the server refuses it', async () => {
    const lost = await sendAndLose({
      status: 502,
      text: '<h1>502 Bad Gateway</h1>',
      contentType: 'text/html',
    });
    expect(lost.basket.$state.get().checkout.stage).toBe('unsettled');
    expect(pendingOrderOf(lost.session).get()).toEqual(kept);

    const refused = await sendAndLose(
      json(400, { error: 'bad_request', error_description: 'Товар не найден в корзине.' }),
    );
    expect(refused.basket.$state.get().checkout).toEqual({
      stage: 'idle',
      notice: { tone: 'error', text: 'Товар не найден в корзине.' },
    });
    expect(pendingOrderOf(refused.session).get()).toBeNull();
  });

  it('is shown again as it was sent on a reloaded page, and the press resends it under its key', async () => {
    const { fake } = await sendAndLose();
    const { basket, session } = openPage(fake, 'reload');
    const before = fake.calls.length;
    await basket.load();
    const state = basket.$state.get();
    expect(state.checkout).toEqual({
      stage: 'unsettled',
      attempt: sent,
      notice: {
        tone: 'error',
        text: 'Не удалось узнать, принят ли заказ. Нажмите «Оформить заказ» ещё раз: второй заказ не будет создан.',
      },
    });
    expect(state.form).toEqual(express);
    expect(state.deselected).toEqual(new Set(['2']));

    await basket.submit(state.form);
    expect(fake.calls.slice(before).map((call) => call.path.replace('/rest/', ''))).toEqual([
      'backend.page.json',
      'basket.list.json',
      'order.add.json',
      'basket.list.json',
      'backend.basket_count.json',
    ]);
    expect(orderCalls(fake).map((call) => call.form)).toEqual([
      expect.objectContaining({ idempotency_key: 'key-1' }),
      {
        confirmed: 'Y',
        user_description: 'Позвонить за час',
        express_delivery: 'Y',
        express_contact_person: 'Иван Петров',
        express_contact_phone: '+7 473 200-00-12',
        'items[0]': '1',
        'items[1]': '3',
        idempotency_key: 'key-1',
      },
    ]);
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'ordered', orderNumbers: ['1042'] });
    expect(pendingOrderOf(session).get()).toBeNull();
  });

  it('is not sent again when its lines have left the basket: the server took it', async () => {
    const { fake } = await sendAndLose();
    fake.setLines(fake.lines().filter((line) => line.ID === '2'));
    const { basket, session } = openPage(fake, 'reload');
    await basket.load();
    expect(basket.$state.get().checkout).toEqual({
      stage: 'idle',
      notice: {
        tone: 'success',
        text: 'Заказ принят: его товаров больше нет в корзине. Номер заказа смотрите в списке заказов.',
        link: { text: 'Заказы', path: '/personal/orderlist/' },
      },
    });
    expect(basket.$state.get().form).toEqual({
      delivery: 'simple',
      contact: { name: '', phone: '' },
      comment: '',
    });
    expect(pendingOrderOf(session).get()).toBeNull();
    expect(orderCalls(fake)).toHaveLength(1);
  });

  it('resends the lines still in the basket under the same key when some have gone', async () => {
    const { fake } = await sendAndLose();
    fake.setLines(fake.lines().filter((line) => line.ID !== '1'));
    const { basket, session } = openPage(fake, 'reload');
    await basket.load();
    const left = { ...sent, request: { ...sent.request, itemIds: ['3'] } };
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'unsettled', attempt: left });
    expect(pendingOrderOf(session).get()).toEqual({ ...left, owner: '7' });
    await basket.submit(basket.$state.get().form);
    expect(orderCalls(fake).at(-1)?.form).toMatchObject({ 'items[0]': '3', idempotency_key: 'key-1' });
    expect(orderCalls(fake).at(-1)?.form).not.toHaveProperty('items[1]');
  });

  it('loses a deleted line, and is forgotten when the basket is cleared', async () => {
    const { fake, basket, session } = await sendAndLose();
    fake.calls.length = 0;
    await basket.remove('1');
    const left = { ...sent, request: { ...sent.request, itemIds: ['3'] } };
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'unsettled', attempt: left });
    expect(pendingOrderOf(session).get()).toEqual({ ...left, owner: '7' });
    await basket.clear();
    expect(basket.$state.get().checkout).toEqual({ stage: 'idle', notice: null });
    expect(pendingOrderOf(session).get()).toBeNull();
  });

  it('follows another tab: an order sent there is shown here, and a press here resends it', async () => {
    const fake = server();
    const { basket } = openPage(fake, 'other');
    await basket.load();
    memoryStorage().writeFromOtherTab('portal:pending-order', JSON.stringify(sent));
    await vi.waitFor(() => expect(basket.$state.get().checkout.stage).toBe('unsettled'));
    expect(basket.$state.get().form).toEqual(express);
    expect(basket.$state.get().deselected).toEqual(new Set(['2']));
    await basket.submit(basket.$state.get().form);
    expect(orderCalls(fake).map((call) => call.form.idempotency_key)).toEqual(['key-1']);
    expect(fake.calls.map((call) => call.path)).not.toContain('/rest/basket.checksumm.json');
  });

  it('goes back to idle and reloads when another tab got the answer', async () => {
    const { fake } = await sendAndLose();
    const { basket } = openPage(fake, 'other');
    await basket.load();
    expect(basket.$state.get().checkout.stage).toBe('unsettled');
    fake.setLines(fake.lines().filter((line) => line.ID === '2'));
    memoryStorage().writeFromOtherTab('portal:pending-order', 'null');
    await vi.waitFor(() => expect(basket.$state.get().lines.map((line) => line.item.id)).toEqual(['2']));
    expect(basket.$state.get().checkout).toEqual({ stage: 'idle', notice: null });
  });

  it('stops following other tabs once disposed', async () => {
    const fake = server();
    const { basket } = openPage(fake, 'other');
    await basket.load();
    await basket.dispose();
    const calls = fake.calls.length;
    memoryStorage().writeFromOtherTab('portal:pending-order', JSON.stringify(sent));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toHaveLength(calls);
    expect(basket.$state.get().checkout.stage).toBe('idle');
  });

  /** Loses the answer, then the press that resends it meets dead tokens: the session ends under it. */
  async function loseThenEndSession() {
    const account = accounts();
    const page = await sendAndLose('network-error', account.route);
    account.kill();
    await page.basket.submit(express);
    await page.basket.dispose();
    return page;
  }

  it('outlives a session that ended under it, for the client who placed it', async () => {
    const { basket, session, fake } = await loseThenEndSession();
    expect(session.$tokens.get()).toBeNull();
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'unsettled', attempt: sent });
    expect(pendingOrderOf(session).get()).toEqual(kept);
    expect(orderCalls(fake).map((call) => [call.token, call.form.idempotency_key])).toEqual([
      ['a1', 'key-1'],
      ['a1', 'key-1'],
    ]);
  });

  it('is shown to the same client signing in again as after a reload; the press resends it under its key', async () => {
    const { session, fake } = await loseThenEndSession();
    await signIn(session, 'demo', 'demo');
    const basket = createBasketCheckout(session, { newOrderKey: () => 'key-2' });
    openPages.push(basket);
    await basket.load();
    const state = basket.$state.get();
    expect(state.checkout).toMatchObject({ stage: 'unsettled', attempt: sent });
    expect(state.form).toEqual(express);
    expect(state.deselected).toEqual(new Set(['2']));

    await basket.submit(state.form);
    expect(orderCalls(fake).at(-1)).toMatchObject({
      token: 'a-demo',
      form: { 'items[0]': '1', 'items[1]': '3', idempotency_key: 'key-1' },
    });
    expect(basket.$state.get().checkout).toMatchObject({ stage: 'ordered', orderNumbers: ['1042'] });
    expect(pendingOrderOf(session).get()).toBeNull();
  });

  it('is never shown to, nor sent for, another client signing in', async () => {
    const { session, fake } = await loseThenEndSession();
    await signIn(session, 'basic', 'basic');
    expect(pendingOrderOf(session).get()).toBeNull();
    const basket = createBasketCheckout(session, { newOrderKey: () => 'basic-1' });
    openPages.push(basket);
    await basket.load();
    expect(basket.$state.get()).toMatchObject({
      checkout: { stage: 'idle', notice: null },
      form: simple,
      deselected: new Set(),
    });
    expect(orderCalls(fake)).toHaveLength(2);
  });
});

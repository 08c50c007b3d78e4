import { describe, expect, it } from 'vitest';
import { expressContactProblem } from '../../rules/express-contact';
import {
  attemptOf,
  type CheckoutEvent,
  type CheckoutLine,
  type CheckoutState,
  checkoutAtRest,
  INITIAL_CHECKOUT,
  isCheckoutBusy,
  type OrderAttempt,
  type OrderRequest,
  orderFormOf,
  type SeenLine,
} from './state';
import { changedLines, checkoutStep } from './step';

const request: OrderRequest = {
  itemIds: ['1', '2'],
  delivery: 'simple',
  contact: { name: '', phone: '' },
  comment: 'Позвонить за час',
};
const lines: CheckoutLine[] = [
  { id: '1', quantity: 2, stock: 38, multiplicity: 1, price: 2345.6 },
  { id: '2', quantity: 4, stock: 120, multiplicity: 4, price: 612.4 },
  { id: '3', quantity: 1, stock: 0, multiplicity: 1, price: 389.9 },
];
/** Step 2's rule as the runner applies it to a request it sends with a press or a form change. */
const contactProblem = (sent: OrderRequest) =>
  sent.delivery === 'express' ? expressContactProblem(sent.contact) : null;
/** Every line as the client saw it, as the reloaded basket holds it. */
const seen: SeenLine[] = lines.map(({ id, quantity, price }) => ({ id, quantity, price }));

const reloading: CheckoutState = { stage: 'reloading', request, key: 'k1', seen };
/** The selected lines as the client saw them, as step 3 passes them on to the price check. */
const seenSelected = seen.filter((line) => request.itemIds.includes(line.id));
const checking: CheckoutState = { stage: 'checking-prices', request, key: 'k1', seen: seenSelected };
const attempt: OrderAttempt = { request, key: 'k1' };
const ordering: CheckoutState = { stage: 'ordering', attempt };
const unknownNotice = {
  tone: 'error',
  text: 'Не удалось узнать, принят ли заказ. Нажмите «Оформить заказ» ещё раз: второй заказ не будет создан.',
} as const;
const unsettled: CheckoutState = { stage: 'unsettled', attempt, notice: unknownNotice };

describe('checkout flow (doc 1 §4)', () => {
  it('1: stops with a warning when nothing is selected', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, {
        type: 'submit',
        request: { ...request, itemIds: [] },
        contactProblem: null,
        key: 'k1',
        seen,
      }),
    ).toEqual({
      state: {
        stage: 'idle',
        notice: { tone: 'warning', text: 'Внимание! Выберите товары для заказа.', about: 'form' },
      },
      effect: null,
    });
  });

  it('stops with a warning on a comment over the limit, before any call: nothing is cut (issue 44)', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, {
        type: 'submit',
        request: { ...request, comment: 'я'.repeat(1001) },
        contactProblem: null,
        key: 'k1',
        seen,
      }),
    ).toEqual({
      state: {
        stage: 'idle',
        notice: {
          tone: 'warning',
          text: 'Внимание! Комментарий к заказу длиннее 1000 символов. Сократите его и нажмите «Оформить заказ» ещё раз.',
          about: 'form',
        },
      },
      effect: null,
    });
  });

  it('2: stops on an invalid express contact, before any call', () => {
    const express = { ...request, delivery: 'express' as const, contact: { name: 'Иван', phone: '+7 473' } };
    expect(
      checkoutStep(INITIAL_CHECKOUT, {
        type: 'submit',
        request: express,
        contactProblem: contactProblem(express),
        key: 'k1',
        seen,
      }),
    ).toEqual({
      state: {
        stage: 'idle',
        notice: { tone: 'warning', text: 'Одно из полей заполнено не верно.', about: 'form', contact: true },
      },
      effect: null,
    });
  });

  it('2: a contact with both fields empty stops the press for its fields, which show their messages', () => {
    const express = { ...request, delivery: 'express' as const, contact: { name: '', phone: '' } };
    const next = checkoutStep(INITIAL_CHECKOUT, {
      type: 'submit',
      request: express,
      contactProblem: contactProblem(express),
      key: 'k1',
      seen,
    });
    expect(next.state).toEqual({
      stage: 'idle',
      notice: { tone: 'warning', text: 'Требуется указать имя.', about: 'form', contact: true },
    });
    expect(next.effect).toBeNull();
  });

  it('2: goes on with a valid express contact; 3: reloads the basket', () => {
    const express = {
      ...request,
      delivery: 'express' as const,
      contact: { name: 'Иван', phone: '+7 473 200-00-12' },
    };
    expect(
      checkoutStep(INITIAL_CHECKOUT, {
        type: 'submit',
        request: express,
        contactProblem: contactProblem(express),
        key: 'k1',
        seen,
      }),
    ).toEqual({
      state: { stage: 'reloading', request: express, key: 'k1', seen },
      effect: { type: 'reload' },
    });
  });

  it('does not check the contact of simple delivery', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, {
        type: 'submit',
        request,
        contactProblem: contactProblem(request),
        key: 'k1',
        seen,
      }).effect,
    ).toEqual({
      type: 'reload',
    });
  });

  it('4: stops when a selected line has run out, keeping the reloaded lines shown', () => {
    const next = checkoutStep(
      { ...reloading, request: { ...request, itemIds: ['1', '3'] } },
      { type: 'reloaded', lines, invalidLineIds: [] },
    );
    expect(next).toEqual({
      state: {
        stage: 'idle',
        notice: { tone: 'warning', text: 'Внимание! Один или несколько товаров закончились на складе.' },
      },
      effect: null,
    });
  });

  it('4: lets an unselected line out of stock pass (DESIGN)', () => {
    expect(checkoutStep(reloading, { type: 'reloaded', lines, invalidLineIds: [] }).state.stage).toBe(
      'checking-prices',
    );
  });

  it('5: stops when a selected quantity is above the stock or off its multiplicity', () => {
    const quantityWarning = {
      state: { stage: 'idle', notice: { tone: 'warning', text: 'Внимание! Измените кол-во товара.' } },
      effect: null,
    };
    // As the client saw them: the server holds what the page showed.
    const shown = (reloaded: CheckoutLine[]): CheckoutState => ({ ...reloading, seen: reloaded });
    const overStock = [{ ...(lines[0] as CheckoutLine), quantity: 40 }, lines[1] as CheckoutLine];
    expect(
      checkoutStep(shown(overStock), { type: 'reloaded', lines: overStock, invalidLineIds: [] }),
    ).toEqual(quantityWarning);
    const offMultiple = [lines[0] as CheckoutLine, { ...(lines[1] as CheckoutLine), quantity: 6 }];
    expect(
      checkoutStep(shown(offMultiple), { type: 'reloaded', lines: offMultiple, invalidLineIds: [] }),
    ).toEqual(quantityWarning);
  });

  it('5: stops when a selected line shows a typed error or a failed save', () => {
    expect(checkoutStep(reloading, { type: 'reloaded', lines, invalidLineIds: ['2'] }).state).toEqual({
      stage: 'idle',
      notice: { tone: 'warning', text: 'Внимание! Измените кол-во товара.' },
    });
  });

  it('7: reads the basket again when prices were updated, ordering nothing', () => {
    const next = checkoutStep(checking, { type: 'prices-checked', update: true, confirmed: false });
    expect(next).toEqual({ state: { stage: 'repricing', seen: seenSelected }, effect: { type: 'reload' } });
    expect(isCheckoutBusy(next.state)).toBe(true);
  });

  it('7: shows each line whose price changed with the price seen, and the goods total seen', () => {
    const repricing: CheckoutState = { stage: 'repricing', seen: seenSelected };
    // Line 1 fell 2 345,60 → 2 000,00, line 2 rose 612,40 → 700,00; line 3 was not ordered.
    const repriced = lines.map((line) =>
      line.id === '1'
        ? { ...line, price: 2000 }
        : line.id === '2'
          ? { ...line, price: 700 }
          : { ...line, price: 1 },
    );
    const next = checkoutStep(repricing, { type: 'reloaded', lines: repriced, invalidLineIds: [] });
    expect(next).toEqual({
      state: {
        stage: 'idle',
        notice: {
          tone: 'warning',
          text: 'Внимание! Цены изменились в соответствии с условиями отгрузки. Проверьте корзину и нажмите «Оформить заказ».',
        },
        changes: [
          { id: '1', seenQuantity: null, seenPrice: 2345.6 },
          { id: '2', seenQuantity: null, seenPrice: 612.4 },
        ],
        seenGoods: 7140.8,
      },
      effect: null,
    });
  });

  it('7: a price check whose re-read shows no line changed still stops with the notice', () => {
    const next = checkoutStep(
      { stage: 'repricing', seen: seenSelected },
      { type: 'reloaded', lines, invalidLineIds: [] },
    );
    expect(next.state).toEqual({
      stage: 'idle',
      notice: {
        tone: 'warning',
        text: 'Внимание! Цены изменились в соответствии с условиями отгрузки. Проверьте корзину и нажмите «Оформить заказ».',
      },
    });
    expect(next.effect).toBeNull();
  });

  it('8: places the order with the selected ids and the key once confirmed, and keeps it stored', () => {
    expect(checkoutStep(checking, { type: 'prices-checked', update: false, confirmed: true })).toEqual({
      state: ordering,
      effect: { type: 'place-order', attempt: { request, key: 'k1' } },
      pending: { request, key: 'k1' },
    });
  });

  it('stops with an error when the server neither updated nor confirmed', () => {
    expect(
      checkoutStep(checking, { type: 'prices-checked', update: false, confirmed: false }).state,
    ).toMatchObject({ stage: 'idle', notice: { tone: 'error' } });
  });

  it('9: shows the order numbers with links to the order and the list, reloads the basket and forgets the stored attempt', () => {
    const placed = { type: 'ordered', orders: [{ id: '57', number: '1042' }] } as const;
    expect(checkoutStep(ordering, placed, attempt)).toEqual({
      state: {
        stage: 'ordered',
        orderNumbers: ['1042'],
        notice: {
          tone: 'success',
          text: 'Заказ № 1042 оформлен.',
          links: [
            { text: 'Открыть заказ', path: '/personal/order/detail/57/' },
            { text: 'Все заказы', path: '/personal/orderlist/' },
          ],
        },
      },
      effect: { type: 'reload' },
      pending: null,
    });
    const two = [
      { id: '57', number: '1042' },
      { id: '58', number: '1043' },
    ];
    expect(checkoutStep(ordering, { type: 'ordered', orders: two }).state).toMatchObject({
      notice: {
        text: 'Заказы № 1042, 1043 оформлены.',
        links: [
          { text: 'Заказ № 1042', path: '/personal/order/detail/57/' },
          { text: 'Заказ № 1043', path: '/personal/order/detail/58/' },
          { text: 'Все заказы', path: '/personal/orderlist/' },
        ],
      },
    });
  });

  it('ignores a press while a call is under way', () => {
    for (const busy of [reloading, checking, ordering]) {
      expect(isCheckoutBusy(busy)).toBe(true);
      expect(
        checkoutStep(busy, {
          type: 'submit',
          request,
          contactProblem: contactProblem(request),
          key: 'k2',
          seen,
        }),
      ).toEqual({
        state: busy,
        effect: null,
      });
    }
  });

  it("shows the server's words when a call is refused", () => {
    for (const busy of [reloading, checking]) {
      expect(
        checkoutStep(
          busy,
          { type: 'failed', message: 'Недостаточно товара', outcomeUnknown: false },
          attempt,
        ),
      ).toEqual({
        state: { stage: 'idle', notice: { tone: 'error', text: 'Недостаточно товара' } },
        effect: null,
      });
    }
  });

  it('forgets the stored attempt when the server refuses the order: a refusal is an answer', () => {
    const refusal = { type: 'failed', message: 'Товар не найден в корзине.', outcomeUnknown: false } as const;
    expect(checkoutStep(ordering, refusal, attempt)).toEqual({
      state: { stage: 'idle', notice: { tone: 'error', text: 'Товар не найден в корзине.' } },
      effect: null,
      pending: null,
    });
  });

  it("leaves another tab's stored attempt alone when this one is answered", () => {
    const other = { request: { ...request, comment: '' }, key: 'other' };
    expect(
      checkoutStep(ordering, { type: 'ordered', orders: [{ id: '1', number: '1042' }] }, other),
    ).not.toHaveProperty('pending');
    expect(
      checkoutStep(ordering, { type: 'failed', message: 'Нет', outcomeUnknown: false }, other),
    ).not.toHaveProperty('pending');
  });

  it('keeps an order whose answer never came, and resends it under the same key', () => {
    const lost = checkoutStep(
      ordering,
      { type: 'failed', message: 'Произошла ошибка.', outcomeUnknown: true },
      attempt,
    );
    expect(lost).toEqual({ state: unsettled, effect: null });
    // Even when the storage lost it (another tab cleared it), this page still holds it.
    const again = checkoutStep(
      lost.state,
      { type: 'submit', request, contactProblem: contactProblem(request), key: 'k2', seen },
      null,
    );
    expect(again).toEqual({
      state: { stage: 'reloading', request, key: 'k1', seen, resend: true },
      effect: { type: 'reload' },
    });
    expect(checkoutStep(again.state, { type: 'reloaded', lines, invalidLineIds: [] }, null)).toEqual({
      state: ordering,
      effect: { type: 'place-order', attempt },
      pending: attempt,
    });
  });

  it('resends the stored attempt of another page or tab when the same order is pressed', () => {
    expect(
      checkoutStep(
        INITIAL_CHECKOUT,
        { type: 'submit', request, contactProblem: contactProblem(request), key: 'k2', seen },
        attempt,
      ),
    ).toEqual({
      state: { stage: 'reloading', request, key: 'k1', seen, resend: true },
      effect: { type: 'reload' },
    });
  });

  it('starts a new order, with a new key, when the client changed it meanwhile; the stored one stays', () => {
    const changed = { ...request, comment: 'Другой комментарий' };
    expect(
      checkoutStep(
        unsettled,
        { type: 'submit', request: changed, contactProblem: contactProblem(changed), key: 'k2', seen },
        attempt,
      ),
    ).toEqual({
      state: { stage: 'reloading', request: changed, key: 'k2', seen },
      effect: { type: 'reload' },
    });
  });

  it('ignores answers that arrive out of turn', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, { type: 'ordered', orders: [{ id: '1', number: '1' }] }).state,
    ).toBe(INITIAL_CHECKOUT);
    expect(checkoutStep(checking, { type: 'reloaded', lines, invalidLineIds: [] }).state).toBe(checking);
  });
});

describe('a page before any press (the machine is fetched for a press or a kept attempt)', () => {
  const others: CheckoutEvent[] = [
    { type: 'form-changed', request, contactProblem: null },
    { type: 'form-changed', request: { ...request, itemIds: [] }, contactProblem: null },
    { type: 'reloaded', lines, invalidLineIds: [] },
    { type: 'prices-checked', update: true, confirmed: false },
    { type: 'ordered', orders: [{ id: '1', number: 'A-1' }] },
    { type: 'failed', message: 'Произошла ошибка.', outcomeUnknown: true },
    { type: 'basket-loaded', lineIds: ['1', '2'] },
    { type: 'line-removed', lineId: '1' },
    { type: 'basket-cleared' },
  ];

  it.each(others)('is at rest, and a $type event leaves it so, with nothing to run or store', (event) => {
    expect(checkoutAtRest(INITIAL_CHECKOUT, null)).toBe(true);
    const next = checkoutStep(INITIAL_CHECKOUT, event, null);
    expect(next).toEqual({ state: INITIAL_CHECKOUT, effect: null });
    expect(checkoutAtRest(next.state, null)).toBe(true);
  });

  it('is not at rest with an attempt kept, nor once a press left a notice', () => {
    expect(checkoutAtRest(INITIAL_CHECKOUT, attempt)).toBe(false);
    expect(checkoutAtRest(unsettled, null)).toBe(false);
    const stopped = checkoutStep(INITIAL_CHECKOUT, {
      type: 'submit',
      request: { ...request, itemIds: [] },
      key: 'k2',
      seen: [],
      contactProblem: null,
    });
    expect(checkoutAtRest(stopped.state, null)).toBe(false);
  });
});

describe('an order attempt kept across pages and tabs', () => {
  const express: OrderAttempt = {
    request: {
      itemIds: ['1', '3'],
      delivery: 'express',
      contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
      comment: 'Позвонить за час',
    },
    key: 'k1',
  };

  it('starts unsettled on a loaded basket that still holds every line of the stored attempt', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, { type: 'basket-loaded', lineIds: ['1', '2', '3'] }, express),
    ).toEqual({ state: { stage: 'unsettled', attempt: express, notice: unknownNotice }, effect: null });
  });

  it('keeps only the lines still in the basket, under the same key, and stores that', () => {
    const left = { ...express, request: { ...express.request, itemIds: ['3'] } };
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'basket-loaded', lineIds: ['2', '3'] }, express)).toEqual({
      state: { stage: 'unsettled', attempt: left, notice: unknownNotice },
      effect: null,
      pending: left,
    });
  });

  it('says the order was taken when none of its lines is left, sends nothing and forgets it', () => {
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'basket-loaded', lineIds: ['2'] }, express)).toEqual({
      state: {
        stage: 'idle',
        notice: {
          tone: 'success',
          text: 'Заказ принят: его товаров больше нет в корзине. Номер заказа смотрите в списке заказов.',
          links: [{ text: 'Заказы', path: '/personal/orderlist/' }],
        },
      },
      effect: null,
      pending: null,
    });
    expect(
      checkoutStep(INITIAL_CHECKOUT, { type: 'basket-loaded', lineIds: [] }, express).state,
    ).toMatchObject({
      stage: 'idle',
      notice: { tone: 'success' },
    });
  });

  it('changes nothing on a loaded basket when no attempt is stored', () => {
    const idle: CheckoutState = { stage: 'idle', notice: { tone: 'warning', text: 'Внимание!' } };
    expect(checkoutStep(idle, { type: 'basket-loaded', lineIds: ['1'] }, null)).toEqual({
      state: idle,
      effect: null,
    });
  });

  it('takes up an attempt another tab stored, even after an order of its own', () => {
    const ordered: CheckoutState = {
      stage: 'ordered',
      orderNumbers: ['1042'],
      notice: { tone: 'success', text: 'Заказ № 1042 оформлен.' },
    };
    expect(checkoutStep(ordered, { type: 'basket-loaded', lineIds: ['1', '3'] }, express).state).toEqual({
      stage: 'unsettled',
      attempt: express,
      notice: unknownNotice,
    });
  });

  it('drops back to idle and reloads when another tab got the answer it was waiting for', () => {
    expect(checkoutStep(unsettled, { type: 'basket-loaded', lineIds: ['1', '2'] }, null)).toEqual({
      state: INITIAL_CHECKOUT,
      effect: { type: 'reload' },
    });
  });

  it('leaves a flow under way alone', () => {
    for (const busy of [reloading, checking, ordering]) {
      expect(checkoutStep(busy, { type: 'basket-loaded', lineIds: ['1'] }, express)).toEqual({
        state: busy,
        effect: null,
      });
    }
  });

  it('takes a deleted line out of the waiting attempt and of the stored one', () => {
    const waiting: CheckoutState = { stage: 'unsettled', attempt: express, notice: unknownNotice };
    const left = { ...express, request: { ...express.request, itemIds: ['3'] } };
    expect(checkoutStep(waiting, { type: 'line-removed', lineId: '1' }, express)).toEqual({
      state: { stage: 'unsettled', attempt: left, notice: unknownNotice },
      effect: null,
      pending: left,
    });
  });

  it('has nothing to wait for once every line of the attempt is deleted', () => {
    const waiting: CheckoutState = {
      stage: 'unsettled',
      attempt: { ...express, request: { ...express.request, itemIds: ['3'] } },
      notice: unknownNotice,
    };
    const stored = attemptOf(waiting);
    expect(checkoutStep(waiting, { type: 'line-removed', lineId: '3' }, stored)).toEqual({
      state: INITIAL_CHECKOUT,
      effect: null,
      pending: null,
    });
  });

  it('narrows a stored attempt this page is not waiting on, and ignores lines outside it', () => {
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'line-removed', lineId: '1' }, express)).toEqual({
      state: INITIAL_CHECKOUT,
      effect: null,
      pending: { ...express, request: { ...express.request, itemIds: ['3'] } },
    });
    expect(checkoutStep(unsettled, { type: 'line-removed', lineId: '9' }, attempt)).toEqual({
      state: unsettled,
      effect: null,
    });
  });

  it('forgets everything when the basket is cleared', () => {
    expect(checkoutStep(unsettled, { type: 'basket-cleared' }, attempt)).toEqual({
      state: INITIAL_CHECKOUT,
      effect: null,
      pending: null,
    });
    expect(checkoutStep(unsettled, { type: 'basket-cleared' }, null)).toEqual({
      state: INITIAL_CHECKOUT,
      effect: null,
    });
  });

  it('shows the form of a request as it was sent', () => {
    expect(orderFormOf(express.request)).toEqual({
      delivery: 'express',
      contact: { name: 'Иван Петров', phone: '+7 473 200-00-12' },
      comment: 'Позвонить за час',
    });
  });
});

describe('what the client saw (issue 16)', () => {
  const priced = lines;
  const changedNotice = {
    tone: 'warning',
    text: 'Внимание! Кол-во или цена товаров в корзине изменились. Проверьте отмеченные товары и нажмите «Оформить заказ» ещё раз.',
  } as const;
  const reloadingSeen: CheckoutState = { stage: 'reloading', request, key: 'k1', seen };

  it('3: goes on when the reloaded basket holds the selected lines as the client saw them', () => {
    expect(checkoutStep(reloadingSeen, { type: 'reloaded', lines: priced, invalidLineIds: [] })).toEqual({
      state: checking,
      effect: { type: 'check-prices' },
    });
  });

  it('3: stops on a selected line whose quantity or price differs, and says what the client saw', () => {
    const moved = priced.map((line) =>
      line.id === '1' ? { ...line, quantity: 5 } : line.id === '2' ? { ...line, price: 700 } : line,
    );
    expect(checkoutStep(reloadingSeen, { type: 'reloaded', lines: moved, invalidLineIds: [] })).toEqual({
      state: {
        stage: 'idle',
        notice: changedNotice,
        changes: [
          { id: '1', seenQuantity: 2, seenPrice: null },
          { id: '2', seenQuantity: null, seenPrice: 612.4 },
        ],
      },
      effect: null,
    });
  });

  it('3: stops when a line the client saw selected has left the basket', () => {
    const gone = priced.filter((line) => line.id !== '2');
    expect(checkoutStep(reloadingSeen, { type: 'reloaded', lines: gone, invalidLineIds: [] }).state).toEqual({
      stage: 'idle',
      notice: changedNotice,
      changes: [{ id: '2', seenQuantity: 4, seenPrice: null }],
    });
  });

  it('lists the changes of the selected lines only, prices compared to the kopeck', () => {
    expect(
      changedLines(seen.slice(0, 2), [
        { id: '1', quantity: 2, stock: 38, multiplicity: 1, price: 2345.6000000001 },
        { id: '2', quantity: 8, stock: 120, multiplicity: 4, price: 612.41 },
      ]),
    ).toEqual([{ id: '2', seenQuantity: 4, seenPrice: 612.4 }]);
  });

  it('reloads before it resends a waiting order, and resends it when nothing changed', () => {
    const press = {
      type: 'submit',
      request,
      contactProblem: contactProblem(request),
      key: 'k2',
      seen,
    } as const;
    const resending = checkoutStep(unsettled, press, attempt);
    expect(resending).toEqual({
      state: { stage: 'reloading', request, key: 'k1', seen, resend: true },
      effect: { type: 'reload' },
    });
    expect(
      checkoutStep(resending.state, { type: 'reloaded', lines: priced, invalidLineIds: [] }, attempt),
    ).toEqual({ state: ordering, effect: { type: 'place-order', attempt }, pending: attempt });
  });

  it('does not resend a waiting order when a line of it changed since the client saw it', () => {
    const resending: CheckoutState = { stage: 'reloading', request, key: 'k1', seen, resend: true };
    const moved = priced.map((line) => (line.id === '1' ? { ...line, quantity: 16 } : line));
    expect(checkoutStep(resending, { type: 'reloaded', lines: moved, invalidLineIds: [] }, attempt)).toEqual({
      state: {
        stage: 'idle',
        notice: changedNotice,
        changes: [{ id: '1', seenQuantity: 2, seenPrice: null }],
      },
      effect: null,
    });
  });

  it('resends a waiting order as it was when none of its lines is left, for the server to answer its number', () => {
    const resending: CheckoutState = { stage: 'reloading', request, key: 'k1', seen, resend: true };
    const next = checkoutStep(
      resending,
      { type: 'reloaded', lines: priced.filter((line) => line.id === '3'), invalidLineIds: [] },
      attempt,
    );
    expect(next).toEqual({ state: ordering, effect: { type: 'place-order', attempt }, pending: attempt });
  });

  it('resends the lines of a waiting order still in the basket, and stores that', () => {
    const resending: CheckoutState = { stage: 'reloading', request, key: 'k1', seen, resend: true };
    const left = { ...attempt, request: { ...request, itemIds: ['2'] } };
    expect(
      checkoutStep(
        resending,
        { type: 'reloaded', lines: priced.filter((line) => line.id !== '1'), invalidLineIds: [] },
        attempt,
      ),
    ).toEqual({
      state: { stage: 'ordering', attempt: left },
      effect: { type: 'place-order', attempt: left },
      pending: left,
    });
  });

  it('keeps a waiting order unsettled when the reload before its resend fails', () => {
    const resending: CheckoutState = { stage: 'reloading', request, key: 'k1', seen, resend: true };
    expect(
      checkoutStep(
        resending,
        { type: 'failed', message: 'Произошла ошибка.', outcomeUnknown: false },
        attempt,
      ),
    ).toEqual({ state: unsettled, effect: null });
  });

  it('drops the express contact message when the client switches to ordinary delivery', () => {
    const express = { ...request, delivery: 'express' as const, contact: { name: '', phone: '' } };
    const stopped = checkoutStep(INITIAL_CHECKOUT, {
      type: 'submit',
      request: express,
      contactProblem: contactProblem(express),
      key: 'k1',
      seen,
    });
    expect(stopped.state).toMatchObject({ stage: 'idle', notice: { text: 'Требуется указать имя.' } });
    expect(
      checkoutStep(stopped.state, {
        type: 'form-changed',
        request: express,
        contactProblem: contactProblem(express),
      }).state,
    ).toBe(stopped.state);
    expect(
      checkoutStep(stopped.state, { type: 'form-changed', request, contactProblem: contactProblem(request) })
        .state,
    ).toEqual(INITIAL_CHECKOUT);
  });

  it('drops a form message once what it said no longer holds, and keeps the others', () => {
    const none = { ...request, itemIds: [] };
    const stopped = checkoutStep(INITIAL_CHECKOUT, {
      type: 'submit',
      request: none,
      contactProblem: contactProblem(none),
      key: 'k1',
      seen: [],
    });
    expect(
      checkoutStep(stopped.state, {
        type: 'form-changed',
        request: { ...none, comment: '' },
        contactProblem: contactProblem({ ...none, comment: '' }),
      }).state,
    ).toBe(stopped.state);
    expect(
      checkoutStep(stopped.state, { type: 'form-changed', request, contactProblem: contactProblem(request) })
        .state,
    ).toEqual(INITIAL_CHECKOUT);
    const outOfStock: CheckoutState = {
      stage: 'idle',
      notice: { tone: 'warning', text: 'Внимание! Один или несколько товаров закончились на складе.' },
    };
    expect(
      checkoutStep(outOfStock, { type: 'form-changed', request, contactProblem: contactProblem(request) })
        .state,
    ).toBe(outOfStock);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CheckoutLine,
  type CheckoutState,
  checkoutStep,
  INITIAL_CHECKOUT,
  isCheckoutBusy,
  type OrderRequest,
} from './checkout';

const request: OrderRequest = {
  itemIds: ['1', '2'],
  delivery: 'simple',
  contact: { name: '', phone: '' },
  comment: 'Позвонить за час',
};
const lines: CheckoutLine[] = [
  { id: '1', quantity: 2, stock: 38, multiplicity: 1 },
  { id: '2', quantity: 4, stock: 120, multiplicity: 4 },
  { id: '3', quantity: 1, stock: 0, multiplicity: 1 },
];

const reloading: CheckoutState = { stage: 'reloading', request, key: 'k1' };
const checking: CheckoutState = { stage: 'checking-prices', request, key: 'k1' };
const ordering: CheckoutState = { stage: 'ordering', attempt: { request, key: 'k1' } };

describe('checkout flow (doc 1 §4)', () => {
  it('1: stops with a warning when nothing is selected', () => {
    expect(
      checkoutStep(INITIAL_CHECKOUT, { type: 'submit', request: { ...request, itemIds: [] }, key: 'k1' }),
    ).toEqual({
      state: { stage: 'idle', notice: { tone: 'warning', text: 'Внимание! Выберите товары для заказа.' } },
      effect: null,
    });
  });

  it('2: stops on an invalid express contact, before any call', () => {
    const express = { ...request, delivery: 'express' as const, contact: { name: 'Иван', phone: '+7 473' } };
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'submit', request: express, key: 'k1' })).toEqual({
      state: { stage: 'idle', notice: { tone: 'warning', text: 'Одно из полей заполнено не верно.' } },
      effect: null,
    });
  });

  it('2: goes on with a valid express contact; 3: reloads the basket', () => {
    const express = {
      ...request,
      delivery: 'express' as const,
      contact: { name: 'Иван', phone: '+7 473 200-00-12' },
    };
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'submit', request: express, key: 'k1' })).toEqual({
      state: { stage: 'reloading', request: express, key: 'k1' },
      effect: { type: 'reload' },
    });
  });

  it('does not check the contact of simple delivery', () => {
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'submit', request, key: 'k1' }).effect).toEqual({
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
    const overStock = [{ id: '1', quantity: 40, stock: 38, multiplicity: 1 }, lines[1] as CheckoutLine];
    expect(checkoutStep(reloading, { type: 'reloaded', lines: overStock, invalidLineIds: [] })).toEqual(
      quantityWarning,
    );
    const offMultiple = [lines[0] as CheckoutLine, { id: '2', quantity: 6, stock: 120, multiplicity: 4 }];
    expect(checkoutStep(reloading, { type: 'reloaded', lines: offMultiple, invalidLineIds: [] })).toEqual(
      quantityWarning,
    );
  });

  it('5: stops when a selected line shows a typed error or a failed save', () => {
    expect(checkoutStep(reloading, { type: 'reloaded', lines, invalidLineIds: ['2'] }).state).toEqual({
      stage: 'idle',
      notice: { tone: 'warning', text: 'Внимание! Измените кол-во товара.' },
    });
  });

  it('6: checks the prices of the selected lines still in the basket', () => {
    const gone = { ...reloading, request: { ...request, itemIds: ['1', '2', '99'] } };
    expect(checkoutStep(gone, { type: 'reloaded', lines, invalidLineIds: [] })).toEqual({
      state: { stage: 'checking-prices', request, key: 'k1' },
      effect: { type: 'check-prices' },
    });
  });

  it('asks for a selection when every selected line has left the basket', () => {
    const gone = { ...reloading, request: { ...request, itemIds: ['99'] } };
    expect(checkoutStep(gone, { type: 'reloaded', lines, invalidLineIds: [] }).state).toEqual({
      stage: 'idle',
      notice: { tone: 'warning', text: 'Внимание! Выберите товары для заказа.' },
    });
  });

  it('7: shows the prices-changed notice and reloads when prices were updated', () => {
    const next = checkoutStep(checking, { type: 'prices-checked', update: true, confirmed: false });
    expect(next.state).toMatchObject({ stage: 'idle', notice: { tone: 'warning' } });
    expect(next.state.stage === 'idle' && next.state.notice?.text).toMatch(/^Внимание! Цены изменились/);
    expect(next.effect).toEqual({ type: 'reload' });
  });

  it('8: places the order with the selected ids and the key once confirmed', () => {
    expect(checkoutStep(checking, { type: 'prices-checked', update: false, confirmed: true })).toEqual({
      state: ordering,
      effect: { type: 'place-order', attempt: { request, key: 'k1' } },
    });
  });

  it('stops with an error when the server neither updated nor confirmed', () => {
    expect(
      checkoutStep(checking, { type: 'prices-checked', update: false, confirmed: false }).state,
    ).toMatchObject({ stage: 'idle', notice: { tone: 'error' } });
  });

  it('9: shows the order numbers and reloads the basket', () => {
    expect(checkoutStep(ordering, { type: 'ordered', orderNumbers: ['1042'] })).toEqual({
      state: {
        stage: 'ordered',
        orderNumbers: ['1042'],
        notice: { tone: 'success', text: 'Заказ № 1042 оформлен.' },
      },
      effect: { type: 'reload' },
    });
    expect(checkoutStep(ordering, { type: 'ordered', orderNumbers: ['1042', '1043'] }).state).toMatchObject({
      notice: { text: 'Заказы № 1042, 1043 оформлены.' },
    });
  });

  it('ignores a press while a call is under way', () => {
    for (const busy of [reloading, checking, ordering]) {
      expect(isCheckoutBusy(busy)).toBe(true);
      expect(checkoutStep(busy, { type: 'submit', request, key: 'k2' })).toEqual({
        state: busy,
        effect: null,
      });
    }
  });

  it("shows the server's words when a call is refused", () => {
    for (const busy of [reloading, checking, ordering]) {
      expect(
        checkoutStep(busy, { type: 'failed', message: 'Недостаточно товара', outcomeUnknown: false }),
      ).toEqual({
        state: { stage: 'idle', notice: { tone: 'error', text: 'Недостаточно товара' } },
        effect: null,
      });
    }
  });

  it('keeps an order whose answer never came, and resends it under the same key', () => {
    const unsettled = checkoutStep(ordering, {
      type: 'failed',
      message: 'Произошла ошибка.',
      outcomeUnknown: true,
    });
    expect(unsettled.state).toMatchObject({ stage: 'unsettled', attempt: { request, key: 'k1' } });
    const again = checkoutStep(unsettled.state, { type: 'submit', request, key: 'k2' });
    expect(again).toEqual({
      state: ordering,
      effect: { type: 'place-order', attempt: { request, key: 'k1' } },
    });
  });

  it('starts a new order, with a new key, when the client changed it meanwhile', () => {
    const { state } = checkoutStep(ordering, { type: 'failed', message: '', outcomeUnknown: true });
    const changed = { ...request, comment: 'Другой комментарий' };
    expect(checkoutStep(state, { type: 'submit', request: changed, key: 'k2' })).toEqual({
      state: { stage: 'reloading', request: changed, key: 'k2' },
      effect: { type: 'reload' },
    });
  });

  it('ignores answers that arrive out of turn', () => {
    expect(checkoutStep(INITIAL_CHECKOUT, { type: 'ordered', orderNumbers: ['1'] }).state).toBe(
      INITIAL_CHECKOUT,
    );
    expect(checkoutStep(checking, { type: 'reloaded', lines, invalidLineIds: [] }).state).toBe(checking);
  });
});

import { onTestPortal } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { basketListAnswer } from './basket-items';
import { checksumAnswer, orderAnswer } from './basket-order';
import { uploadReplyWire } from './basket-upload';
import { tryDecode } from './decode';
import type { WireUploadReply } from './wire-types';

onTestPortal();

describe('basket wire', () => {
  it('maps an item and its PROPS read through VALUE', () => {
    const answer = basketListAnswer({
      result: {
        ITEMS: [
          {
            ID: 12,
            PRODUCT_ID: '1001',
            NAME: 'Колодки тормозные передние VW Polo',
            PRICE: '2345.60',
            QTY: '2',
            MAX_QTY: 38,
            PROPS: {
              picture: { VALUE: '/p.svg' },
              article: { VALUE: '0 986 494 524' },
              brand: { VALUE: 'BOSCH' },
              brand_title: { VALUE: 'Bosch' },
              OLD_PRICE: { VALUE: '2590' },
              min_quan: { VALUE: '1' },
              delivery_time_formated: { VALUE: '21.11.2024' },
            },
          },
        ],
      },
    });
    expect(answer.result.ITEMS).toEqual([
      {
        id: '12',
        productId: '1001',
        name: 'Колодки тормозные передние VW Polo',
        price: 2345.6,
        quantity: 2,
        stock: 38,
        multiplicity: 1,
        picture: 'https://portal.test/p.svg',
        article: '0 986 494 524',
        brand: 'Bosch',
        oldPrice: 2590,
        deliveryDate: '21.11.2024',
      },
    ]);
  });

  it('fills missing props: no picture, no old price, multiplicity 1, no date', () => {
    const answer = basketListAnswer({
      result: { ITEMS: { a: { ID: '1', PRODUCT_ID: '2', NAME: 'x', PRICE: 10, QTY: 1, MAX_QTY: 0 } } },
    });
    expect(answer.result.ITEMS[0]).toMatchObject({
      picture: null,
      oldPrice: null,
      multiplicity: 1,
      deliveryDate: null,
      stock: 0,
    });
  });

  it('refuses an item without a quantity', () => {
    const result = tryDecode(basketListAnswer, {
      result: { ITEMS: [{ ID: '1', PRODUCT_ID: '2', NAME: 'x', PRICE: 1 }] },
    });
    expect(result.ok).toBe(false);
  });

  it('reads the price-check flags in any spelling', () => {
    expect(checksumAnswer({ result: { update: 'Y', confirmed: 'N' } }).result).toEqual({
      update: true,
      confirmed: false,
    });
    expect(checksumAnswer({ result: { update: false, confirmed: true } }).result).toEqual({
      update: false,
      confirmed: true,
    });
  });

  it('lists the orders, their ids and numbers, and ignores fuser_for_unchecked', () => {
    expect(orderAnswer({ result: { '57': '1042', '58': 1043, fuser_for_unchecked: 9 } }).result).toEqual([
      { id: '57', number: '1042' },
      { id: '58', number: '1043' },
    ]);
    expect(tryDecode(orderAnswer, { result: { fuser_for_unchecked: 9 } }).ok).toBe(false);
  });

  it('refuses an order answer holding anything but order ids and numbers', () => {
    for (const result of [
      { page: [null], header: 'x' },
      { '57': null },
      { '57': '' },
      { '57': { n: 1 } },
      [],
    ])
      expect(tryDecode(orderAnswer, { result }).ok, JSON.stringify(result)).toBe(false);
  });

  it('reads an upload reply with its rows and error', () => {
    expect(
      uploadReplyWire({
        next_step: 'add2basket',
        rows: [
          {
            ARTICLE: 8701,
            QUANTITY: '2',
            OFFERS: [
              {
                ID: 992,
                BRAND: 'FEBI BILSTEIN',
                ARTICLE: '008701',
                NAME: 'Прокладка',
                AMOUNT: '30',
                MIN_QUANT: 1,
              },
            ],
            ANALOGS: false,
          },
          { ARTICLE: 'NOPE', QUANTITY: 3, OFFERS: [], ANALOGS: [] },
        ],
        info_message: '',
        error: false,
      } satisfies WireUploadReply),
    ).toMatchObject({
      nextStep: 'add2basket',
      rows: [
        {
          article: '8701',
          quantity: 2,
          offers: [
            {
              id: '992',
              brand: 'FEBI BILSTEIN',
              article: '008701',
              name: 'Прокладка',
              available: 30,
              multiplicity: 1,
            },
          ],
          analogues: [],
        },
        { article: 'NOPE', quantity: 3, offers: [], analogues: [] },
      ],
      error: null,
      info: null,
    });
    expect(uploadReplyWire({ next_step: '', error: true, error_message: 'Не верный файл' })).toMatchObject({
      error: 'Не верный файл',
      nextStep: null,
    });
  });
});

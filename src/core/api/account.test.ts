import { createFakeFetch, json, onTestPortal, type Route, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { EMPTY_ACCOUNT_FILTERS } from '../rules/account-filters';
import { PRICE_LIST_COLUMNS } from '../rules/price-list';
import { createSession } from '../session/session';
import { parseServerDate } from './account-page';
import { downloadDocument, loadDocuments } from './documents';
import { isApiError } from './errors';
import { loadOrder, loadOrders } from './orders';
import { changePassword, loadPersonalDelivery, loadPersonalInfo } from './personal';
import { loadPriceList, savePriceList } from './price-list';
import { lookupSale, sendClaim } from './return-claim';
import { sendReview } from './review';
import { loadSettlements } from './settlements';
import type {
  WireClaimAnswer,
  WireDeliveryPage,
  WireDocumentsPage,
  WireFileDownload,
  WireOrderDetail,
  WireOrdersPage,
  WirePasswordChange,
  WirePersonalInfo,
  WirePriceListPage,
  WireRefusal,
  WireSaleLookup,
  WireSettlements,
  WireSuccess,
} from './wire-types';

function signedIn(route: Route) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { api: session.api, calls: fake.calls };
}

/** A page-data answer with `page` as result.page. */
const pageAnswer = (page: unknown) => json(200, { result: { current_user: null, page } });

onTestPortal();

describe('server dates', () => {
  it('reads dd.MM.yyyy with or without the time as Moscow time, and Unix seconds', () => {
    expect(parseServerDate('18.11.2024 10:15:00')?.toISOString()).toBe('2024-11-18T07:15:00.000Z');
    expect(parseServerDate('18.11.2024')?.toISOString()).toBe('2024-11-17T21:00:00.000Z');
    expect(parseServerDate(1_552_953_600)?.toISOString()).toBe('2019-03-19T00:00:00.000Z');
    expect(parseServerDate('1552953600')?.toISOString()).toBe('2019-03-19T00:00:00.000Z');
    expect(parseServerDate('31.02.2024')).toBeNull();
    expect(parseServerDate('')).toBeNull();
  });
});

describe('personal data and delivery', () => {
  it('reads the manager, organisation, user and addresses of page=personal_info', async () => {
    const { api, calls } = signedIn(() =>
      pageAnswer({
        NAME: 'Иван Петров',
        LOGIN: 'demo',
        MANAGER: { NAME: 'Ольга', PREVIEW_PICTURE_PATH: 'javascript:x', PROPERTY_PHONE_VALUE: ['+7 1'] },
        USER_DATA: {
          PROPERTY_FULL_NAME_VALUE: 'ООО «Автодеталь»',
          PROPERTY_INN_VALUE: 3664123456,
          PROPERTY_KPP_VALUE: '366401001',
          PROPERTY_CONTRACT_DATE_VALUE: 1_552_953_600,
          PROPERTY_TYPE_VALUE: 'Юридическое лицо',
          PROPERTY_STRATEGY_VALUE: 'Оптовый',
          DISPLAY_PROPERTY_DIRECTION_VALUE: 'Липецк',
          PROPERTY_ADDRESS_DESCRIPTION: ['г. Воронеж', ''],
        },
      } satisfies WirePersonalInfo),
    );
    const info = await loadPersonalInfo(api);
    expect(calls[0]?.form).toMatchObject({ page: 'personal_info', isAuth: 'Y' });
    expect(info).toEqual({
      // A photo path that fails the URL rule is no photo: the placeholder shows.
      manager: { name: 'Ольга', photoUrl: null, phones: ['+7 1'] },
      organisation: {
        fullName: 'ООО «Автодеталь»',
        inn: '3664123456',
        kpp: '366401001',
        contractDate: new Date(1_552_953_600_000),
        type: 'Юридическое лицо',
        strategy: 'Оптовый',
        direction: 'Липецк',
      },
      user: { name: 'Иван Петров', login: 'demo' },
      addresses: ['г. Воронеж'],
    });
  });

  it('reads delivery rows, with the moments behind the texts', async () => {
    const { api } = signedIn(() =>
      pageAnswer({
        rows: [
          {
            direction_name: 'Липецк',
            direction_closure_date_time: 1_732_280_400,
            direction_closure_date_time_format: '22.11.2024 16:00',
            shipping_date: '',
            shipping_date_format: '23.11.2024',
          },
        ],
      } satisfies WireDeliveryPage),
    );
    expect(await loadPersonalDelivery(api)).toEqual([
      {
        direction: 'Липецк',
        closure: new Date(1_732_280_400_000),
        closureText: '22.11.2024 16:00',
        shipping: new Date('2024-11-22T21:00:00Z'),
        shippingText: '23.11.2024',
      },
    ]);
  });

  it('sends the client to /login/ on an invalid token (the account area)', async () => {
    const fake = createFakeFetch(() =>
      json(401, { error: 'invalid_token', error_description: 'The access token provided is invalid' }),
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    await expect(loadPersonalInfo(session.api)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.$redirect.get()).toEqual({ path: '/login/', expired: true });
  });

  it('turns a page refusal into a rejected error with its message', async () => {
    const { api } = signedIn(() =>
      pageAnswer({ error: true, error_message: 'Неверная дата.' } satisfies WireRefusal),
    );
    const error = await loadOrders(api, EMPTY_ACCOUNT_FILTERS).catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.kind, error.serverMessage]).toEqual(['rejected', 'Неверная дата.']);
  });

  it('sends the password change and reads success and message', async () => {
    const { api, calls } = signedIn(() =>
      json(200, { result: { success: false, message: 'Пароли не совпадают' } satisfies WirePasswordChange }),
    );
    const change = { oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' };
    expect(await changePassword(api, change, 'k-1')).toEqual({
      success: false,
      message: 'Пароли не совпадают',
    });
    expect(calls[0]).toMatchObject({
      path: '/rest/personal.changepass.json',
      form: { old_password: 'a', new_password: 'b', confirm_new_password: 'c', idempotency_key: 'k-1' },
    });
  });

  it('refuses a password change answer that does not say whether it succeeded', async () => {
    const { api } = signedIn(() => json(200, { result: { message: '' } }));
    await expect(
      changePassword(api, { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' }, 'k-1'),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('documents', () => {
  const document = {
    id: 'upd-1',
    type: 'УПД',
    number: 'ВРН-001038',
    date: new Date(1_731_914_100_000),
    price: 8815.9,
    xmlId: 'x-1',
  };

  it('lists documents with the filters of doc 2 §7', async () => {
    const { api, calls } = signedIn(() =>
      pageAnswer({
        docs: [
          {
            ID: 'upd-1',
            DOC_TYPE: 'УПД',
            DOC_NUMBER: 'ВРН-001038',
            DOC_DATE: 1_731_914_100,
            PRICE: '8815.90',
            XML_ID: 'x-1',
          },
        ],
      } satisfies WireDocumentsPage),
    );
    const docs = await loadDocuments(api, { from: '2024-11-01', to: '', priceFrom: '100', priceTo: '' });
    expect(calls[0]?.form).toEqual({
      isAuth: 'Y',
      page: 'personal_docs_list',
      date_from: '01.11.2024',
      price_from: '100',
    });
    expect(docs).toEqual([document]);
  });

  it('downloads the file under its name, or answers the server message', async () => {
    const pdf = '%PDF-1.4 x';
    const { api, calls } = signedIn(() =>
      json(200, {
        result: {
          success: true,
          error: false,
          file: btoa(pdf),
          file_name: 'УПД ВРН-001038.pdf',
          message: '',
        } satisfies WireFileDownload,
      }),
    );
    const result = await downloadDocument(api, document);
    expect(calls[0]).toMatchObject({
      path: '/rest/docs.download.json',
      form: { type: 'УПД', number: 'ВРН-001038', xml_id: 'x-1' },
    });
    expect(result.ok && [result.file.fileName, new TextDecoder().decode(result.file.bytes)]).toEqual([
      'УПД ВРН-001038.pdf',
      pdf,
    ]);
    const refused = signedIn(() =>
      json(200, {
        result: { success: false, error: true, message: 'Документ не найден.' } satisfies WireFileDownload,
      }),
    );
    expect(await downloadDocument(refused.api, document)).toEqual({
      ok: false,
      message: 'Документ не найден.',
    });
  });
});

describe('orders', () => {
  it('lists orders with their number, or the ID when the server sends none', async () => {
    const { api } = signedIn(() =>
      pageAnswer({
        orders: [
          {
            ID: 901,
            ACCOUNT_NUMBER: '1038',
            DATE_INSERT_FORMAT: '18.11.2024',
            PRODUCTS_QUANT: '3',
            SALE_INTERNALS_ORDER_STATUS_NAME: 'Отгружен',
            PRICE: 8815.9,
          },
          {
            ID: '77',
            DATE_INSERT_FORMAT: '01.11.2024',
            PRODUCTS_QUANT: 1,
            SALE_INTERNALS_ORDER_STATUS_NAME: 'Принят',
            PRICE: '',
          },
        ],
      } satisfies WireOrdersPage),
    );
    expect(await loadOrders(api, EMPTY_ACCOUNT_FILTERS)).toEqual([
      { id: '901', number: '1038', date: '18.11.2024', itemCount: 3, status: 'Отгружен', total: 8815.9 },
      { id: '77', number: '77', date: '01.11.2024', itemCount: 1, status: 'Принят', total: 0 },
    ]);
  });

  it('reads an order and its items with their return terms', async () => {
    const { api, calls } = signedIn(() =>
      pageAnswer({
        order_data: { number: '1038', date_insert: '18.11.2024 10:15:00', price: 8815.9 },
        basket: {
          count: 2,
          items: [
            {
              id: 90100,
              name: 'Колодки',
              price: 2345.6,
              qty: 2,
              summ: 4691.2,
              props: {
                picture: { VALUE: '/p.svg' },
                delivery_time_formated: { VALUE: '19.11.2024' },
                status_name: { VALUE: 'Отгружен' },
                min_quan: { VALUE: '1' },
                return_days: { VALUE: '' },
                allow_return: { VALUE: 'N' },
                INNER_ID: { VALUE: 'ЦБ-1' },
              },
            },
            {
              id: '90101',
              name: 'Свеча',
              price: 389.9,
              qty: 4,
              props: {
                return_days: { VALUE: 7 },
                PRODUCT_ID: { VALUE: 1011 },
                CAN_BUY: { VALUE: 'N' },
                AMOUNT: { VALUE: '36' },
              },
            },
          ],
        },
      } satisfies WireOrderDetail),
    );
    const order = await loadOrder(api, '901');
    expect(calls[0]?.form).toMatchObject({ page: 'personal_order_detail', order_id: '901' });
    expect(order).toMatchObject({ id: '901', number: '1038', total: 8815.9, itemCount: 2 });
    expect(order?.date.toISOString()).toBe('2024-11-18T07:15:00.000Z');
    expect(order?.items).toEqual([
      {
        id: '90100',
        name: 'Колодки',
        article: '',
        brand: '',
        price: 2345.6,
        quantity: 2,
        sum: 4691.2,
        photoUrl: 'https://portal.test/p.svg',
        deliveryDate: '19.11.2024',
        statusName: 'Отгружен',
        multiplicity: 1,
        allowReturn: false,
        returnDays: null,
        innerId: 'ЦБ-1',
        repeat: null,
      },
      expect.objectContaining({
        id: '90101',
        sum: 1559.6,
        allowReturn: true,
        returnDays: 7,
        multiplicity: 1,
        repeat: { productId: '1011', sold: false, available: 36 },
      }),
    ]);
  });

  it('answers null for an order the server does not have', async () => {
    const { api } = signedIn(() => pageAnswer(null));
    expect(await loadOrder(api, '5')).toBeNull();
  });
});

describe('price list', () => {
  it('reads the options and prefills the form from USER_DATA', async () => {
    const { api } = signedIn(() =>
      pageAnswer({
        period: [
          { ID: 158, VALUE: 'Ежедневно' },
          { ID: '161', VALUE: 'По дням' },
        ],
        format: [{ ID: '171', VALUE: 'xlsx' }],
        USER_DATA: {
          PROPERTY_EMAILS_SEND_PRICE_VALUE: 'a@b.ru, c@d.ru',
          PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '161',
          PROPERTY_FORMAT_PRICE_ENUM_ID: '999',
          PROPERTY_FIELDS_SORT_VALUE: 'brand,article',
          PROPERTY_DAYS_SEND_PRICE_VALUE: '1,3',
        },
      } satisfies WirePriceListPage),
    );
    expect(await loadPriceList(api)).toEqual({
      periods: [
        { id: '158', name: 'Ежедневно' },
        { id: '161', name: 'По дням' },
      ],
      formats: [{ id: '171', name: 'xlsx' }],
      settings: {
        emails: ['a@b.ru', 'c@d.ru'],
        period: '161',
        days: ['1', '3'],
        format: '',
        columns: ['brand', 'article', 'descr', 'qty', 'regular_price', 'ratio', 'code'],
      },
    });
  });

  it('starts with one empty e-mail field when none is saved', async () => {
    const { api } = signedIn(() => pageAnswer({ period: [], format: [] } satisfies WirePriceListPage));
    expect((await loadPriceList(api)).settings).toMatchObject({
      emails: [''],
      columns: [...PRICE_LIST_COLUMNS],
    });
  });

  it('saves through page=savepricelist and throws the server refusal', async () => {
    const { api, calls } = signedIn(() => pageAnswer({ success: true } satisfies WireSuccess));
    await savePriceList(
      api,
      { emails: ['a@b.ru'], period: '161', days: ['2'], format: '171', columns: [...PRICE_LIST_COLUMNS] },
      'k-1',
    );
    expect(calls[0]?.form).toEqual({
      isAuth: 'Y',
      page: 'savepricelist',
      emails: 'a@b.ru',
      raspisanie: '161',
      format: '171',
      stock: 'Y',
      fields: 'article,brand,descr,qty,regular_price,ratio,code',
      'day[0]': '2',
      idempotency_key: 'k-1',
    });
    const refused = signedIn(() =>
      pageAnswer({ error: true, error_message: 'Неверный e-mail.' } satisfies WireRefusal),
    );
    const error = await savePriceList(
      refused.api,
      {
        emails: ['x'],
        period: '158',
        days: [],
        format: '171',
        columns: [],
      },
      'k-2',
    ).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.serverMessage).toBe('Неверный e-mail.');
  });
});

describe('settlements, claims and the review', () => {
  it('reads the saldo and the documents of a range', async () => {
    const { api, calls } = signedIn(() =>
      pageAnswer({
        saldo: '-120.5',
        settlementDocs: [{ date: '01.11.2024', document: 'Оплата', debet: '', credit: 120.5 }],
      } satisfies WireSettlements),
    );
    expect(await loadSettlements(api, { from: '2024-11-01', to: '2024-11-20' })).toEqual({
      saldo: -120.5,
      documents: [{ date: '01.11.2024', document: 'Оплата', debet: 0, credit: 120.5 }],
    });
    expect(calls[0]?.form).toMatchObject({
      page: 'personal_sverka_list',
      date_from: '01.11.2024',
      date_to: '20.11.2024',
    });
  });

  it('answers the sale GUID or null, and whether the claim succeeded', async () => {
    const replies = [
      json(200, { result: { selling_number: 'g-1' } satisfies WireSaleLookup }),
      json(200, { result: { selling_number: '' } satisfies WireSaleLookup }),
      json(200, { result: 'success' satisfies WireClaimAnswer }),
      json(200, { result: 'error' satisfies WireClaimAnswer }),
    ];
    const { api, calls } = signedIn(() => replies.shift() ?? json(500, {}));
    const target = { itemId: '1', innerId: 'ЦБ-1' };
    expect(await lookupSale(api, target)).toBe('g-1');
    expect(await lookupSale(api, target)).toBeNull();
    const claim = { ...target, guid: 'g-1', quantity: 2, reasonType: 9, comment: '' };
    expect(await sendClaim(api, claim, 'k-1')).toBe(true);
    expect(await sendClaim(api, claim, 'k-2')).toBe(false);
    expect(calls[2]).toMatchObject({
      path: '/rest/backend.claim.json',
      form: {
        basket_item_id: '1',
        inner_id: 'ЦБ-1',
        guid: 'g-1',
        qty: '2',
        reason_type: '9',
        comment: '',
        idempotency_key: 'k-1',
      },
    });
  });

  it('sends the review without a token', async () => {
    const { api, calls } = signedIn(() => json(200, { result: { success: true } satisfies WireSuccess }));
    expect(await sendReview(api, { rating: 4 }, 'k-1')).toBe(true);
    expect(calls[0]).toMatchObject({
      path: '/rest/review.send.json',
      token: null,
      form: { rating: '4', idempotency_key: 'k-1' },
    });
  });
});

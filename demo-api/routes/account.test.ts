import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

// Wednesday 20 November 2024, 12:00 Moscow time.
const NOW = Date.UTC(2024, 10, 20, 9, 0);
let clock = NOW;
let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  clock = NOW;
  app = createDemoApi({ products: 200, control: true, now: () => clock });
  token = (await signIn(app, 'demo')).access_token;
});

type Json = Record<string, unknown>;

const call = async (path: string, fields: Record<string, string> = {}, as = token) => {
  const response = await post(app, `/rest/${path}`, fields, as);
  return { status: response.status, body: (await response.json()) as { result: Json } & Json };
};
const page = async <T = Json>(key: string, fields: Record<string, string> = {}, as = token) =>
  (await call('backend.page.json', { page: key, ...fields }, as)).body.result.page as T;
const control = async (path: string, body?: unknown) =>
  app.request(`/__demo/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

interface WireOrder {
  ID: string;
  ACCOUNT_NUMBER: string;
  DATE_INSERT_FORMAT: string;
  PRODUCTS_QUANT: number;
  SALE_INTERNALS_ORDER_STATUS_NAME: string;
  PRICE: number;
}
interface WireItem {
  id: string;
  name: string;
  qty: number;
  props: Record<string, { VALUE: string | number }>;
}
interface WireDetail {
  order_data: { number: string; date_insert: string; price: number };
  basket: { count: number; items: WireItem[] };
}

const orders = async (fields: Record<string, string> = {}) =>
  (await page<{ orders: WireOrder[] }>('personal_order_list', fields)).orders;
const detail = (orderId: string) => page<WireDetail | null>('personal_order_detail', { order_id: orderId });

async function placeOrder(): Promise<string> {
  const lines = (await call('basket.list.json')).body.result.ITEMS as { ID: string }[];
  const answer = await call('order.add.json', {
    confirmed: 'Y',
    ...Object.fromEntries(lines.map((line, index) => [`items[${index}]`, line.ID])),
  });
  return Object.keys(answer.body.result).find((key) => key !== 'fuser_for_unchecked') ?? '';
}

describe('personal_info', () => {
  it('answers the manager, the organisation and the user', async () => {
    const info = await page<Json>('personal_info');
    expect(info).toMatchObject({
      NAME: 'Иван Петров',
      LOGIN: 'demo',
      MANAGER: { NAME: 'Ольга Сергеевна Кузнецова' },
      USER_DATA: { PROPERTY_INN_VALUE: '3664123456', PROPERTY_CONTRACT_DATE_VALUE: 1_552_953_600 },
    });
  });

  it('is null for a visitor', async () => {
    expect((await post(app, '/rest/backend.page.json', { page: 'personal_info' })).status).toBe(200);
    expect(await page('personal_info', {}, '')).toBeNull();
  });
});

describe('orders', () => {
  it('lists the seeded history newest first, with numbers, dates, counts, statuses and totals', async () => {
    const list = await orders();
    expect(list.map((order) => order.ACCOUNT_NUMBER)).toEqual(['1038', '1031', '1024', '1017', '1009']);
    expect(list[0]).toEqual({
      ID: '901',
      ACCOUNT_NUMBER: '1038',
      DATE_INSERT_FORMAT: '18.11.2024',
      PRODUCTS_QUANT: 4,
      SALE_INTERNALS_ORDER_STATUS_NAME: 'Отгружен',
      PRICE: 9124,
    });
  });

  it('adds an order placed through the basket, with its lines and their return days', async () => {
    const id = await placeOrder();
    const [first] = await orders();
    expect(first).toMatchObject({
      ID: id,
      ACCOUNT_NUMBER: '1042',
      PRODUCTS_QUANT: 3,
      DATE_INSERT_FORMAT: '20.11.2024',
    });
    const placed = await detail(id);
    expect(placed?.order_data).toEqual({
      id,
      number: '1042',
      date_insert: '20.11.2024 12:00:00',
      price: 6863.2,
      status: 'Принят',
    });
    expect(placed?.basket.items.map((item) => [item.name, item.qty, item.props.return_days?.VALUE])).toEqual([
      ['Колодки тормозные передние VW Polo', 2, ''],
      ['Фильтр масляный VW Polo', 1, ''],
      ['Свеча зажигания Lada Vesta', 4, ''],
    ]);
    expect(placed?.basket.items[0]?.props).toMatchObject({
      allow_return: { VALUE: 'Y' },
      min_quan: { VALUE: 1 },
      INNER_ID: { VALUE: expect.stringMatching(/^ЦБ-/) },
    });
  });

  it("names each line's part, whether it is still sold and how many can be ordered now", async () => {
    // The seeded basket holds one 1004 already: the client can order the rest of its stock.
    await control('product', { productId: 1004, stock: 3 });
    await control('product', { productId: 1007, stock: 0 });
    const order = await detail('902');
    expect(
      order?.basket.items.map((item) => [
        item.props.PRODUCT_ID?.VALUE,
        item.props.CAN_BUY?.VALUE,
        item.props.AMOUNT?.VALUE,
      ]),
    ).toEqual([
      ['1009', 'Y', 4],
      ['1004', 'Y', 2],
      ['1007', 'Y', 0],
      ['1011', 'Y', 36],
    ]);
  });

  it('filters by dates (both days included) and by total', async () => {
    const numbers = async (fields: Record<string, string>) =>
      (await orders(fields)).map((order) => order.ACCOUNT_NUMBER);
    expect(await numbers({ date_from: '10.11.2024', date_to: '18.11.2024' })).toEqual(['1038', '1031']);
    expect(await numbers({ date_from: '19.11.2024' })).toEqual([]);
    expect(await numbers({ price_from: '9300', price_to: '9500' })).toEqual(['1009']);
    expect(await page('personal_order_list', { date_from: '2024-11-10' })).toEqual({
      error: true,
      error_message: 'Неверная дата. Укажите дату в формате дд.мм.гггг.',
    });
  });

  it("shows no one else's order", async () => {
    expect(await detail('911')).toBeNull();
    expect(await detail('nope')).toBeNull();
  });
});

describe('return claims', () => {
  const sale = async (item: WireItem) =>
    (
      await call('claim.sale.json', {
        basket_item_id: item.id,
        inner_id: String(item.props.INNER_ID?.VALUE),
      })
    ).body.result.selling_number as string;
  const itemOf = async (orderId: string, name: string) => {
    const item = (await detail(orderId))?.basket.items.find((candidate) => candidate.name.includes(name));
    if (!item) throw new Error(`no ${name} in ${orderId}`);
    return item;
  };
  const claim = async (item: WireItem, guid: string, fields: Record<string, string> = {}) =>
    call('backend.claim.json', {
      basket_item_id: item.id,
      inner_id: String(item.props.INNER_ID?.VALUE),
      guid,
      qty: '1',
      reason_type: '1',
      comment: 'Не подошли',
      ...fields,
    });

  it('takes a claim on a sold item in its window and marks the item', async () => {
    const pads = await itemOf('901', 'Колодки');
    const guid = await sale(pads);
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect((await claim(pads, guid, { qty: '2' })).body).toEqual({ result: 'success' });
    expect((await itemOf('901', 'Колодки')).props.status_name?.VALUE).toBe('Оформлена заявка на возврат');
    const { claims } = (await (await control('account?login=demo')).json()) as { claims: Json[] };
    expect(claims).toEqual([
      expect.objectContaining({ orderId: 901, qty: 2, reasonType: 1, comment: 'Не подошли' }),
    ]);
    // Both pieces are claimed: nothing is left.
    expect((await claim(pads, guid)).body.error_description).toBe('Макс. кол-во 0');
  });

  it('has no sale record for an item never shipped', async () => {
    expect(await sale(await itemOf('902', 'Свеча'))).toBe('');
  });

  it('refuses an overdue item and takes one still in its window from the same order', async () => {
    const bmw = await itemOf('902', 'BMW');
    const overdue = await claim(bmw, await sale(bmw), { reason_type: '2' });
    expect(overdue).toMatchObject({
      status: 400,
      body: { error_description: 'Заявка на возврат просрочена' },
    });
    const filter = await itemOf('902', 'Фильтр масляный VW');
    expect((await claim(filter, await sale(filter), { reason_type: '9' })).body).toEqual({
      result: 'success',
    });
  });

  it('refuses a quality return where returns are not allowed, and codes 7 and above 9', async () => {
    const fram = await itemOf('901', 'Skoda');
    expect(fram.props.allow_return?.VALUE).toBe('N');
    const guid = await sale(fram);
    expect((await claim(fram, guid)).status).toBe(400);
    expect((await claim(fram, guid, { reason_type: '7' })).status).toBe(400);
    expect((await claim(fram, guid, { reason_type: '10' })).status).toBe(400);
    expect((await claim(fram, guid, { reason_type: '5' })).body).toEqual({ result: 'success' });
  });

  it('refuses a wrong guid, a quantity of 0 and one above the order', async () => {
    const pads = await itemOf('901', 'Колодки');
    const guid = await sale(pads);
    expect((await claim(pads, 'x')).status).toBe(400);
    expect((await claim(pads, guid, { qty: '0' })).status).toBe(400);
    expect((await claim(pads, guid, { qty: '3' })).body.error_description).toBe('Макс. кол-во 2');
  });
});

describe('documents', () => {
  interface WireDocument {
    ID: string;
    DOC_TYPE: string;
    DOC_NUMBER: string;
    DOC_DATE: number;
    PRICE: number;
    XML_ID: string;
  }
  const documents = async (fields: Record<string, string> = {}) =>
    (await page<{ docs: WireDocument[] }>('personal_docs_list', fields)).docs;
  const download = (document: WireDocument) =>
    call('docs.download.json', {
      type: document.DOC_TYPE,
      number: document.DOC_NUMBER,
      xml_id: document.XML_ID,
    });

  it('lists УПД, invoices and acts newest first, filtered by date and price', async () => {
    const all = await documents();
    expect(all.length).toBeGreaterThan(25);
    expect(all.map((document) => document.DOC_DATE)).toEqual(
      [...all.map((document) => document.DOC_DATE)].sort((a, b) => b - a),
    );
    const week = await documents({ date_from: '13.11.2024', date_to: '20.11.2024' });
    expect(week.map((document) => `${document.DOC_TYPE} ${document.DOC_NUMBER}`)).toEqual([
      'Акт сверки АС-0002',
      'УПД ВРН-001038',
      'Счёт на оплату СЧ-1038',
    ]);
    expect(await documents({ date_from: '13.11.2024', price_from: '1' })).toHaveLength(2);
  });

  it('downloads a document as a valid PDF under its file name', async () => {
    const [upd] = await documents({ date_from: '18.11.2024', date_to: '18.11.2024', price_from: '1' });
    if (!upd) throw new Error('no УПД');
    const { result } = (await download(upd)).body;
    expect(result).toMatchObject({ success: true, error: false, file_name: 'УПД ВРН-001038.pdf' });
    const pdf = Buffer.from(String(result.file), 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('(UPD No VRN-001038 ot 18.11.2024) Tj');
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('answers an error for a document still being made and for one that is not theirs', async () => {
    const [act] = await documents({ date_from: '19.11.2024' });
    expect((await download(act as WireDocument)).body.result).toEqual({
      success: false,
      error: true,
      message: 'Документ ещё формируется. Попробуйте скачать его позже.',
    });
    const basic = (await signIn(app, 'basic')).access_token;
    const theirs = (
      await call('docs.download.json', { type: 'УПД', number: 'ВРН-001038', xml_id: 'x' }, basic)
    ).body;
    expect(theirs.result).toMatchObject({ success: false, message: 'Документ не найден.' });
  });
});

describe('personal.changepass.json', () => {
  const change = (old_password: string, new_password: string, confirm_new_password = new_password) =>
    call('personal.changepass.json', { old_password, new_password, confirm_new_password });
  const authorize = async (password: string) =>
    (
      await post(app, '/oauth/authorize/', {
        client_id: 'portal-widgets',
        login: 'demo',
        password,
        state: 's',
      })
    ).status;

  it('refuses empty fields, different passwords and a wrong old one', async () => {
    expect((await change('demo', '')).body.result).toEqual({
      success: false,
      message: 'Не заполнены обязательные поля',
    });
    expect((await change('demo', 'a', 'b')).body.result).toEqual({
      success: false,
      message: 'Пароли не совпадают',
    });
    expect((await change('nope', 'new-pass')).body.result).toEqual({
      success: false,
      message: 'Текущий пароль указан неверно.',
    });
  });

  it('changes the password the login takes until the demo is reset', async () => {
    expect((await change('demo', 'new-pass')).body.result).toEqual({
      success: true,
      message: 'Пароль успешно изменён.',
    });
    expect(await authorize('demo')).toBe(400);
    expect(await authorize('new-pass')).toBe(200);
    await control('reset', {});
    expect(await authorize('demo')).toBe(200);
  });
});

describe('price list', () => {
  const save = (fields: Record<string, string>) =>
    page('savepricelist', {
      emails: 'a@example.ru, b@example.ru',
      raspisanie: '158',
      format: '171',
      stock: 'Y',
      fields: 'brand,article,descr,qty,regular_price,ratio,code',
      ...fields,
    });

  it('answers the options and the settings from USER_DATA', async () => {
    expect(await page('pricelist')).toMatchObject({
      period: expect.arrayContaining([{ ID: '161', VALUE: 'По выбранным дням недели' }]),
      format: expect.arrayContaining([{ ID: '171', VALUE: 'Excel (xlsx)' }]),
      USER_DATA: {
        PROPERTY_EMAILS_SEND_PRICE_VALUE: 'zakupki@avtodetal-chr.ru',
        PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '158',
        PROPERTY_FIELDS_SORT_VALUE: 'article,brand,descr,qty,regular_price,ratio,code',
        PROPERTY_DAYS_SEND_PRICE_VALUE: [],
      },
    });
  });

  it('checks the e-mails, the days of 161, the stock flag and the columns', async () => {
    expect(await save({ emails: '' })).toEqual({ error: true, error_message: 'Заполните поле.' });
    expect(await save({ emails: 'a@example.ru, nope' })).toEqual({
      error: true,
      error_message: 'Неверный e-mail.',
    });
    expect(await save({ raspisanie: '161' })).toEqual({ error: true, error_message: 'Выберите дни недели.' });
    expect(await save({ stock: 'N' })).toMatchObject({ error: true });
    expect(await save({ fields: 'article,article' })).toMatchObject({ error: true });
  });

  it('saves 161 with its days; the page and USER_DATA show them', async () => {
    expect(await save({ raspisanie: '161', 'day[0]': '2', 'day[1]': '5' })).toEqual({ success: true });
    expect(await page('pricelist')).toMatchObject({
      USER_DATA: {
        PROPERTY_EMAILS_SEND_PRICE_VALUE: 'a@example.ru, b@example.ru',
        PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: '161',
        PROPERTY_FIELDS_SORT_VALUE: 'brand,article,descr,qty,regular_price,ratio,code',
        PROPERTY_DAYS_SEND_PRICE_VALUE: ['2', '5'],
      },
    });
    const user = (await call('backend.user.json')).body.result.current_user as { USER_DATA: Json };
    expect(user.USER_DATA.PROPERTY_PERIOD_SEND_PRICE_ENUM_ID).toBe('161');
  });
});

describe('personal_delivery', () => {
  it('answers the next two runs of each direction with cut-off and delivery dates', async () => {
    const { rows } = await page<{ rows: Json[] }>('personal_delivery');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      direction_name: 'Воронеж — Левый берег',
      direction_closure_date_time: Date.UTC(2024, 10, 20, 13) / 1000,
      direction_closure_date_time_format: '20.11.2024 16:00',
      shipping_date: Date.UTC(2024, 10, 20, 21) / 1000,
      shipping_date_format: '21.11.2024',
    });
    // Нововоронеж: Tuesday, Thursday and Saturday runs, orders until 14:00 the day before.
    expect(
      rows.slice(4).map((row) => [row.direction_closure_date_time_format, row.shipping_date_format]),
    ).toEqual([
      ['20.11.2024 14:00', '21.11.2024'],
      ['22.11.2024 14:00', '23.11.2024'],
    ]);
  });
});

describe('personal_sverka_list', () => {
  interface Settlement {
    saldo: number;
    settlementDocs: { date: string; document: string; debet: number; credit: number }[];
  }
  const settlements = (date_from: string, date_to: string) =>
    page<Settlement>('personal_sverka_list', { date_from, date_to });

  it('lists shipments and payments of the range and the balance at its end', async () => {
    const month = await settlements('01.11.2024', '20.11.2024');
    expect(month.settlementDocs).toContainEqual({
      date: '18.11.2024',
      document: 'Реализация товаров № ВРН-001038 от 18.11.2024',
      debet: 9124,
      credit: 0,
    });
    expect(month.settlementDocs.some((doc) => doc.credit > 0)).toBe(true);
    expect(month.saldo).toBeGreaterThan(0);
  });

  it('answers no documents for a range without trade', async () => {
    expect((await settlements('01.01.2020', '31.12.2020')).settlementDocs).toEqual([]);
  });
});

describe('portal news', () => {
  it('pages the list by start and limit and finds an item by code for page=detail, type=portal_news', async () => {
    const list = await page<{ total: number; items: Json[] }>('portal_news', { start: '1', limit: '2' });
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).not.toHaveProperty('DETAIL_TEXT');
    const code = String(list.items[0]?.CODE);
    expect(await page('detail', { type: 'portal_news', 'filter[CODE]': code })).toMatchObject({
      CODE: code,
      DETAIL_TEXT: expect.any(String),
    });
    expect(await page('detail', { type: 'portal_news', 'filter[CODE]': 'nope' })).toBeNull();
  });
});

describe('review.send.json', () => {
  it('relays the review as the bot message, without a token', async () => {
    const response = await post(app, '/rest/review.send.json', {
      contragent: 'ООО <Ромашка>',
      direction: 'Липецк',
      saledate: '18.11.2024',
      salenumber: 'ВРН-001038',
      rating: '4',
      delivery_on_time: 'Y',
      product_completely: 'N',
      refund_take: 'Y',
      comment: 'Спасибо',
    });
    expect(await response.json()).toEqual({ result: { success: true } });
    const { records } = (await (await control('relays')).json()) as { records: { request: Json }[] };
    expect(records.map((record) => record.request)).toEqual([
      {
        chat_id: expect.any(String),
        parse_mode: 'HTML',
        text: [
          '<b>Оценка доставки</b>',
          'Контрагент: ООО &lt;Ромашка&gt;',
          'Направление: Липецк',
          'Реализация № ВРН-001038 от 18.11.2024',
          'Оценка: ★★★★☆ (4)',
          'Доставка вовремя: да',
          'Товар полностью: нет',
          'Возврат забрали: да',
          'Комментарий: Спасибо',
        ].join('\n'),
      },
    ]);
  });

  it('refuses a rating outside 1 to 5', async () => {
    const response = await post(app, '/rest/review.send.json', {
      rating: '6',
      delivery_on_time: 'Y',
      product_completely: 'Y',
      refund_take: 'Y',
    });
    expect(response.status).toBe(400);
  });
});

import * as XLSX from '@e965/xlsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 200, control: true });
  token = (await signIn(app, 'demo')).access_token;
});

const control = (path: string, body?: unknown) =>
  app.request(`/__demo/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

/** The next call on `path` acts, and its answer is replaced by a proxy's 502: the client never learns it. */
const loseNextAnswer = (path: string) => control('faults', { path, status: 502, after: true });

const state = async () =>
  (await (await control('state?login=demo')).json()) as { lines: { productId: number; quantity: number }[] };

const KEY = '0123456789abcdef0123456789abcdef';

describe('calls under an idempotency key', () => {
  it('a password change whose answer was lost answers its success again, and changes nothing more', async () => {
    const change = (key: string) =>
      post(
        app,
        '/rest/personal.changepass.json',
        {
          old_password: 'demo',
          new_password: 'secret-1',
          confirm_new_password: 'secret-1',
          idempotency_key: key,
        },
        token,
      );
    await loseNextAnswer('personal.changepass.json');
    expect((await change(KEY)).status).toBe(502);
    const again = await change(KEY);
    expect(await again.json()).toEqual({ result: { success: true, message: 'Пароль успешно изменён.' } });
    // Under a new key it is a new change, checked against the password as it now is.
    expect(await (await change('f'.repeat(32))).json()).toEqual({
      result: { success: false, message: 'Текущий пароль указан неверно.' },
    });
  });

  it('files a return claim once, however often it is sent under its key, at once too', async () => {
    const detail = (await (
      await post(app, '/rest/backend.page.json', { page: 'personal_order_detail', order_id: '901' }, token)
    ).json()) as {
      result: {
        page: { basket: { items: { id: string; name: string; props: { INNER_ID: { VALUE: string } } }[] } };
      };
    };
    const pads = detail.result.page.basket.items.find((item) => item.name.includes('Колодки'));
    if (!pads) throw new Error('no pads in order 901');
    const inner = String(pads.props.INNER_ID.VALUE);
    const sale = (await (
      await post(app, '/rest/claim.sale.json', { basket_item_id: pads.id, inner_id: inner }, token)
    ).json()) as {
      result: { selling_number: string };
    };
    const claim = () =>
      post(
        app,
        '/rest/backend.claim.json',
        {
          basket_item_id: pads.id,
          inner_id: inner,
          guid: sale.result.selling_number,
          qty: '1',
          reason_type: '1',
          comment: 'Не подошли',
          idempotency_key: KEY,
        },
        token,
      );
    await loseNextAnswer('backend.claim.json');
    const [lost, together] = await Promise.all([claim(), claim()]);
    expect([lost.status, together.status].sort()).toEqual([200, 502]);
    expect(await (await claim()).json()).toEqual({ result: 'success' });
    const { claims } = (await (await control('account?login=demo')).json()) as { claims: unknown[] };
    expect(claims).toHaveLength(1);
  });

  it("adds a file's lines once when the confirmation is sent again, as the first answer said", async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Артикул', 'Кол-во'],
        ['W 712/75', 2],
      ]),
      'Заказ',
    );
    const step = async (fields: Record<string, string | File>) => {
      const body = new FormData();
      body.set('page', 'excel2basket');
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return app.request('/rest/backend.page.json', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    };
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
    const parsed = (await (
      await step({ step: 'parse', file: new File([new Uint8Array(bytes)], 'заказ.xlsx') })
    ).json()) as {
      result: { page: { file_name: string } };
    };
    const fileName = parsed.result.page.file_name;
    const before = (await state()).lines.find((line) => line.productId === 1004)?.quantity ?? 0;
    const add = () =>
      step({
        step: 'add2basket',
        file_name: fileName,
        products: JSON.stringify([{ ID: 1004, QUANTITY: 2 }]),
        idempotency_key: KEY,
      });
    await loseNextAnswer('backend.page.json');
    expect((await add()).status).toBe(502);
    const again = (await (await add()).json()) as { result: { page: Record<string, unknown> } };
    expect(again.result.page).toMatchObject({
      basket_added: true,
      count_added: 1,
      added_message: 'Добавлено в корзину товаров: 1.',
    });
    expect((await state()).lines.find((line) => line.productId === 1004)?.quantity).toBe(before + 2);
  });

  it('acts on a resend whose first send failed before acting, and keeps keys apart per caller', async () => {
    const other = (await signIn(app, 'basic')).access_token;
    const clear = (as: string) => post(app, '/rest/basket.clear.json', { idempotency_key: KEY }, as);
    await control('faults', { path: 'basket.clear.json', status: 500 });
    expect((await clear(token)).status).toBe(500);
    expect((await state()).lines.length).toBeGreaterThan(0);
    expect((await clear(token)).status).toBe(200);
    expect((await state()).lines).toEqual([]);
    // basic's basket under the same key is basic's own call.
    await control('basket', { login: 'basic', lines: 2 });
    expect((await clear(other)).status).toBe(200);
    const basic = (await (await control('state?login=basic')).json()) as { lines: unknown[] };
    expect(basic.lines).toEqual([]);
  });

  it("answers a visitor's company request again rather than calling the INN repeated", async () => {
    const request = () =>
      post(app, '/rest/s1/opt/enquiry.wholesale.json', {
        company: 'ООО «Ромашка»',
        inn: '3664069397',
        kpp: '',
        name: 'Иван',
        phone: '+7 910 123-45-67',
        email: 'ivan@example.ru',
        comment: '',
        idempotency_key: KEY,
      });
    await loseNextAnswer('enquiry.wholesale.json');
    expect((await request()).status).toBe(502);
    expect(await (await request()).json()).toEqual({ result: { success: true } });
  });
});

import { createFakeFetch, json, type Reply, signInWith } from '@portal/test';
import { describe, expect, it, vi } from 'vitest';
import type { OrderItem } from '../../domain/account';
import { createSession } from '../../session/session';
import { createReturnClaim } from './run';

const item: OrderItem = {
  id: '90100',
  name: 'Колодки тормозные передние VW Polo',
  article: '0 986 494 524',
  brand: 'BOSCH',
  price: 2345.6,
  quantity: 2,
  sum: 4691.2,
  photoUrl: null,
  deliveryDate: null,
  statusName: 'Отгружен',
  multiplicity: 1,
  allowReturn: true,
  returnDays: null,
  innerId: 'ЦБ-00047037',
  repeat: null,
};
const orderDate = new Date('2024-11-18T07:15:00Z');
const now = () => new Date('2024-11-20T09:00:00Z');

function setUp(claimReply: () => Reply | Promise<Reply>) {
  const fake = createFakeFetch((call) =>
    call.path === '/rest/claim.sale.json' ? json(200, { result: { selling_number: 'g-7' } }) : claimReply(),
  );
  const session = createSession(fake.fetch);
  signInWith(session);
  const reloadOrder = vi.fn();
  return { flow: createReturnClaim(session.api, { reloadOrder, now }), calls: fake.calls, reloadOrder };
}

describe('return claim runner', () => {
  it('looks the sale up, sends one claim on a double click, and reloads the order', async () => {
    let answer: (reply: Reply) => void = () => {};
    const { flow, calls, reloadOrder } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await flow.open({ item, orderDate });
    expect(calls.map((call) => [call.path, call.form])).toEqual([
      ['/rest/claim.sale.json', { basket_item_id: '90100', inner_id: 'ЦБ-00047037' }],
    ]);
    flow.edit({ reason: 8, quantity: '1', comment: 'Не ставили' });
    const first = flow.submit();
    const second = flow.submit();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answer(json(200, { result: 'success' }));
    await Promise.all([first, second]);
    expect(calls.filter((call) => call.path === '/rest/backend.claim.json')).toHaveLength(1);
    expect(calls[1]?.form).toEqual({
      basket_item_id: '90100',
      inner_id: 'ЦБ-00047037',
      guid: 'g-7',
      qty: '1',
      reason_type: '9',
      comment: 'Не ставили',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(flow.$state.get()).toEqual({
      stage: 'closed',
      attempt: 1,
      notice: { tone: 'success', text: 'Заявка на возврат успешно отправлена!' },
    });
    expect(reloadOrder).toHaveBeenCalledTimes(1);
  });

  it("keeps the claim as typed with the server's words when it refuses it, or the spec's failure", async () => {
    const replies: Reply[] = [
      json(400, { error: 'bad_request', error_description: 'Макс. кол-во 1' }),
      json(200, { result: 'error' }),
      json(500, { error: 'server_error' }),
      json(500, { error: 'server_error' }),
    ];
    const { flow, reloadOrder } = setUp(() => replies.shift() ?? json(200, { result: 'success' }));
    await flow.open({ item, orderDate });
    flow.edit({ reason: 5, quantity: '2', comment: 'Коробка смята' });
    const failures: unknown[] = [];
    for (let press = 0; press < 3; press++) {
      await flow.submit();
      failures.push(flow.$state.get());
    }
    const typed = { stage: 'editing', form: { reason: 5, quantity: '2', comment: 'Коробка смята' } };
    expect(failures).toEqual([
      expect.objectContaining({ ...typed, failure: 'Макс. кол-во 1' }),
      expect.objectContaining({ ...typed, failure: 'При отправке заявки произошла ошибка!' }),
      expect.objectContaining({
        ...typed,
        failure:
          'Не удалось узнать, отправлена ли заявка: нет ответа от сервера. Нажмите «Отправить заявку» ещё раз — вторая заявка не будет создана.',
      }),
    ]);
    expect(reloadOrder).not.toHaveBeenCalled();
  });

  it('asks again under the same key when the answer is lost, and closes with what the server did', async () => {
    const replies: Reply[] = [json(502, {})];
    const { flow, calls } = setUp(() => replies.shift() ?? json(200, { result: 'success' }));
    await flow.open({ item, orderDate });
    await flow.submit();
    expect(flow.$state.get()).toMatchObject({ stage: 'closed', notice: { tone: 'success' } });
    const keys = calls
      .filter((call) => call.path === '/rest/backend.claim.json')
      .map((call) => call.form.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the form as typed when the claim gets no answer, and sends it on the next press', async () => {
    let online = false;
    const { flow, calls, reloadOrder } = setUp(() =>
      online ? json(200, { result: 'success' }) : 'network-error',
    );
    await flow.open({ item, orderDate });
    flow.edit({ reason: 3, quantity: '1', comment: 'Пришли другие колодки' });
    await flow.submit();
    expect(flow.$state.get()).toMatchObject({
      stage: 'editing',
      form: { reason: 3, quantity: '1', comment: 'Пришли другие колодки' },
      failure: 'Нет связи с сервером.',
    });
    expect(reloadOrder).not.toHaveBeenCalled();
    online = true;
    await flow.submit();
    expect(flow.$state.get()).toMatchObject({ stage: 'closed', notice: { tone: 'success' } });
    // Without an answer it was asked once more at once, and the next press went under the same key.
    const sent = calls.filter((call) => call.path === '/rest/backend.claim.json');
    expect(sent.map((call) => call.form.comment)).toEqual(Array(3).fill('Пришли другие колодки'));
    expect(new Set(sent.map((call) => call.form.idempotency_key)).size).toBe(1);
  });
});

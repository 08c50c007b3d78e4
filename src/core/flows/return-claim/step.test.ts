import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../domain/account';
import { CLOSED_CLAIM, type ClaimEvent, type ClaimState, type ClaimSubject, returnClaimStep } from './step';

const DAY = 24 * 60 * 60 * 1000;
const orderDate = new Date('2024-11-10T11:40:00Z');
const item: OrderItem = {
  id: '90101',
  name: 'Фильтр масляный VW Polo',
  article: 'W 712/75',
  brand: 'MANN-FILTER',
  price: 612.4,
  quantity: 2,
  sum: 1224.8,
  photoUrl: null,
  deliveryDate: '11.11.2024',
  statusName: 'Отгружен',
  multiplicity: 1,
  allowReturn: true,
  returnDays: null,
  innerId: 'ЦБ-00047148',
  repeat: null,
};
const subject: ClaimSubject = { item, orderDate };
const inTime = new Date(orderDate.getTime() + 3 * DAY);
const late = new Date(orderDate.getTime() + 15 * DAY);

function run(events: ClaimEvent[], from: ClaimState = CLOSED_CLAIM) {
  const effects = [];
  let state = from;
  for (const event of events) {
    const transition = returnClaimStep(state, event);
    state = transition.state;
    effects.push(transition.effect);
  }
  return { state, effects };
}

const opened: ClaimEvent[] = [
  { type: 'open', subject, now: inTime },
  { type: 'sale-found', attempt: 1, guid: 'g-1' },
];

describe('return claim', () => {
  it('asks for the sale record on opening, then shows the form with the ordered quantity and reason 1', () => {
    const { state, effects } = run(opened);
    expect(effects).toEqual([{ type: 'lookup-sale', attempt: 1, item }, null]);
    expect(state).toMatchObject({
      stage: 'editing',
      guid: 'g-1',
      form: { reason: 1, quantity: '2', comment: '' },
    });
  });

  it("closes with 'Внимание!!! Товар не был реализован или произошла ошибка.' when no GUID comes back", () => {
    const { state, effects } = run([
      { type: 'open', subject, now: inTime },
      { type: 'sale-found', attempt: 1, guid: null },
    ]);
    expect(state).toEqual({
      stage: 'closed',
      attempt: 1,
      notice: { tone: 'warning', text: 'Внимание!!! Товар не был реализован или произошла ошибка.' },
    });
    expect(effects.at(-1)).toEqual({ type: 'reload-order' });
  });

  it("refuses an overdue item with 'Заявка на возврат просрочена' and sends nothing", () => {
    const { state, effects } = run([{ type: 'open', subject, now: late }]);
    expect(state).toMatchObject({ stage: 'overdue' });
    expect(effects).toEqual([null]);
    // The window can pass while the form is open: the send is refused then too.
    const passed = run([...opened, { type: 'submit', now: late }]);
    expect(passed.state.stage).toBe('overdue');
    expect(passed.effects.at(-1)).toBeNull();
  });

  it('sends the claim with the code of the chosen reason, once however many presses', () => {
    const { state, effects } = run([
      ...opened,
      { type: 'edit', form: { reason: 7, quantity: '1', comment: ' Подделка ' } },
      { type: 'submit', now: inTime },
      { type: 'submit', now: inTime },
    ]);
    expect(state.stage).toBe('sending');
    expect(effects.slice(2)).toEqual([
      null,
      {
        type: 'send-claim',
        attempt: 1,
        claim: {
          itemId: '90101',
          innerId: 'ЦБ-00047148',
          guid: 'g-1',
          quantity: 1,
          reasonType: 8,
          comment: 'Подделка',
        },
      },
      null,
    ]);
  });

  it('keeps the form with its messages while the quantity is wrong', () => {
    const { state, effects } = run([
      ...opened,
      { type: 'edit', form: { reason: 1, quantity: '3', comment: '' } },
      { type: 'submit', now: inTime },
    ]);
    expect(state).toMatchObject({ stage: 'editing', errors: { quantity: 'Макс. кол-во 2' } });
    expect(effects.at(-1)).toBeNull();
    const fixed = run([{ type: 'edit', form: { reason: 1, quantity: '0', comment: '' } }], state);
    expect(fixed.state).toMatchObject({ errors: { quantity: 'Должно быть > 0' } });
  });

  it('closes when the claim is taken and reloads the order', () => {
    const sending = run([...opened, { type: 'submit', now: inTime }]).state;
    expect(run([{ type: 'sent', attempt: 1 }], sending)).toEqual({
      state: {
        stage: 'closed',
        attempt: 1,
        notice: { tone: 'success', text: 'Заявка на возврат успешно отправлена!' },
      },
      effects: [{ type: 'reload-order' }],
    });
  });

  it('goes back to the form as typed, saying why, whenever the claim was not taken', () => {
    const typed = run([
      ...opened,
      { type: 'edit', form: { reason: 5, quantity: '1', comment: 'Коробка смята' } },
    ]);
    const { state, effects } = run(
      [
        { type: 'submit', now: inTime },
        { type: 'failed', attempt: 1, message: 'При отправке заявки произошла ошибка!' },
      ],
      typed.state,
    );
    expect(state).toMatchObject({
      stage: 'editing',
      form: { reason: 5, quantity: '1', comment: 'Коробка смята' },
      failure: 'При отправке заявки произошла ошибка!',
    });
    expect(effects.at(-1)).toBeNull();
    expect(returnClaimStep(state, { type: 'failed', attempt: 1, message: 'x' }).state).toBe(state);
  });

  it('reloads on close, waits for an answer on its way, and ignores answers of an earlier opening', () => {
    const editing = run(opened).state;
    expect(run([{ type: 'close' }], editing).effects).toEqual([{ type: 'reload-order' }]);
    const sending = run([{ type: 'submit', now: inTime }], editing).state;
    expect(run([{ type: 'close' }], sending).state).toBe(sending);
    const reopened = run([{ type: 'close' }, { type: 'open', subject, now: inTime }], editing).state;
    expect(reopened).toMatchObject({ stage: 'looking-up', attempt: 2 });
    expect(run([{ type: 'sale-found', attempt: 1, guid: 'old' }], reopened).state).toBe(reopened);
  });
});

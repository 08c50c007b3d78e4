import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutEvent,
  type CheckoutLine,
  type CheckoutState,
  INITIAL_CHECKOUT,
  type OrderAttempt,
  type OrderRequest,
  type SeenLine,
} from './state';
import { checkoutStep } from './step';

const request: OrderRequest = {
  itemIds: ['1', '2'],
  delivery: 'simple',
  contact: { name: '', phone: '' },
  comment: '',
};
const seen: SeenLine[] = [
  { id: '1', quantity: 2, price: 10 },
  { id: '2', quantity: 1, price: 20 },
];
const line = (id: string, changes: Partial<CheckoutLine> = {}): CheckoutLine => ({
  id,
  quantity: id === '1' ? 2 : 1,
  stock: 10,
  multiplicity: 1,
  price: id === '1' ? 10 : 20,
  ...changes,
});
const stored: OrderAttempt = { request, key: 'sent-earlier' };

/** One event of each kind the flow tells apart. */
const EVENTS: CheckoutEvent[] = [
  { type: 'submit', request, key: 'new', seen, contactProblem: null },
  { type: 'submit', request: { ...request, itemIds: [] }, key: 'new', seen: [], contactProblem: null },
  { type: 'form-changed', request, contactProblem: null },
  { type: 'reloaded', lines: [line('1'), line('2')], invalidLineIds: [] },
  { type: 'reloaded', lines: [line('1', { quantity: 3 }), line('2')], invalidLineIds: [] },
  { type: 'reloaded', lines: [line('1', { stock: 0 }), line('2')], invalidLineIds: [] },
  { type: 'reloaded', lines: [line('1'), line('2')], invalidLineIds: ['1'] },
  { type: 'reloaded', lines: [], invalidLineIds: [] },
  { type: 'prices-checked', update: true, confirmed: true },
  { type: 'prices-checked', update: false, confirmed: false },
  { type: 'prices-checked', update: false, confirmed: true },
  { type: 'ordered', orders: [{ id: '1', number: 'ВРН-1' }] },
  { type: 'failed', message: 'Произошла ошибка.', outcomeUnknown: false },
  { type: 'failed', message: 'Произошла ошибка.', outcomeUnknown: true },
  { type: 'basket-loaded', lineIds: ['1', '2'] },
  { type: 'basket-loaded', lineIds: ['1'] },
  { type: 'basket-loaded', lineIds: [] },
  { type: 'line-removed', lineId: '1' },
  { type: 'basket-cleared' },
];

/**
 * Every move between stages `checkoutStep` makes, found by trying each event on every state it
 * reaches from a fresh page, with and without an order stored by an earlier page: 'from --> to: event'.
 */
function stepMoves(): Set<string> {
  const moves = new Set<string>();
  const seenStates = new Set<string>();
  const queue: [CheckoutState, OrderAttempt | null][] = [
    [INITIAL_CHECKOUT, null],
    [INITIAL_CHECKOUT, stored],
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [state, attempt] = next;
    const id = JSON.stringify(next);
    if (seenStates.has(id)) continue;
    seenStates.add(id);
    for (const event of EVENTS) {
      const moved = checkoutStep(state, event, attempt);
      if (moved.state === state) continue;
      moves.add(`${state.stage} --> ${moved.state.stage}: ${event.type}`);
      queue.push([moved.state, moved.pending === undefined ? attempt : moved.pending]);
    }
  }
  return moves;
}

/** The moves the folder's README draws: its Mermaid state diagram, with each state's own name. */
function drawnMoves(): Set<string> {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const names = new Map(
    [...diagram.matchAll(/^\s*state "([^"]+)" as (\w+)$/gm)].map((match) => [match[2], match[1]]),
  );
  const name = (alias: string) => names.get(alias) ?? alias;
  return new Set(
    [...diagram.matchAll(/^\s*(\w+) --> (\w+): (.+)$/gm)].flatMap(([, from = '', to = '', events = '']) =>
      events.split(', ').map((event) => `${name(from)} --> ${name(to)}: ${event}`),
    ),
  );
}

describe('the checkout state diagram (README.md)', () => {
  it('draws every move of the step function between its stages, and no other', () => {
    expect([...drawnMoves()].sort()).toEqual([...stepMoves()].sort());
  });
});

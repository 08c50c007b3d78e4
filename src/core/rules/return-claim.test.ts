import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_TABS,
  type ClaimReason,
  claimDeadline,
  claimQuantityProblem,
  claimTabs,
  defaultReason,
  firstReasonOf,
  initialClaimForm,
  isClaimOverdue,
  sentReasonCode,
  tabOf,
  validateClaimForm,
} from './return-claim';

const DAY = 24 * 60 * 60 * 1000;
const ordered = new Date('2024-11-10T11:40:00Z');
const item = { quantity: 4, allowReturn: true, returnDays: null };

describe('claim window', () => {
  it('lasts the return days from the order date, 14 when the item names none', () => {
    expect(claimDeadline(ordered, { returnDays: 7 }).getTime()).toBe(ordered.getTime() + 7 * DAY);
    expect(claimDeadline(ordered, { returnDays: null }).getTime()).toBe(ordered.getTime() + 14 * DAY);
    expect(claimDeadline(ordered, { returnDays: 0 }).getTime()).toBe(ordered.getTime() + 14 * DAY);
  });

  it('is open up to the deadline itself and overdue a moment later', () => {
    const deadline = claimDeadline(ordered, { returnDays: 7 });
    expect(isClaimOverdue(deadline, ordered, { returnDays: 7 })).toBe(false);
    expect(isClaimOverdue(new Date(deadline.getTime() + 1), ordered, { returnDays: 7 })).toBe(true);
  });

  it('is overdue exactly when now is later than order date plus the days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
        (elapsed, returnDays) => {
          const now = new Date(ordered.getTime() + elapsed);
          expect(isClaimOverdue(now, ordered, { returnDays })).toBe(elapsed > (returnDays ?? 14) * DAY);
        },
      ),
    );
  });
});

describe('reasons', () => {
  it('sends 1 to 6 as they are, 7 as 8 and 8 as 9', () => {
    const all: ClaimReason[] = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(all.map(sentReasonCode)).toEqual([1, 2, 3, 4, 5, 6, 8, 9]);
  });

  it('puts 1 in the quality tab, 2–5 in claims and 6–8 in defects', () => {
    expect(CLAIM_TABS.map(({ tab, reasons }) => [tab, reasons])).toEqual([
      ['quality', [1]],
      ['complaint', [2, 3, 4, 5]],
      ['defect', [6, 7, 8]],
    ]);
    expect([1, 2, 5, 6, 8].map((reason) => tabOf(reason as ClaimReason))).toEqual([
      'quality',
      'complaint',
      'complaint',
      'defect',
      'defect',
    ]);
  });

  it('starts at 1; without quality returns the quality tab is not offered and the form starts at 2', () => {
    expect(defaultReason(item)).toBe(1);
    expect(claimTabs(item).map(({ tab }) => tab)).toEqual(['quality', 'complaint', 'defect']);
    const noReturns = { ...item, allowReturn: false };
    expect(claimTabs(noReturns).map(({ tab }) => tab)).toEqual(['complaint', 'defect']);
    expect(defaultReason(noReturns)).toBe(2);
    expect(firstReasonOf('quality', noReturns)).toBeNull();
    expect(firstReasonOf('defect', noReturns)).toBe(6);
  });
});

describe('claim quantity', () => {
  it("asks for more than 0: empty, 0, letters and fractions read 'Должно быть > 0'", () => {
    for (const text of ['', ' ', '0', '-1', 'abc', '1.5', '2,5'])
      expect(claimQuantityProblem(text, 4)).toBe('Должно быть > 0');
  });

  it("caps at the ordered quantity with 'Макс. кол-во {n}'", () => {
    expect(claimQuantityProblem('5', 4)).toBe('Макс. кол-во 4');
    expect(claimQuantityProblem('4', 4)).toBeNull();
    expect(claimQuantityProblem(' 1 ', 4)).toBeNull();
  });

  it('accepts every whole number from 1 to the ordered quantity and nothing above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 1000 }),
        (orderedQty, typed) => {
          const problem = claimQuantityProblem(String(typed), orderedQty);
          expect(problem === null).toBe(typed <= orderedQty);
        },
      ),
    );
  });

  it('starts the form with the ordered quantity and the default reason', () => {
    expect(initialClaimForm(item)).toEqual({ reason: 1, quantity: '4', comment: '' });
  });

  it('refuses reason 1 for an item whose returns are not allowed', () => {
    const form = initialClaimForm(item);
    expect(validateClaimForm(form, { ...item, allowReturn: false })).toEqual({
      reason: 'Возврат качественного товара по данной позиции не производится!',
    });
    expect(validateClaimForm({ ...form, quantity: '0' }, item)).toEqual({ quantity: 'Должно быть > 0' });
  });
});

import { returnClaimMessages } from '../messages/account';
import { productMessages } from '../messages/product';
import { DEFAULT_RETURN_DAYS } from './return-info';

/**
 * The return request of doc 2 §4: its three tabs and their reasons, the window it may be filed in,
 * and the quantity it may name (§5).
 */
export type ClaimTab = 'quality' | 'complaint' | 'defect';

/** A reason as the client picks it, 1 to 8. */
export type ClaimReason = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Tab 1 returns goods of proper quality (1); tab 2 claims (2–5); tab 3 defects (6–8). */
export const CLAIM_TABS: readonly { tab: ClaimTab; reasons: readonly ClaimReason[] }[] = [
  { tab: 'quality', reasons: [1] },
  { tab: 'complaint', reasons: [2, 3, 4, 5] },
  { tab: 'defect', reasons: [6, 7, 8] },
];

/** The code a reason is sent as: 7 (suspected counterfeit) sends 8, 8 (not installed) sends 9. */
export function sentReasonCode(reason: ClaimReason): number {
  return reason >= 7 ? reason + 1 : reason;
}

/** What the rules need to know of an order item. */
interface ClaimableItem {
  /** The ordered quantity. */
  quantity: number;
  /** Whether goods of proper quality may be returned (reason 1). */
  allowReturn: boolean;
  /** The item's return_days; null or 0 when it names none. */
  returnDays: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days of the window: the item's return_days, else 14 (doc 2 §9). */
function returnWindowDays(item: Pick<ClaimableItem, 'returnDays'>): number {
  return item.returnDays && item.returnDays > 0 ? item.returnDays : DEFAULT_RETURN_DAYS;
}

/** The last moment a claim may be filed: the order's date plus the window (doc 2 §4). */
export function claimDeadline(orderDate: Date, item: Pick<ClaimableItem, 'returnDays'>): Date {
  return new Date(orderDate.getTime() + returnWindowDays(item) * DAY_MS);
}

/** True once now is later than the deadline: 'Заявка на возврат просрочена', nothing is sent. */
export function isClaimOverdue(now: Date, orderDate: Date, item: Pick<ClaimableItem, 'returnDays'>): boolean {
  return now.getTime() > claimDeadline(orderDate, item).getTime();
}

/** Reason 1 needs the item's returns allowed; the others may always be claimed. */
function reasonAllowed(reason: ClaimReason, item: Pick<ClaimableItem, 'allowReturn'>): boolean {
  return reason !== 1 || item.allowReturn;
}

/** The tabs offered for an item: a tab none of whose reasons is allowed is left out. */
export function claimTabs(item: Pick<ClaimableItem, 'allowReturn'>): typeof CLAIM_TABS {
  return CLAIM_TABS.filter(({ reasons }) => reasons.some((reason) => reasonAllowed(reason, item)));
}

/** The tab a reason belongs to. */
export function tabOf(reason: ClaimReason): ClaimTab {
  return CLAIM_TABS.find(({ reasons }) => reasons.includes(reason))?.tab ?? 'quality';
}

/** The first allowed reason of a tab (what choosing the tab selects). */
export function firstReasonOf(tab: ClaimTab, item: Pick<ClaimableItem, 'allowReturn'>): ClaimReason | null {
  const reasons = CLAIM_TABS.find((entry) => entry.tab === tab)?.reasons ?? [];
  return reasons.find((reason) => reasonAllowed(reason, item)) ?? null;
}

/** The reason the form starts with: 1, or the first allowed one when quality returns are not. */
export function defaultReason(item: Pick<ClaimableItem, 'allowReturn'>): ClaimReason {
  return item.allowReturn ? 1 : 2;
}

/** What the client fills in. */
export interface ClaimForm {
  reason: ClaimReason;
  /** As typed. */
  quantity: string;
  comment: string;
}

export function initialClaimForm(item: ClaimableItem): ClaimForm {
  return { reason: defaultReason(item), quantity: String(item.quantity), comment: '' };
}

/**
 * Doc 2 §5 "Return quantity": empty, 0 or not a whole number → 'Должно быть > 0'; above the ordered
 * quantity → 'Макс. кол-во {n}'; null when it may be sent.
 */
export function claimQuantityProblem(text: string, ordered: number): string | null {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
  if (value <= 0) return returnClaimMessages.quantityPositive;
  if (value > ordered) return returnClaimMessages.quantityMax(ordered);
  return null;
}

export type ClaimFormErrors = Partial<Record<'quantity' | 'reason', string>>;

export function validateClaimForm(form: ClaimForm, item: ClaimableItem): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  const quantity = claimQuantityProblem(form.quantity, item.quantity);
  if (quantity) errors.quantity = quantity;
  if (!reasonAllowed(form.reason, item)) errors.reason = productMessages.returnNotAllowed;
  return errors;
}

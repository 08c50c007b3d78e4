import type { RepeatLine } from '../rules/repeat-order';
import { linesToRepeat } from '../rules/repeat-order';
import { addToBasket } from './add-to-basket';
import type { Session } from './session';

/**
 * Sends the confirmed lines of 'Повторить заказ' one by one (basket.add.json, each under its
 * idempotency key, kept for a resend after a lost answer), stopping at the first failure: `added`
 * says how many went, `error` what stopped the rest. A retry sends only the lines not added.
 */
export async function repeatOrder(
  session: Session,
  lines: readonly RepeatLine[],
  alreadyAdded = 0,
): Promise<{ added: number; error: unknown }> {
  const toAdd = linesToRepeat(lines);
  let added = alreadyAdded;
  for (const addition of toAdd.slice(alreadyAdded)) {
    try {
      await addToBasket(session, addition);
    } catch (error) {
      return { added, error };
    }
    added += 1;
  }
  return { added, error: null };
}

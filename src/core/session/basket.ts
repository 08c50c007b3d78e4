import { loadBasketCount } from '../api/basket';
import type { Session } from './session';

/**
 * Reloads the header basket. Its errors are only logged (doc 1 §8): the header keeps the last
 * known figures rather than going blank.
 */
export async function refreshHeaderBasket(session: Session): Promise<void> {
  if (!session.$tokens.get()) return;
  try {
    session.$headerBasket.set(await loadBasketCount(session.api));
  } catch (error) {
    console.warn('[portal] basket count failed; keeping the last figures', error);
  }
}

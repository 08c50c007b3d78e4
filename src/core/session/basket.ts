import { loadBasketCount } from '../api/basket';
import type { PageData } from '../api/page-data';
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

/** The page of a page-data answer, once the header figures it carried are kept: the badge stays current. */
export async function pageKeepingHeader<T>(session: Session, answer: Promise<PageData<T>>): Promise<T> {
  const { page, header } = await answer;
  if (header) session.$headerBasket.set(header);
  return page;
}

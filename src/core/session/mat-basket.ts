import { basketCountAnswer } from '../api/basket';
import type { MatBasketDetail } from '../rules/mat-basket';
import type { Session } from './session';

/**
 * Puts a configured set of mats in the signed-in client's basket: basket.add.json with the
 * constructor's payload (doc 2 §7, type 'constructor'); the header basket follows the answer, so
 * the badge does at once. Errors reach the caller.
 */
export async function addMatsToBasket(session: Session, detail: MatBasketDetail): Promise<void> {
  const answer = await session.api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...detail },
    decode: basketCountAnswer,
  });
  session.$headerBasket.set(answer.result.header.basket_count_data);
}

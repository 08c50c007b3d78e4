import type { FormObject } from '../domain/form';
import { type HeaderBasket, headerAnswer } from './basket';
import type { ApiClient } from './client';

/** What basket.add.json needs at least; lists add the catalogue or supplier payload of doc 1 §7. */
export interface BasketAddition extends FormObject {
  productId: string;
  quantity: number;
}

/**
 * basket.add.json: the header figures after the addition. `key` is its idempotency key
 * (docs/server-contract.md): a resend under it adds nothing the first send added.
 */
export async function addBasketLine(
  api: ApiClient,
  addition: BasketAddition,
  key: string,
): Promise<HeaderBasket> {
  const answer = await api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...addition, idempotency_key: key },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}

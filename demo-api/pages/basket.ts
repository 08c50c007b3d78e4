import { toWireItem } from '../routes/basket';
import type { PageHandler } from './index';

/**
 * The basket page (doc 1 §7, page=basket, need_user_data optional): the lines, and with
 * need_user_data the client's express delivery terms (also in result.current_user.USER_DATA).
 */
export const basketPage: PageHandler = ({ params, caller, deps }) => {
  if (!caller) return null;
  const { store, catalogue } = deps;
  const now = deps.now();
  const items = store.baskets.lines(caller.user.login).flatMap((line) => {
    const product = catalogue.product(line.productId);
    return product ? [toWireItem(line, product, now, store.pricing.linePrice(line, product))] : [];
  });
  const userData = caller.user.userData;
  return {
    ITEMS: items,
    ...(params.need_user_data === 'Y' &&
      userData && {
        USER_DATA: {
          UF_EXPRESS_DELIVERY: userData.UF_EXPRESS_DELIVERY,
          UF_EXPRESS_DELIVERY_PRICE: userData.UF_EXPRESS_DELIVERY_PRICE,
        },
      }),
  };
};

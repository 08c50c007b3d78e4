import type {
  WireAnswer,
  WireBasketAdd,
  WireBasketChange,
  WireBasketItem,
  WireBasketList,
  WireHeader,
} from '../../src/core/api/wire-types';
import { type BasketCountData, basketCountData } from '../data/baskets';
import type { Product } from '../data/catalogue';
import { nearestShipment } from '../data/delivery';
import { toWireUser } from '../data/users';
import { formatDate, formatRoubles, toKopecks } from '../format';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { badRequest } from '../http/errors';
import { textField } from '../http/form';
import type { BasketLine } from '../state/baskets';

/** The header badge figures of a user's basket. */
export function basketHeader(
  { store, catalogue }: DemoDeps,
  login: string,
): { basket_count_data: BasketCountData } {
  const lines = store.baskets.lines(login);
  // Each line counts at the price it was put in the basket at (see state/pricing.ts).
  const pricedProduct = (productId: number) => {
    const product = catalogue.product(productId);
    const line = lines.find((candidate) => candidate.productId === productId);
    return product && line ? { ...product, price: store.pricing.linePrice(line, product) } : product;
  };
  return { basket_count_data: basketCountData(lines, pricedProduct) } satisfies WireHeader;
}

/** A positive whole number written in digits, or undefined ('1.5', '-2', '1e3' and '' are not). */
function positiveWhole(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

// Fields of the call itself; the rest of a basket.add body is the item's payload (doc 1 §7).
const CALL_FIELDS = new Set(['productId', 'quantity', 'auth', 'isAuth', 'need_user_data', 'idempotency_key']);

const QUANTITY_ERROR = 'Кол-во должно быть больше 0';
const stockError = (product: Product): string =>
  product.stock > 0 ? `Недостаточно товара на складе: доступно ${product.stock} шт.` : 'Нет в наличии.';

/** A basket.list.json item; `price` is the line's own (see state/pricing.ts). */
export function toWireItem(line: BasketLine, product: Product, now: number, price = product.price) {
  return {
    ID: String(line.id),
    PRODUCT_ID: String(product.id),
    NAME: product.name,
    PRICE: price,
    DISPLAY_PRICE: formatRoubles(price),
    QTY: line.quantity,
    DISPLAY_SUMM: formatRoubles((toKopecks(price) * line.quantity) / 100),
    MAX_QTY: product.stock,
    PROPS: {
      picture: { VALUE: product.photo },
      article: { VALUE: product.article },
      brand: { VALUE: product.brand },
      brand_title: { VALUE: product.brand },
      OLD_PRICE: { VALUE: product.oldPrice },
      min_quan: { VALUE: product.multiplicity },
      delivery_time_formated: { VALUE: product.stock > 0 ? formatDate(nearestShipment(now).shipping) : '' },
    },
  } satisfies WireBasketItem;
}

/** The basket calls of doc 1 §7: one in-memory basket per user. */
export function basketRoutes(app: DemoApp, deps: DemoDeps): void {
  const { store, catalogue } = deps;

  app.post(
    '/rest/basket.add.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const answer = () =>
        c.json({
          result: { current_user: toWireUser(user), header: basketHeader(deps, user.login) },
        } satisfies WireAnswer<WireBasketAdd>);
      // A resend of an addition already made (its answer was lost) adds nothing: the basket as it is.
      const key = textField(form, 'idempotency_key')?.trim() ?? '';
      if (store.baskets.added(user.login, key)) return answer();
      const product = catalogue.product(positiveWhole(textField(form, 'productId')) ?? 0);
      if (!product) return badRequest(c, 'Товар не найден.');
      const quantity = positiveWhole(textField(form, 'quantity'));
      if (!quantity) return badRequest(c, QUANTITY_ERROR);
      const inBasket = store.baskets.lineOf(user.login, product.id)?.quantity ?? 0;
      if (inBasket + quantity > product.stock) return badRequest(c, stockError(product));
      const payload = Object.fromEntries(Object.entries(form).filter(([name]) => !CALL_FIELDS.has(name)));
      store.baskets.add(user.login, product.id, quantity, payload);
      store.baskets.rememberAddition(user.login, key);
      return answer();
    }),
  );

  app.post(
    '/rest/basket.list.json',
    withCaller((c, { user }) => {
      const now = deps.now();
      const items = store.baskets.lines(user.login).flatMap((line) => {
        const product = catalogue.product(line.productId);
        return product ? [toWireItem(line, product, now, store.pricing.linePrice(line, product))] : [];
      });
      return c.json({ result: { ITEMS: items } } satisfies WireAnswer<WireBasketList>);
    }),
  );

  app.post(
    '/rest/basket.update.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const line = store.baskets.line(user.login, positiveWhole(textField(form, 'basket_item_id')) ?? 0);
      const product = line && catalogue.product(line.productId);
      if (!line || !product) return badRequest(c, 'Товар не найден в корзине.');
      const quantity = positiveWhole(textField(form, 'basket_item_id_qty'));
      if (!quantity) return badRequest(c, QUANTITY_ERROR);
      if (quantity > product.stock) return badRequest(c, stockError(product));
      store.baskets.setQuantity(user.login, line.id, quantity);
      return c.json({
        result: { success: true, header: basketHeader(deps, user.login) },
      } satisfies WireAnswer<WireBasketChange>);
    }),
  );

  app.post(
    '/rest/basket.delete.json',
    withCaller((c, { user }) => {
      const lineId = positiveWhole(textField(c.get('form'), 'basket_item_id')) ?? 0;
      if (!store.baskets.remove(user.login, lineId)) return badRequest(c, 'Товар не найден в корзине.');
      return c.json({
        result: { success: true, header: basketHeader(deps, user.login) },
      } satisfies WireAnswer<WireBasketChange>);
    }),
  );

  app.post(
    '/rest/basket.clear.json',
    withCaller((c, { user }) => {
      store.baskets.clear(user.login);
      return c.json({
        result: { success: true, header: basketHeader(deps, user.login) },
      } satisfies WireAnswer<WireBasketChange>);
    }),
  );
}

import { randomBytes } from 'node:crypto';
import type { WireAnswer, WireChecksum, WireOrdersPlaced } from '../../src/core/api/wire-types';
import type { Product } from '../data/catalogue';
import { toKopecks } from '../format';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { badRequest } from '../http/errors';
import { type FormNode, textField } from '../http/form';
import type { OrderAnswer } from '../state/orders';

/** Express contact checks of doc 1 §5, repeated here: the server never trusts the client's. */
const PHONE = /^\+7 \d{3} \d{3}-\d{2}-\d{2}$/;

/** The item ids of order.add.json: `items[]=1&items[]=2` or `items[0]=1&items[1]=2`. */
function itemIds(node: FormNode | undefined): number[] | undefined {
  const values = Array.isArray(node)
    ? node
    : node && typeof node === 'object' && !(node instanceof File)
      ? Object.values(node)
      : typeof node === 'string'
        ? [node]
        : [];
  const ids = values.map((value) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN,
  );
  return ids.length > 0 && ids.every(Number.isSafeInteger) ? ids : undefined;
}

const orderableProblem = (product: Product, quantity: number): string | null => {
  if (product.stock <= 0) return `Нет в наличии: ${product.brand} ${product.article}.`;
  if (quantity > product.stock) return `Недостаточно товара на складе: ${product.brand} ${product.article}.`;
  if (quantity % Math.max(1, product.multiplicity) !== 0)
    return `Неверное кол-во: ${product.brand} ${product.article}.`;
  return null;
};

/** The checkout calls of doc 1 §7: the price check and the order. */
export function orderRoutes(app: DemoApp, deps: DemoDeps): void {
  const { store, catalogue } = deps;

  // Lines keep the price they were put in the basket at; a changed catalogue price is taken over
  // here and reported, so the client reloads and shows it before the order (doc 1 §4 step 7).
  app.post(
    '/rest/basket.checksumm.json',
    withCaller((c, { user }) => {
      const updated = store.pricing.reprice(store.baskets.lines(user.login), catalogue.product);
      return c.json({ result: { update: updated, confirmed: !updated } } satisfies WireAnswer<WireChecksum>);
    }),
  );

  app.post(
    '/rest/order.add.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const login = user.login;
      // A resend of an order already placed (its answer was lost) gets that order's answer again.
      const key = textField(form, 'idempotency_key')?.trim() ?? '';
      const earlier = key && store.orders.answered(login, key);
      if (earlier) return c.json({ result: earlier } satisfies WireAnswer<WireOrdersPlaced>);

      if (textField(form, 'confirmed') !== 'Y') return badRequest(c, 'Заказ не подтверждён.');
      const ids = itemIds(form.items);
      if (!ids) return badRequest(c, 'Выберите товары для заказа.');
      const lines = ids.map((id) => store.baskets.line(login, id));
      if (lines.some((line) => line === undefined)) return badRequest(c, 'Товар не найден в корзине.');

      const express = textField(form, 'express_delivery') === 'Y';
      const person = textField(form, 'express_contact_person')?.trim() ?? '';
      const phone = textField(form, 'express_contact_phone')?.trim() ?? '';
      const expressPrice = user.userData?.UF_EXPRESS_DELIVERY
        ? user.userData.UF_EXPRESS_DELIVERY_PRICE
        : null;
      if (express && expressPrice === null) return badRequest(c, 'Экспресс-доставка недоступна.');
      if (express && (person.length < 3 || !PHONE.test(phone)))
        return badRequest(c, 'Одно из полей заполнено не верно.');

      const orderLines = [];
      for (const line of lines) {
        const product = line && catalogue.product(line.productId);
        if (!line || !product) return badRequest(c, 'Товар не найден в корзине.');
        const problem = orderableProblem(product, line.quantity);
        if (problem) return badRequest(c, problem);
        if (store.pricing.linePrice(line, product) !== product.price)
          return badRequest(c, 'Цены изменились. Оформите заказ ещё раз.');
        orderLines.push({
          id: line.id,
          productId: product.id,
          name: product.name,
          article: product.article,
          brand: product.brand,
          xmlId: product.xmlId,
          photo: product.photo,
          multiplicity: product.multiplicity,
          quantity: line.quantity,
          price: product.price,
          allowReturn: product.allowReturn,
          returnDays: product.returnDays,
          // The demo ships an order as it takes it, so its lines can be claimed at once.
          sold: true,
        });
      }
      const goods = orderLines.reduce((sum, line) => sum + toKopecks(line.price) * line.quantity, 0);
      const delivery = express && expressPrice ? toKopecks(expressPrice) : 0;
      const order = store.orders.place({
        login,
        createdAt: deps.now(),
        lines: orderLines,
        price: (goods + delivery) / 100,
        comment: textField(form, 'user_description')?.trim() ?? '',
        express: express && expressPrice ? { person, phone, price: expressPrice } : null,
      });
      for (const line of lines) if (line) store.baskets.remove(login, line.id);

      const answer: OrderAnswer = {
        [String(order.id)]: order.number,
        // The server's id of the basket left for the lines not ordered; the client ignores it.
        fuser_for_unchecked: randomBytes(4).toString('hex'),
      };
      if (key) store.orders.remember(login, key, answer);
      return c.json({ result: answer } satisfies WireAnswer<WireOrdersPlaced>);
    }),
  );
}

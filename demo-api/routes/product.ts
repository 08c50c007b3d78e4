import type {
  WireAnswer,
  WireNearestDelivery,
  WireProduct,
  WireProductDetails,
} from '../../src/core/api/wire-types';
import { toWireProduct } from '../data/catalogue';
import { nearestShipment } from '../data/delivery';
import { formatDate } from '../format';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { badRequest } from '../http/errors';
import { textField } from '../http/form';

/** The product calls of doc 1 §7 and doc 2 §7: the detail dialog, the product page, the nearest delivery. */
export function productRoutes(app: DemoApp, deps: DemoDeps): void {
  const { catalogue } = deps;

  app.post(
    '/rest/backend.product.json',
    withCaller((c) => {
      const form = c.get('form');
      const id = textField(form, 'id') ?? '';
      const product = /^\d+$/.test(id) ? catalogue.product(Number(id)) : undefined;
      if (!product) return badRequest(c, 'Товар не найден.');
      const now = deps.now();
      const { PROPERTY_CML2_ARTICLE_VALUE: article, ...wire } = toWireProduct(product, { now });
      if (textField(form, 'page') === 'modal_detail_product') {
        // The dialog's element names the article ARTICLE (doc 1 §3).
        return c.json({
          result: {
            product: { ...wire, ARTICLE: article },
            analogs: {
              products_data: catalogue.analogues(product).map((analogue) => toWireProduct(analogue, { now })),
            },
          },
        } satisfies WireAnswer<WireProductDetails>);
      }
      // The product page's own element (doc 2 §3 "Product (product page)").
      return c.json({
        result: {
          ID: wire.ID,
          NAME: wire.NAME,
          PHOTO: wire.PHOTO,
          ARTICLE: article,
          PROPERTY_BRAND_NAME: wire.PROPERTY_BRAND_NAME,
          XML_ID: wire.XML_ID,
          IBLOCK_EXTERNAL_ID: wire.IBLOCK_EXTERNAL_ID,
          DETAIL_PAGE_URL: wire.DETAIL_PAGE_URL,
          AMOUNT: product.stock,
          PRICE_DATA: { DISPLAY_DISCOUNT_PRICE: wire.PRICE_DATA.DISPLAY_DISCOUNT_PRICE },
          deliveryData: { shipping_date_format: wire.delivery_data.shipping_date_format },
        },
      } satisfies WireAnswer<WireProduct>);
    }),
  );

  // Visitors may ask too: the spec sends the token only "in some uses".
  app.post('/rest/deliverypersonal.nearest.json', (c) =>
    c.json({
      result: { shipping_date_format: formatDate(nearestShipment(deps.now()).shipping) },
    } satisfies WireAnswer<WireNearestDelivery>),
  );
}

import type { Product } from '../domain/product';
import type { BasketAddition } from './basket-add';

/** Fields both the lists and the product page send about the part itself (doc 1 §7, doc 2 §7). */
function describedPart(product: Product, quantity: number) {
  return {
    productId: product.id,
    quantity,
    name: product.name,
    source: 'other',
    xml_id: product.xmlId,
    catalog_xml_id: product.catalogXmlId,
    detail_page_url: product.detailPageUrl,
    brand: product.brand.trim() || '-',
    article: product.article,
    photo: product.photo ?? '',
  };
}

/** basket.add.json from a catalogue or search list (doc 1 §7): the part, `type=iblock` and its terms. */
export function listBasketAddition(product: Product, quantity: number): BasketAddition {
  return {
    ...describedPart(product, quantity),
    type: 'iblock',
    marked_product: product.marked,
    allow_return: product.allowReturn,
    return_days: product.returnDays,
  };
}

/** basket.add.json from the product page (doc 2 §7): the part only. */
export function productPageBasketAddition(product: Product, quantity: number): BasketAddition {
  return describedPart(product, quantity);
}

import type {
  WireAnswer,
  WireBasketAdd,
  WireCataloguePage,
  WireFilterData,
  WireNumber,
  WirePageData,
  WireProduct,
  WireQuickSearch,
  WireQuickSearchHit,
  WireSectionRef,
  WireToken,
} from '../core/api/wire-types';
import { WIRE_PRODUCT } from './products';

/**
 * The server's answers for the fakes of unit tests, widget tests and browser tests, typed against
 * the wire types (src/core/api/wire-types.ts) as the decoders and the demo API are: a field the
 * server renames fails the compiler here too.
 */

/** The token endpoint's answer: an access token (the refresh token stays in its cookie). */
export function wireToken(accessToken: string): WireToken {
  return { out: { access_token: accessToken } };
}

/** An answer with the header badge's figures: backend.basket_count, basket.add. */
export function wireHeaderAnswer(count: WireNumber, price: WireNumber): WireAnswer<WireBasketAdd> {
  return { result: { header: { basket_count_data: { count, price } } } };
}

/** A product of section 11 of a fake catalogue: product `id`, 100 ₽ more per id. */
export function wirePart(id: number, overrides: Partial<WireProduct> = {}): WireProduct {
  return {
    ...WIRE_PRODUCT,
    ID: String(id),
    NAME: `Деталь ${id}`,
    PROPERTY_CML2_ARTICLE_VALUE: `A-${id}`,
    PROPERTY_MIN_QUANT_VALUE: 1,
    PRICE_DATA: { DISCOUNT_PRICE: 100 + id, DISPLAY_DISCOUNT_PRICE: '' },
    ...overrides,
  };
}

/** A page of a catalogue list (backend.page.json, page=catalog): one section's products. */
export function wireCataloguePage(
  total: number,
  products: readonly WireProduct[],
  filterData: WireFilterData,
  section: WireSectionRef = { ID: '11', NAME: 'Тормозные колодки' },
): WireAnswer<WirePageData<WireCataloguePage>> {
  return {
    result: {
      page: {
        total,
        products_data:
          products.length === 0
            ? []
            : [
                {
                  SECTION_DATA: section,
                  ELEM_DATA: Object.fromEntries(products.map((product) => [`p${product.ID}`, product])),
                },
              ],
        filter_data: filterData,
      },
    },
  };
}

/** A quick-search answer with these hits. */
export function wireQuickSearch(hits: readonly WireQuickSearchHit[]): WireAnswer<WireQuickSearch> {
  return { result: { products: [...hits] } };
}

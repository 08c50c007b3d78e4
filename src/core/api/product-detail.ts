import type { Product } from '../domain/product';
import type { ApiClient } from './client';
import { envelope, type FieldsOf, isRecord, map, object, optional, string } from './decode';
import { isApiError } from './errors';
import { entries, productWire } from './product';
import type { WireNearestDelivery, WireProductAnalogues, WireProductDetails } from './wire-types';

/** What the detail dialog shows: the part and its analogues (doc 1 §2, §7). */
interface ProductDetails {
  product: Product;
  analogues: Product[];
}

const analoguesWire = map(
  optional(
    object({ products_data: optional(entries(productWire), []) } satisfies FieldsOf<WireProductAnalogues>),
    null,
  ),
  (wire) => (wire ? wire.products_data : []),
);

const detailsAnswer = envelope(
  object({
    product: productWire,
    // PHP sends an empty `analogs` as [].
    analogs: (input: unknown, path?: string) => (isRecord(input) ? analoguesWire(input, path) : []),
  } satisfies FieldsOf<WireProductDetails>),
);

/** backend.product.json with page=modal_detail_product: the part and its analogues. */
export async function loadProductDetails(
  api: ApiClient,
  productId: string,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const answer = await api.call('/rest/backend.product.json', {
    params: { id: productId, page: 'modal_detail_product' },
    decode: detailsAnswer,
    signal,
  });
  return { product: answer.result.product, analogues: answer.result.analogs };
}

const productAnswer = envelope(productWire);

/**
 * backend.product.json for the product page (doc 2 §7): the result is the part itself, or `null`
 * for a part the server does not have. A missing part is not a failure to retry: an id that is not
 * a number is never asked for, and a refusal ('Товар не найден.') means there is no such part.
 */
export async function loadProductPage(
  api: ApiClient,
  productId: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  if (!/^\d+$/.test(productId)) return null;
  try {
    const answer = await api.call('/rest/backend.product.json', {
      params: { id: productId },
      decode: productAnswer,
      signal,
    });
    return answer.result;
  } catch (error) {
    if (isApiError(error) && error.kind === 'rejected') return null;
    throw error;
  }
}

const nearestAnswer = envelope(
  object({ shipping_date_format: optional(string, '') } satisfies FieldsOf<WireNearestDelivery>),
);

/** deliverypersonal.nearest.json: the client's nearest shipping date, or `null` when there is none. */
export async function loadNearestDelivery(api: ApiClient, signal?: AbortSignal): Promise<string | null> {
  const answer = await api.call('/rest/deliverypersonal.nearest.json', {
    decode: nearestAnswer,
    signal,
  });
  return answer.result.shipping_date_format || null;
}

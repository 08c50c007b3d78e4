import type { ApiClient } from './client';
import {
  array,
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  isRecord,
  numeric,
  object,
  optional,
} from './decode';
import type { WireBasketItem, WireBasketList, WireNumber, WireProp } from './wire-types';

/** A basket line as the lists need it: which line holds which part, how many, and the stock. */
export interface BasketProductLine {
  lineId: string;
  productId: string;
  quantity: number;
  /** MAX_QTY: what the stock holds; `null` when the server did not say. */
  stock: number | null;
  /** PROPS.min_quan: the step and the minimum; 1 when none is given. */
  multiplicity: number;
}

const quantityLines = array(
  object({
    ID: identifier,
    PRODUCT_ID: identifier,
    QTY: numeric,
    MAX_QTY: optional(numeric, null),
    PROPS: optional(
      object({
        min_quan: optional(
          object({ VALUE: optional(numeric, 1) } satisfies FieldsOf<WireProp<WireNumber>>),
          null,
        ),
      } satisfies FieldsOf<NonNullable<WireBasketItem['PROPS']>>),
      null,
    ),
  } satisfies FieldsOf<WireBasketItem>),
);

/** The ITEMS of basket.list.json, a list or (as PHP encodes a keyed array) an object. */
const quantityItems: Decoder<ReturnType<typeof quantityLines>> = (input, path) =>
  quantityLines(isRecord(input) ? Object.values(input) : input, path);

/** Only what the lists need of basket.list.json: a list page does not carry the basket's decoders. */
const basketQuantitiesAnswer = envelope(
  object({ ITEMS: optional(quantityItems, []) } satisfies FieldsOf<WireBasketList>),
);

/** basket.list.json read for its lines' products, quantities and stock only. */
export async function loadBasketProducts(api: ApiClient): Promise<BasketProductLine[]> {
  const answer = await api.call('/rest/basket.list.json', { decode: basketQuantitiesAnswer });
  return answer.result.ITEMS.map((line) => ({
    lineId: line.ID,
    productId: line.PRODUCT_ID,
    quantity: line.QTY,
    stock: line.MAX_QTY,
    multiplicity: line.PROPS?.min_quan?.VALUE ?? 1,
  }));
}

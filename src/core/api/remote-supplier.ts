import type { FormObject } from '../domain/form';
import type { RemoteOffer } from '../domain/remote-supplier';
import {
  DecodeError,
  type Decoder,
  type FieldsOf,
  identifier,
  map,
  numeric,
  object,
  optional,
  refine,
  string,
} from './decode';
import { flag } from './product';
import { wireMap } from './wire-map';
import type { WireRemoteOffer } from './wire-types';
import { pictureUrl } from './wire-url';

const text: Decoder<string> = (input, path = '') => {
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return string(input, path);
};

const nonNegative = (decoder: Decoder<number>, what: string) => refine(decoder, (value) => value >= 0, what);

/** A ratio of 0, a fraction or nothing at all means the part is sold by the piece. */
const ratio: Decoder<number> = (input, path = '') => {
  if (input === undefined || input === null || input === '') return 1;
  const value = numeric(input, path);
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

const returnDays: Decoder<number | null> = (input, path = '') => {
  if (input === undefined || input === null || input === '') return null;
  const value = numeric(input, path);
  if (!Number.isInteger(value) || value < 0) throw new DecodeError(path, 'whole days');
  return value;
};

export const remoteOfferWire: Decoder<RemoteOffer> = map(
  object({
    id: identifier,
    hash: optional(text, ''),
    title: optional(string, ''),
    brand_title: string,
    original_brand_title: optional(string, ''),
    original_article: optional(text, ''),
    article: text,
    PHOTO: pictureUrl,
    quantity: nonNegative(numeric, 'a quantity'),
    ratio,
    price_src: nonNegative(numeric, 'a price'),
    delivery: nonNegative(numeric, 'delivery hours'),
    allow_return: flag,
    return_days: returnDays,
    supplier_id: identifier,
    supplier_title: optional(string, ''),
    chain_id: optional(text, ''),
    extra: optional(wireMap(text), {}),
    OPT_NEW_MARK: flag,
    OPT_TRAND_MARK: flag,
    OPT_HIT_MARK: flag,
  } satisfies FieldsOf<WireRemoteOffer>),
  (wire): RemoteOffer => ({
    id: wire.id,
    hash: wire.hash,
    title: wire.title,
    brand: wire.brand_title,
    originalBrand: wire.original_brand_title || wire.brand_title,
    originalArticle: wire.original_article || wire.article,
    article: wire.article,
    photo: wire.PHOTO,
    quantity: Math.floor(wire.quantity),
    ratio: wire.ratio,
    price: wire.price_src,
    deliveryHours: wire.delivery,
    allowReturn: wire.allow_return,
    returnDays: wire.return_days,
    supplierId: wire.supplier_id,
    supplierTitle: wire.supplier_title,
    chainId: wire.chain_id,
    extra: wire.extra,
    marks: { new: wire.OPT_NEW_MARK, trend: wire.OPT_TRAND_MARK, hit: wire.OPT_HIT_MARK },
  }),
);

/** The basket.add.json fields of a supplier item (doc 1 §7), besides productId and quantity. */
interface SupplierBasketPayload extends FormObject {
  productId: string;
  quantity: number;
  name: string;
  brand: string;
  article: string;
  photo: string;
  allow_return: boolean;
  return_days: number | null;
  supplier_id: string;
  ch_id: string;
  max_available_quantity: number;
  delivery_time_formated: string;
  extra: Readonly<Record<string, string>>;
  type: 'linemedia.auto';
}

/**
 * What basket.add.json gets for a supplier item: the supplier, its chain, the stock it has, the
 * delivery date the client saw ('' when unknown) and the supplier's extra data as extra[key].
 */
export function supplierBasketPayload(
  offer: RemoteOffer,
  quantity: number,
  deliveryDate: string | null,
): SupplierBasketPayload {
  return {
    productId: offer.id,
    quantity,
    name: offer.title,
    brand: offer.brand || '-',
    article: offer.article,
    photo: offer.photo ?? '',
    allow_return: offer.allowReturn,
    return_days: offer.returnDays,
    supplier_id: offer.supplierId,
    ch_id: offer.chainId,
    max_available_quantity: offer.quantity,
    delivery_time_formated: deliveryDate ?? '',
    extra: offer.extra,
    type: 'linemedia.auto',
  };
}

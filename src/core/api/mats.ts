import { type HeaderBasket, headerAnswer } from './basket';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  refine,
  string,
} from './decode';
import type { FormObject } from './form';
import { PAGE_DATA_PATH } from './page-data';

/**
 * The mat constructor's calls (doc 2 §7): backend.evacarpet.json, backend.constructor.json and the
 * page data eva_constructor_main and eva_constructor_data, checked and mapped to the types below.
 */

/**
 * How the constructor reads the catalogue: with the signed-in client's session (the portal), or
 * with a partner's publishable key on the partner's own site (DESIGN "Mat constructor").
 */
export type MatAccess = { kind: 'session' } | { kind: 'partner'; key: string };

/** The partner key when there is one, else the session; `null` when there is neither. */
export function matAccessOf(partnerKey: string | null, signedIn: boolean): MatAccess | null {
  if (partnerKey) return { kind: 'partner', key: partnerKey };
  return signedIn ? { kind: 'session' } : null;
}

/** A make, model or generation. */
export interface MatCar {
  id: string;
  name: string;
}

export interface MatBanner {
  id: string;
  name: string;
  /** As the server sent it; resolve it before use (`safeImageUrl`). */
  picture: string;
}

/** The start page (eva_constructor_main): the makes and four banners. */
export interface MatStart {
  makes: MatCar[];
  banners: MatBanner[];
}

export interface MatTransmission {
  id: string;
  name: string;
}

export type MatKind = '2D' | '3D';

/** A mat type the pattern offers (TYPES.DATA.OPT). */
export interface MatType {
  id: string;
  name: string;
  kind: MatKind;
}

/**
 * An item's prices: to the portal's session OPT_PRICE (wholesale, what the client pays) and
 * BASE_PRICE; to a partner key both are its retail price (the answer's PRICE).
 */
export interface MatPrice {
  price: number;
  basePrice: number;
}

/** PRICES: material xml id → mat type id, or 'UPSALE' → item id → its prices. */
export type MatPrices = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, MatPrice>>>>>
>;

/** The key of the upsale items' prices beside the mat types'. */
export const UPSALE_PRICES = 'UPSALE';

export interface MatPattern {
  name: string;
  article: string;
  make: MatCar;
  model: MatCar;
  generation: MatCar;
  has2d: boolean;
  has3d: boolean;
  transmissions: MatTransmission[];
  types: MatType[];
  prices: MatPrices;
  /** Where the preview layers are (outline.svg, romb/, sota/, kant/); resolve it before use. */
  previewPath: string;
}

export interface MatColour {
  id: string;
  name: string;
  /** A CSS colour ('#1f1f21'), or `null` when the server's code was not one. */
  code: string | null;
}

/** A material, that is a cell shape (1 the rhombus, 2 the honeycomb). */
export interface MatMaterial {
  id: string;
  xmlId: string;
  name: string;
  /** The material colours it is made in. */
  colourIds: string[];
  description: string;
}

/** A configuration or upsale item. */
export interface MatItem {
  xmlId: string;
  name: string;
  description: string;
}

/** A name plate or a heel pad. */
export interface MatAccessory {
  id: string;
  name: string;
  xmlId: string;
  price: number;
  picture: string;
  /** Its layer on the 418×631 preview. */
  previewPicture: string;
}

/** The configurator's data (eva_constructor_data with dec). */
export interface MatConstructorData {
  pattern: MatPattern;
  materials: MatMaterial[];
  colours: MatColour[];
  edgingColours: MatColour[];
  items: MatItem[];
  upsale: MatItem[];
  namePlates: MatAccessory[];
  heelPads: MatAccessory[];
}

/**
 * Ids that travel in the route's item lists ('h5arfuiw.701~2'): letters, digits, '_' and '-'
 * (see rules/mat-route.ts). An id outside them would make a link that does not reopen.
 */
const listId = refine(identifier, (id) => /^[\w-]+$/.test(id) && id !== '-', 'an id of letters and digits');

/** A PHP associative array: an object, or `[]` when it is empty. */
function record<T>(value: Decoder<T>): Decoder<Record<string, T>> {
  return (input, path = '') => {
    if (Array.isArray(input) && input.length === 0) return {};
    if (!isRecord(input)) throw new DecodeError(path, 'an object');
    return Object.fromEntries(
      Object.entries(input).map(([key, item]) => [key, value(item, `${path}.${key}`)]),
    );
  };
}

/** A flag sent as true / false, 'Y' / 'N' or 1 / 0. */
const flag: Decoder<boolean> = (input, path = '') => {
  if (input === true || input === 'Y' || input === 1) return true;
  if (input === false || input === 'N' || input === 0) return false;
  throw new DecodeError(path, 'a flag');
};

const car = map(
  object({ ID: identifier, UF_NAME: string }),
  ({ ID, UF_NAME }): MatCar => ({ id: ID, name: UF_NAME }),
);

const colourCode = (code: string): string | null =>
  /^#[\da-f]{3,8}$/i.test(code.trim()) ? code.trim() : null;

const colour = map(
  object({ ID: identifier, UF_NAME: string, UF_CODE_COLOR: optional(string, '') }),
  ({ ID, UF_NAME, UF_CODE_COLOR }): MatColour => ({ id: ID, name: UF_NAME, code: colourCode(UF_CODE_COLOR) }),
);

const item = map(
  object({ UF_XML_ID: listId, UF_NAME: string, UF_FULL_DESCRIPTION: optional(string, '') }),
  ({ UF_XML_ID, UF_NAME, UF_FULL_DESCRIPTION }): MatItem => ({
    xmlId: UF_XML_ID,
    name: UF_NAME,
    description: UF_FULL_DESCRIPTION,
  }),
);

const accessory = map(
  object({
    ID: listId,
    NAME: string,
    XML_ID: optional(string, ''),
    PRICE: numeric,
    PICTURE: optional(string, ''),
    PICTURE_KONST: optional(string, ''),
  }),
  ({ ID, NAME, XML_ID, PRICE, PICTURE, PICTURE_KONST }): MatAccessory => ({
    id: ID,
    name: NAME,
    xmlId: XML_ID,
    price: PRICE,
    picture: PICTURE,
    previewPicture: PICTURE_KONST,
  }),
);

const material = map(
  object({
    ID: identifier,
    UF_XML_ID: string,
    UF_NAME: string,
    UF_CML2_COLOR: optional(array(identifier), []),
    UF_FULL_DESCRIPTION: optional(string, ''),
  }),
  ({ ID, UF_XML_ID, UF_NAME, UF_CML2_COLOR, UF_FULL_DESCRIPTION }): MatMaterial => ({
    id: ID,
    xmlId: UF_XML_ID,
    name: UF_NAME,
    colourIds: UF_CML2_COLOR,
    description: UF_FULL_DESCRIPTION,
  }),
);

const kind: Decoder<MatKind> = (input, path = '') => {
  const text = typeof input === 'string' ? input.toUpperCase() : input;
  if (text !== '2D' && text !== '3D') throw new DecodeError(path, '2D or 3D');
  return text;
};

const wholesalePrice = map(
  object({ OPT_PRICE: numeric, BASE_PRICE: numeric }),
  ({ OPT_PRICE, BASE_PRICE }): MatPrice => ({ price: OPT_PRICE, basePrice: BASE_PRICE }),
);
const retailPrice = map(
  object({ PRICE: numeric }),
  ({ PRICE }): MatPrice => ({ price: PRICE, basePrice: PRICE }),
);

/**
 * An item's prices: OPT_PRICE and BASE_PRICE to the portal's session; to a partner key the retail
 * price alone (PRICE, raised by the key's markup on the server), which is all a partner page shows.
 */
const price: Decoder<MatPrice> = (input, path = '') =>
  isRecord(input) && input.OPT_PRICE === undefined ? retailPrice(input, path) : wholesalePrice(input, path);

const pattern = map(
  object({
    NAME: string,
    EVA_ARTICLE: string,
    MARKA: car,
    MODEL: car,
    GENER: car,
    HAS_2D_OPT: flag,
    HAS_3D_OPT: flag,
    TRANSMISSIONS: object({ DATA: array(object({ ID: identifier, NAME: string })) }),
    TYPES: object({
      DATA: object({ OPT: optional(array(object({ ID: identifier, NAME: string, TYPE: kind })), []) }),
    }),
    PRICES: record(record(record(price))),
    PREVIEW_PATH: optional(string, ''),
  }),
  (wire): MatPattern => ({
    name: wire.NAME,
    article: wire.EVA_ARTICLE,
    make: wire.MARKA,
    model: wire.MODEL,
    generation: wire.GENER,
    has2d: wire.HAS_2D_OPT,
    has3d: wire.HAS_3D_OPT,
    transmissions: wire.TRANSMISSIONS.DATA.map(({ ID, NAME }) => ({ id: ID, name: NAME })),
    types: wire.TYPES.DATA.OPT.map(({ ID, NAME, TYPE }) => ({ id: ID, name: NAME, kind: TYPE })),
    prices: wire.PRICES,
    previewPath: wire.PREVIEW_PATH,
  }),
);

export const matConstructorDataWire: Decoder<MatConstructorData> = map(
  object({
    PATTERN: pattern,
    MATERIALS: array(material),
    COLORS: array(colour),
    KANT_COLORS: array(colour),
    COMPLECT: array(item),
    UPSALE: optional(array(item), []),
    model_labels: optional(array(accessory), []),
    products: optional(array(accessory), []),
  }),
  (wire) => ({
    pattern: wire.PATTERN,
    materials: wire.MATERIALS,
    colours: wire.COLORS,
    edgingColours: wire.KANT_COLORS,
    items: wire.COMPLECT,
    upsale: wire.UPSALE,
    namePlates: wire.model_labels,
    heelPads: wire.products,
  }),
);

const banner = map(
  object({ ID: identifier, NAME: optional(string, ''), PICTURE: string }),
  ({ ID, NAME, PICTURE }): MatBanner => ({ id: ID, name: NAME, picture: PICTURE }),
);

export const matStartWire: Decoder<MatStart> = map(
  object({ marka: array(car), banners: optional(array(banner), []) }),
  ({ marka, banners }) => ({ makes: marka, banners }),
);

/** The form fields and token use of a call made with this access. */
function withAccess(access: MatAccess, params: FormObject): { params: FormObject; auth: boolean } {
  return access.kind === 'partner'
    ? { params: { isAuth: 'N', ...params, partner_key: access.key }, auth: false }
    : { params: { isAuth: 'Y', ...params }, auth: true };
}

/**
 * A page-data request (page=KEY) with this access: like `loadPageData`, but without a token on a
 * partner's site, where the page's own session (if any) is not the partner's.
 */
async function loadMatPage<T>(
  api: ApiClient,
  access: MatAccess,
  key: string,
  page: Decoder<T>,
  signal?: AbortSignal,
  params: FormObject = {},
): Promise<T> {
  const answer = await api.call(PAGE_DATA_PATH, {
    ...withAccess(access, { page: key, ...params }),
    decode: object({ result: object({ page }) }),
    signal,
  });
  return answer.result.page;
}

/** The makes and the banners of the start page (page data eva_constructor_main). */
export function loadMatStart(api: ApiClient, access: MatAccess, signal?: AbortSignal): Promise<MatStart> {
  return loadMatPage(api, access, 'eva_constructor_main', matStartWire, signal);
}

// The list asked for is required: an answer without it would leave the next select empty with
// no message (the other list may be left out).
const modelsAnswer = object({ result: object({ model: array(car) }) });
const generationsAnswer = object({ result: object({ gener: array(car) }) });

/** The models of a make (backend.evacarpet.json with marka). */
export async function loadMatModels(
  api: ApiClient,
  access: MatAccess,
  make: string,
  signal?: AbortSignal,
): Promise<MatCar[]> {
  const answer = await api.call('/rest/backend.evacarpet.json', {
    ...withAccess(access, { marka: make }),
    decode: modelsAnswer,
    signal,
  });
  return answer.result.model;
}

/** The generations (body and years) of a model (backend.evacarpet.json with marka and model). */
export async function loadMatGenerations(
  api: ApiClient,
  access: MatAccess,
  make: string,
  model: string,
  signal?: AbortSignal,
): Promise<MatCar[]> {
  const answer = await api.call('/rest/backend.evacarpet.json', {
    ...withAccess(access, { marka: make, model }),
    decode: generationsAnswer,
    signal,
  });
  return answer.result.gener;
}

const constructorAnswer = object({
  result: object({ NUM_ARTICLE: refine(identifier, (code) => code.trim() !== '', 'a code') }),
});

/** The pattern code of a generation (backend.constructor.json): the configurator's `dec`. */
export async function loadMatPatternCode(
  api: ApiClient,
  access: MatAccess,
  car: { make: string; model: string; generation: string },
  signal?: AbortSignal,
): Promise<string> {
  const answer = await api.call('/rest/backend.constructor.json', {
    ...withAccess(access, { marka: car.make, model: car.model, gener: car.generation }),
    decode: constructorAnswer,
    signal,
  });
  return answer.result.NUM_ARTICLE;
}

/** The configurator's data for a pattern code (page data eva_constructor_data with dec). */
export function loadMatConstructorData(
  api: ApiClient,
  access: MatAccess,
  dec: string,
  signal?: AbortSignal,
): Promise<MatConstructorData> {
  return loadMatPage(api, access, 'eva_constructor_data', matConstructorDataWire, signal, { dec });
}

/** An item of `mats[]` or `upsale[]`: the item's fields plus QTY, PRICE and BASE_PRICE. */
export interface MatBasketItem extends FormObject {
  UF_XML_ID: string;
  UF_NAME: string;
  UF_FULL_DESCRIPTION: string;
  QTY: number;
  PRICE: number;
  BASE_PRICE: number;
}

/** A name plate or heel pad: its fields plus QTY. */
export interface MatBasketAccessory extends FormObject {
  ID: string;
  NAME: string;
  XML_ID: string;
  PRICE: number;
  PICTURE: string;
  PICTURE_KONST: string;
  QTY: number;
}

/**
 * What 'В корзину' sends (doc 2 §7), as the `portal-add-to-basket` detail; the portal's host sends
 * the same fields to basket.add.json.
 */
export interface MatBasketDetail extends FormObject {
  type: 'constructor';
  /** The real total without markup. */
  cost: number;
  /** Make, model and generation. */
  autoname: string;
  /** The material's (cell shape's) name, the material colour's and the edging colour's. */
  material: string;
  materialcolor: string;
  kantcolor: string;
  /** The pattern's EVA_ARTICLE. */
  article: string;
  /** The material's xml id; the material colour's and the edging colour's ids. */
  materialarticle: string;
  materialcolorarticle: string;
  kantcolorarticle: string;
  mats: readonly MatBasketItem[];
  upsale: readonly MatBasketItem[];
  /** The mat type's fields. */
  vid: readonly { ID: string; NAME: string; TYPE: string }[];
  /** The transmission's fields. */
  transmission: readonly { ID: string; NAME: string }[];
  productsasortiment: {
    nametemplates: readonly MatBasketAccessory[];
    under_heel: readonly MatBasketAccessory[];
  };
}

/** An item of a partner page's set: what and how many, without a price. */
export interface MatPartnerItem {
  UF_XML_ID: string;
  UF_NAME: string;
  QTY: number;
}

/** A name plate or heel pad of a partner page's set, without a price. */
export interface MatPartnerAccessory {
  ID: string;
  NAME: string;
  XML_ID: string;
  QTY: number;
}

/**
 * What 'В корзину' sends on a partner's page (DESIGN "Mat constructor"), as the
 * `portal:add-to-basket` detail: the configuration, the quantities and the retail total the
 * visitor saw. No wholesale figure: the supplier prices the partner's order itself.
 */
export interface MatPartnerBasketDetail {
  type: 'constructor';
  /** The retail total shown to the visitor (the key's markup included). */
  total: number;
  autoname: string;
  material: string;
  materialcolor: string;
  kantcolor: string;
  article: string;
  materialarticle: string;
  materialcolorarticle: string;
  kantcolorarticle: string;
  mats: readonly MatPartnerItem[];
  upsale: readonly MatPartnerItem[];
  vid: readonly { ID: string; NAME: string; TYPE: string }[];
  transmission: readonly { ID: string; NAME: string }[];
  productsasortiment: {
    nametemplates: readonly MatPartnerAccessory[];
    under_heel: readonly MatPartnerAccessory[];
  };
}

/** The `portal:add-to-basket` detail: the portal's (doc 2 §7) or a partner page's. */
export type MatAddToBasketDetail = MatBasketDetail | MatPartnerBasketDetail;

/** Whether a detail is the portal's, with the prices basket.add.json checks. */
export function isPortalMatDetail(detail: MatAddToBasketDetail): detail is MatBasketDetail {
  return 'cost' in detail;
}

/**
 * A configured set to the signed-in client's basket: basket.add.json with the constructor's payload
 * (doc 2 §7, type 'constructor'). Answers the header figures after it.
 */
export async function addMatsBasketLine(api: ApiClient, detail: MatBasketDetail): Promise<HeaderBasket> {
  const answer = await api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...detail },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}

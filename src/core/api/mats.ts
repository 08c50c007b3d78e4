import type { FormObject } from '../domain/form';
import type {
  MatAccess,
  MatAccessory,
  MatAddToBasketDetail,
  MatBanner,
  MatBasketDetail,
  MatCar,
  MatColour,
  MatConstructorData,
  MatItem,
  MatKind,
  MatMaterial,
  MatPattern,
  MatPrice,
  MatStart,
} from '../domain/mats';
import { type HeaderBasket, headerAnswer } from './basket';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  refine,
  string,
} from './decode';
import { PAGE_DATA_PATH } from './page-data';
import type {
  WireMatAccessory,
  WireMatBanner,
  WireMatCar,
  WireMatCars,
  WireMatColour,
  WireMatConstructorData,
  WireMatItem,
  WireMatMaterial,
  WireMatOption,
  WireMatPattern,
  WireMatPatternCode,
  WireMatPrice,
  WireMatStart,
} from './wire-types';

/** The partner key when there is one, else the session; `null` when there is neither. */
export function matAccessOf(partnerKey: string | null, signedIn: boolean): MatAccess | null {
  if (partnerKey) return { kind: 'partner', key: partnerKey };
  return signedIn ? { kind: 'session' } : null;
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
  object({ ID: identifier, UF_NAME: string } satisfies FieldsOf<WireMatCar>),
  ({ ID, UF_NAME }): MatCar => ({ id: ID, name: UF_NAME }),
);

const colourCode = (code: string): string | null =>
  /^#[\da-f]{3,8}$/i.test(code.trim()) ? code.trim() : null;

const colour = map(
  object({
    ID: identifier,
    UF_NAME: string,
    UF_CODE_COLOR: optional(string, ''),
  } satisfies FieldsOf<WireMatColour>),
  ({ ID, UF_NAME, UF_CODE_COLOR }): MatColour => ({ id: ID, name: UF_NAME, code: colourCode(UF_CODE_COLOR) }),
);

const item = map(
  object({
    UF_XML_ID: listId,
    UF_NAME: string,
    UF_FULL_DESCRIPTION: optional(string, ''),
  } satisfies FieldsOf<WireMatItem>),
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
  } satisfies FieldsOf<WireMatAccessory>),
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
  } satisfies FieldsOf<WireMatMaterial>),
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
  object({ OPT_PRICE: numeric, BASE_PRICE: numeric } satisfies FieldsOf<
    Extract<WireMatPrice, { OPT_PRICE: unknown }>
  >),
  ({ OPT_PRICE, BASE_PRICE }): MatPrice => ({ price: OPT_PRICE, basePrice: BASE_PRICE }),
);
const retailPrice = map(
  object({ PRICE: numeric } satisfies FieldsOf<Extract<WireMatPrice, { PRICE: unknown }>>),
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
    TRANSMISSIONS: object({
      DATA: array(object({ ID: identifier, NAME: string } satisfies FieldsOf<WireMatOption>)),
    } satisfies FieldsOf<WireMatPattern['TRANSMISSIONS']>),
    TYPES: object({
      DATA: object({
        OPT: optional(
          array(
            object({ ID: identifier, NAME: string, TYPE: kind } satisfies FieldsOf<
              NonNullable<WireMatPattern['TYPES']['DATA']['OPT']>[number]
            >),
          ),
          [],
        ),
      } satisfies FieldsOf<WireMatPattern['TYPES']['DATA']>),
    } satisfies FieldsOf<WireMatPattern['TYPES']>),
    PRICES: record(record(record(price))),
    PREVIEW_PATH: optional(string, ''),
  } satisfies FieldsOf<WireMatPattern>),
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
  } satisfies FieldsOf<WireMatConstructorData>),
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
  object({ ID: identifier, NAME: optional(string, ''), PICTURE: string } satisfies FieldsOf<WireMatBanner>),
  ({ ID, NAME, PICTURE }): MatBanner => ({ id: ID, name: NAME, picture: PICTURE }),
);

export const matStartWire: Decoder<MatStart> = map(
  object({ marka: array(car), banners: optional(array(banner), []) } satisfies FieldsOf<WireMatStart>),
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
const modelsAnswer = object({ result: object({ model: array(car) } satisfies FieldsOf<WireMatCars>) });
const generationsAnswer = object({ result: object({ gener: array(car) } satisfies FieldsOf<WireMatCars>) });

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
  result: object({
    NUM_ARTICLE: refine(identifier, (code) => code.trim() !== '', 'a code'),
  } satisfies FieldsOf<WireMatPatternCode>),
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

/** Whether a detail is the portal's, with the prices basket.add.json checks. */
export function isPortalMatDetail(detail: MatAddToBasketDetail): detail is MatBasketDetail {
  return 'cost' in detail;
}

/**
 * A configured set to the signed-in client's basket: basket.add.json with the constructor's payload
 * (doc 2 §7, type 'constructor'), under an idempotency key. Answers the header figures after it.
 */
export async function addMatsBasketLine(
  api: ApiClient,
  detail: MatBasketDetail,
  idempotencyKey: string,
): Promise<HeaderBasket> {
  const answer = await api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...detail, idempotency_key: idempotencyKey },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}

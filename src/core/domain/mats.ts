import type { FormObject } from './form';

/**
 * The mat constructor's calls (doc 2 §7): backend.evacarpet.json, backend.constructor.json and the
 * page data eva_constructor_main and eva_constructor_data, checked and mapped to the types below.
 */

/**
 * How the constructor reads the catalogue: with the signed-in client's session (the portal), or
 * with a partner's publishable key on the partner's own site (DESIGN "Mat constructor").
 */
export type MatAccess = { kind: 'session' } | { kind: 'partner'; key: string };

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

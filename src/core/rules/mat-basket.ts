import type { FormObject } from '../api/form';
import type { MatConstructorData } from '../api/mats';
import { DEFAULT_MARKUP } from '../session/types';
import { type MatConfiguration, matPricedLines, matTotals } from './mat-configuration';

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
 * What 'В корзину' sends (doc 2 §7), as the `portal:add-to-basket` detail; the portal's host sends
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

/** The add-to-basket payload of a configuration (doc 2 §7). */
export function matBasketDetail(configuration: MatConfiguration, data: MatConstructorData): MatBasketDetail {
  const { pattern } = data;
  const lines = matPricedLines(configuration, data);
  const material = data.materials.find((candidate) => candidate.id === configuration.material);
  const colour = data.colours.find((candidate) => candidate.id === configuration.materialColour);
  const edging = data.edgingColours.find((candidate) => candidate.id === configuration.edgingColour);
  const type = pattern.types.find((candidate) => candidate.id === configuration.matType);
  const transmission = pattern.transmissions.find((candidate) => candidate.id === configuration.transmission);
  const items = (group: 'mats' | 'upsale'): MatBasketItem[] =>
    lines
      .filter((line) => line.group === group)
      .flatMap((line) => {
        const item = (group === 'mats' ? data.items : data.upsale).find(
          (candidate) => candidate.xmlId === line.id,
        );
        return item
          ? [
              {
                UF_XML_ID: item.xmlId,
                UF_NAME: item.name,
                UF_FULL_DESCRIPTION: item.description,
                QTY: line.qty,
                PRICE: line.price,
                BASE_PRICE: line.basePrice,
              },
            ]
          : [];
      });
  const accessories = (group: 'nameplates' | 'heels'): MatBasketAccessory[] =>
    lines
      .filter((line) => line.group === group)
      .flatMap((line) => {
        const found = (group === 'nameplates' ? data.namePlates : data.heelPads).find(
          (item) => item.id === line.id,
        );
        return found
          ? [
              {
                ID: found.id,
                NAME: found.name,
                XML_ID: found.xmlId,
                PRICE: found.price,
                PICTURE: found.picture,
                PICTURE_KONST: found.previewPicture,
                QTY: line.qty,
              },
            ]
          : [];
      });
  return {
    type: 'constructor',
    cost: matTotals(lines, DEFAULT_MARKUP).total,
    autoname: [pattern.make.name, pattern.model.name, pattern.generation.name].join(' '),
    material: material?.name ?? '',
    materialcolor: colour?.name ?? '',
    kantcolor: edging?.name ?? '',
    article: pattern.article,
    materialarticle: material?.xmlId ?? '',
    materialcolorarticle: colour?.id ?? '',
    kantcolorarticle: edging?.id ?? '',
    mats: items('mats'),
    upsale: items('upsale'),
    vid: type ? [{ ID: type.id, NAME: type.name, TYPE: type.kind }] : [],
    transmission: transmission ? [{ ID: transmission.id, NAME: transmission.name }] : [],
    productsasortiment: { nametemplates: accessories('nameplates'), under_heel: accessories('heels') },
  };
}

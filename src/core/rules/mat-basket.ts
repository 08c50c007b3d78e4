import type { MatBasketAccessory, MatBasketDetail, MatBasketItem, MatConstructorData } from '../api/mats';
import { type MatConfiguration, matCost, matPricedLines } from './mat-configuration';

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
    cost: matCost(lines),
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

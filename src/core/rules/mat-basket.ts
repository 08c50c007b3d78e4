import type {
  MatBasketAccessory,
  MatBasketDetail,
  MatConstructorData,
  MatPartnerBasketDetail,
} from '../domain/mats';
import { type MatConfiguration, type MatPricedLine, matCost, matPricedLines } from './mat-configuration';

/** What a set is, without prices: the car, the choices and each line's quantity. */
function describe(configuration: MatConfiguration, data: MatConstructorData) {
  const { pattern } = data;
  const material = data.materials.find((candidate) => candidate.id === configuration.material);
  const colour = data.colours.find((candidate) => candidate.id === configuration.materialColour);
  const edging = data.edgingColours.find((candidate) => candidate.id === configuration.edgingColour);
  const type = pattern.types.find((candidate) => candidate.id === configuration.matType);
  const transmission = pattern.transmissions.find((candidate) => candidate.id === configuration.transmission);
  return {
    type: 'constructor' as const,
    autoname: [pattern.make.name, pattern.model.name, pattern.generation.name].join(' '),
    material: material?.name ?? '',
    materialcolor: colour?.name ?? '',
    kantcolor: edging?.name ?? '',
    article: pattern.article,
    materialarticle: material?.xmlId ?? '',
    materialcolorarticle: colour?.id ?? '',
    kantcolorarticle: edging?.id ?? '',
    vid: type ? [{ ID: type.id, NAME: type.name, TYPE: type.kind }] : [],
    transmission: transmission ? [{ ID: transmission.id, NAME: transmission.name }] : [],
  };
}

function itemOf(data: MatConstructorData, line: MatPricedLine) {
  const item = (line.group === 'mats' ? data.items : data.upsale).find(
    (candidate) => candidate.xmlId === line.id,
  );
  return item ? [{ item, line }] : [];
}

function accessoryOf(data: MatConstructorData, line: MatPricedLine) {
  const found = (line.group === 'nameplates' ? data.namePlates : data.heelPads).find(
    (item) => item.id === line.id,
  );
  return found ? [{ found, line }] : [];
}

const inGroup = (lines: readonly MatPricedLine[], group: MatPricedLine['group']) =>
  lines.filter((line) => line.group === group);

/** The portal's add-to-basket payload of a configuration (doc 2 §7), with its wholesale prices. */
export function matBasketDetail(configuration: MatConfiguration, data: MatConstructorData): MatBasketDetail {
  const lines = matPricedLines(configuration, data);
  const items = (group: 'mats' | 'upsale') =>
    inGroup(lines, group)
      .flatMap((line) => itemOf(data, line))
      .map(({ item, line }) => ({
        UF_XML_ID: item.xmlId,
        UF_NAME: item.name,
        UF_FULL_DESCRIPTION: item.description,
        QTY: line.qty,
        PRICE: line.price,
        BASE_PRICE: line.basePrice,
      }));
  const accessories = (group: 'nameplates' | 'heels'): MatBasketAccessory[] =>
    inGroup(lines, group)
      .flatMap((line) => accessoryOf(data, line))
      .map(({ found, line }) => ({
        ID: found.id,
        NAME: found.name,
        XML_ID: found.xmlId,
        PRICE: found.price,
        PICTURE: found.picture,
        PICTURE_KONST: found.previewPicture,
        QTY: line.qty,
      }));
  return {
    ...describe(configuration, data),
    cost: matCost(lines),
    mats: items('mats'),
    upsale: items('upsale'),
    productsasortiment: { nametemplates: accessories('nameplates'), under_heel: accessories('heels') },
  };
}

/**
 * A partner page's add-to-basket detail (DESIGN "Mat constructor"): the configuration, the
 * quantities and `total`, the retail total the visitor saw (a partner key's prices are retail).
 * No price of a line: the supplier prices the partner's order itself.
 */
export function matPartnerBasketDetail(
  configuration: MatConfiguration,
  data: MatConstructorData,
): MatPartnerBasketDetail {
  const lines = matPricedLines(configuration, data);
  const items = (group: 'mats' | 'upsale') =>
    inGroup(lines, group)
      .flatMap((line) => itemOf(data, line))
      .map(({ item, line }) => ({ UF_XML_ID: item.xmlId, UF_NAME: item.name, QTY: line.qty }));
  const accessories = (group: 'nameplates' | 'heels') =>
    inGroup(lines, group)
      .flatMap((line) => accessoryOf(data, line))
      .map(({ found, line }) => ({ ID: found.id, NAME: found.name, XML_ID: found.xmlId, QTY: line.qty }));
  return {
    ...describe(configuration, data),
    total: matCost(lines),
    mats: items('mats'),
    upsale: items('upsale'),
    productsasortiment: { nametemplates: accessories('nameplates'), under_heel: accessories('heels') },
  };
}

/** What a partner page's set is, in a line: the car, then each item with its quantity over 1. */
export function matPartnerSummary(detail: MatPartnerBasketDetail): string {
  const { nametemplates, under_heel } = detail.productsasortiment;
  const items = [
    ...[...detail.mats, ...detail.upsale].map((item) => ({ name: item.UF_NAME, qty: item.QTY })),
    ...[...nametemplates, ...under_heel].map((item) => ({ name: item.NAME, qty: item.QTY })),
  ].map(({ name, qty }) => (qty > 1 ? `${name} × ${qty}` : name));
  return `${detail.autoname}: ${items.join(', ')}`;
}

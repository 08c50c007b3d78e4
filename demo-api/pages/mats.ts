import type { WireMatConstructorData, WireMatStart } from '../../src/core/api/wire-types';
import { partnerMarkup } from '../data/mat-partners';
import {
  MAT_BANNERS,
  MAT_COLOURS,
  MAT_CONFIGURATION_ITEMS,
  MAT_EDGING_COLOURS,
  MAT_HEEL_PADS,
  MAT_MAKES,
  MAT_MATERIALS,
  MAT_UPSALE_ITEMS,
  type MatAccessoryWire,
  matNamePlates,
  matPattern,
  matPreviewPath,
  matPrices,
  matTypes,
} from '../data/mats';
import { toKopecks } from '../format';
import { textField } from '../http/form';
import { mayReadMats } from '../routes/mats';
import type { PageHandler } from './index';

/** The constructor's start (page=eva_constructor_main): the makes and the four banners. */
export const matsMainPage: PageHandler = ({ params, caller }): WireMatStart | null =>
  mayReadMats(caller, params) ? { marka: MAT_MAKES, banners: MAT_BANNERS } : null;

/** A wholesale price raised by a markup in percent, in whole kopecks. */
export function retailPrice(wholesale: number, markupPercent: number): number {
  return Math.round((toKopecks(wholesale) * (100 + markupPercent)) / 100) / 100;
}

type Prices = ReturnType<typeof matPrices>;

/** PRICES with each item's retail price alone (`PRICE`): neither OPT_PRICE nor BASE_PRICE. */
function retailPrices(prices: Prices, markupPercent: number) {
  const map = <T, U>(record: Record<string, T>, to: (value: T) => U) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value)]));
  return map(prices, (byGroup) =>
    map(byGroup, (byItem) =>
      map(byItem, (price) => ({ PRICE: retailPrice(price.OPT_PRICE, markupPercent) })),
    ),
  );
}

/**
 * The configurator (page=eva_constructor_data, dec): the pattern with its transmissions, mat types
 * and prices, the cell shapes and colours, the items, name plates and heel pads (doc 2 §3). An
 * unknown dec answers null, which the widget shows as the data error. A partner key (checked by the
 * mat routes before this runs) gets retail prices only, raised by the markup of the key's record:
 * its pages are public, so no wholesale figure may be in their answers.
 */
export const matsDataPage: PageHandler = ({ params, caller }): WireMatConstructorData | null => {
  const pattern = matPattern(textField(params, 'dec') ?? '');
  if (!mayReadMats(caller, params) || !pattern) return null;
  const key = textField(params, 'partner_key');
  const markup = key === undefined ? undefined : partnerMarkup(key);
  if (key !== undefined && markup === undefined) return null;
  const accessories = (list: readonly MatAccessoryWire[]) =>
    markup === undefined ? list : list.map((item) => ({ ...item, PRICE: retailPrice(item.PRICE, markup) }));
  return {
    PATTERN: {
      NAME: `${pattern.make.UF_NAME} ${pattern.model.UF_NAME} ${pattern.generation.UF_NAME}`,
      EVA_ARTICLE: pattern.article,
      MARKA: pattern.make,
      MODEL: pattern.model,
      GENER: pattern.generation,
      HAS_2D_OPT: pattern.kinds.includes('2D'),
      HAS_3D_OPT: pattern.kinds.includes('3D'),
      TRANSMISSIONS: { DATA: pattern.transmissions },
      TYPES: { DATA: { OPT: matTypes(pattern) } },
      PRICES: markup === undefined ? matPrices(pattern) : retailPrices(matPrices(pattern), markup),
      PREVIEW_PATH: matPreviewPath(pattern),
    },
    MATERIALS: MAT_MATERIALS,
    COLORS: MAT_COLOURS,
    KANT_COLORS: MAT_EDGING_COLOURS,
    COMPLECT: MAT_CONFIGURATION_ITEMS,
    UPSALE: MAT_UPSALE_ITEMS,
    model_labels: accessories(matNamePlates(pattern.make)),
    products: accessories(MAT_HEEL_PADS),
  };
};

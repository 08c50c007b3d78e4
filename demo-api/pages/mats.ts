import {
  MAT_BANNERS,
  MAT_COLOURS,
  MAT_CONFIGURATION_ITEMS,
  MAT_EDGING_COLOURS,
  MAT_HEEL_PADS,
  MAT_MAKES,
  MAT_MATERIALS,
  MAT_UPSALE_ITEMS,
  matNamePlates,
  matPattern,
  matPreviewPath,
  matPrices,
  matTypes,
} from '../data/mats';
import { textField } from '../http/form';
import { mayReadMats } from '../routes/mats';
import type { PageHandler } from './index';

/** The constructor's start (page=eva_constructor_main): the makes and the four banners. */
export const matsMainPage: PageHandler = ({ params, caller }) =>
  mayReadMats(caller, params) ? { marka: MAT_MAKES, banners: MAT_BANNERS } : null;

/**
 * The configurator (page=eva_constructor_data, dec): the pattern with its transmissions, mat types
 * and prices, the cell shapes and colours, the items, name plates and heel pads (doc 2 §3). An
 * unknown dec answers null, which the widget shows as the data error.
 */
export const matsDataPage: PageHandler = ({ params, caller }) => {
  const pattern = matPattern(textField(params, 'dec') ?? '');
  if (!mayReadMats(caller, params) || !pattern) return null;
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
      PRICES: matPrices(pattern),
      PREVIEW_PATH: matPreviewPath(pattern),
    },
    MATERIALS: MAT_MATERIALS,
    COLORS: MAT_COLOURS,
    KANT_COLORS: MAT_EDGING_COLOURS,
    COMPLECT: MAT_CONFIGURATION_ITEMS,
    UPSALE: MAT_UPSALE_ITEMS,
    model_labels: matNamePlates(pattern.make),
    products: MAT_HEEL_PADS,
  };
};

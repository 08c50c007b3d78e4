import type {
  WireProduct,
  WireVinCatalogue,
  WireVinCataloguesPage,
  WireVinPart,
  WireVinQuickGroupsPage,
  WireVinUnit,
  WireVinUnitPage,
  WireVinVehicle,
  WireVinWizardPage,
} from '../core/api/wire-types';
import { WIRE_PRODUCT } from './products';

/**
 * The online catalogues' answers as the company's server sends them (doc 2 §3, §7), for the core's
 * decoders and the widget's tests: a VW Polo, its quick groups, its front brakes.
 */
const WIRE_CATALOGUE = { code: 'VW201911', name: 'Volkswagen', brand: 'VW' } satisfies WireVinCatalogue;

export const WIRE_VEHICLE = {
  vehicleId: '401',
  brand: 'VW',
  name: 'VW Polo 6R1',
  catalog: 'VW201911',
  ssd: 'vehicle-ssd',
  attributes: [
    { key: 'manufactured', name: 'Годы выпуска', value: '2010–2015' },
    { key: 'engine', name: 'Двигатель', value: '1.6, 105 л.с. (CFNA)' },
  ],
} satisfies WireVinVehicle;

export const WIRE_CATALOGUES = {
  catalogs: [
    { code: 'LADA201905', name: 'Lada' },
    { code: 'VW201911', name: 'Volkswagen' },
  ],
} satisfies WireVinCataloguesPage;

export const WIRE_WIZARD = {
  catalog: WIRE_CATALOGUE,
  ssd: 'ssd-model',
  conditions: [
    { conditionId: 'model', name: 'Модель', determined: true, value: 'Polo', ssd: 'ssd-start', options: [] },
    {
      conditionId: 'engine',
      name: 'Двигатель',
      determined: false,
      value: '',
      ssd: '',
      options: [
        { key: 'ssd-cfna', value: '1.6, 105 л.с. (CFNA)' },
        { key: 'ssd-cwva', value: '1.6, 110 л.с. (CWVA)' },
      ],
    },
    { conditionId: 'market', name: 'Рынок', determined: true, value: 'Россия', ssd: '', options: [] },
  ],
  allowListVehicles: true,
} satisfies WireVinWizardPage;

export const WIRE_QUICK_GROUPS = {
  catalog: WIRE_CATALOGUE,
  vehicle: WIRE_VEHICLE,
  groups: [
    {
      quickGroupId: '300',
      name: 'Тормозная система',
      searchable: false,
      synonyms: '',
      childGroups: [
        {
          quickGroupId: '310',
          name: 'Передние тормоза',
          searchable: false,
          synonyms: 'тормоза передние',
          childGroups: [
            {
              quickGroupId: '311',
              name: 'Тормозные колодки передние',
              searchable: true,
              synonyms: 'колодки, тормозные накладки',
              childGroups: [],
            },
            {
              quickGroupId: '312',
              name: 'Тормозной диск передний',
              searchable: true,
              synonyms: '',
              childGroups: [],
            },
          ],
        },
      ],
    },
    {
      quickGroupId: '600',
      name: 'Электрооборудование',
      searchable: false,
      synonyms: '',
      childGroups: [
        {
          quickGroupId: '630',
          name: 'Стеклоочиститель',
          searchable: false,
          synonyms: 'дворники',
          childGroups: [
            {
              quickGroupId: '631',
              name: 'Щётки стеклоочистителя',
              searchable: true,
              synonyms: 'щётки',
              childGroups: [],
            },
          ],
        },
      ],
    },
  ],
} satisfies WireVinQuickGroupsPage;

/** A part of the front brakes; `product` adds our goods of that number. */
function wirePart(
  codeOnImage: string,
  oem: string,
  name: string,
  product?: Partial<WireProduct>,
): WireVinPart {
  return {
    oem,
    name,
    codeOnImage,
    attributes: [
      { key: 'amount', name: '', value: '2' },
      { key: 'note', name: 'Примечание', value: `Вариант ${oem}` },
    ],
    products: product ? [{ ...WIRE_PRODUCT, ...product }] : [],
  };
}

export const WIRE_UNIT = {
  unitId: '3101',
  code: '34-110',
  name: 'Тормозной механизм передний',
  imageUrl: '/demo-assets/laximo/units/3101.svg',
  ssd: 'unit-ssd',
  parts: [
    wirePart('1', '5Q0 615 123', 'Суппорт тормозной передний левый'),
    wirePart('2', '0 986 494 524', 'Колодки тормозные передние, комплект', {
      ID: '1001',
      NAME: 'Колодки тормозные передние VW Polo',
      PROPERTY_BRAND_NAME: 'BOSCH',
      PROPERTY_CML2_ARTICLE_VALUE: '0 986 494 524',
      PROPERTY_MIN_QUANT_VALUE: 1,
      PRODUCT_DATA: { AMOUNT: 38 },
      PRICE_DATA: { DISCOUNT_PRICE: 2345.6, DISPLAY_DISCOUNT_PRICE: '2 345,60 ₽' },
    }),
    wirePart('2', 'GDB1550', 'Колодки тормозные передние, комплект'),
    wirePart('3', '6R0 615 301', 'Диск тормозной передний'),
  ],
} satisfies WireVinUnit;

export const WIRE_UNIT_PAGE = {
  catalog: WIRE_CATALOGUE,
  vehicle: WIRE_VEHICLE,
  unit: WIRE_UNIT,
  map: [
    { code: '1', x1: 100, y1: 100, x2: 148, y2: 136 },
    { code: '2', x1: 600, y1: 200, x2: 648, y2: 236 },
    { code: '2', x1: 600, y1: 500, x2: 648, y2: 536 },
    { code: '3', x1: 300, y1: 700, x2: 348, y2: 736 },
    { code: '9', x1: 900, y1: 700, x2: 948, y2: 736 },
  ],
} satisfies WireVinUnitPage;

/** The page-data envelope of doc 1 §7 around a page. */
export function pageAnswer(page: unknown) {
  return { result: { page } };
}

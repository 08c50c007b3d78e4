import type { WireMatConstructorData, WireMatStart } from '../core/api/wire-types';

/**
 * Wire answers of the mat constructor as the server sends them (doc 2 §3 "Mat catalogue", §7), for
 * tests. The pattern is a Toyota Camry XV70 with 2D and 3D mats, two transmissions, both cell
 * shapes, the six configuration items, two upsale items, two name plates and two heel pads.
 */
export const MAT_START_WIRE = {
  marka: [
    { ID: '1', UF_NAME: 'Toyota' },
    { ID: '4', UF_NAME: 'Lada' },
  ],
  banners: [1, 2, 3, 4].map((id) => ({
    ID: String(id),
    NAME: `Баннер ${id}`,
    PICTURE: `/demo-assets/mats/banners/${id}.svg`,
  })),
} satisfies WireMatStart;

/** The markup of the tests' partner key: its answers carry retail prices alone (PRICE). */
const PARTNER_MARKUP = 20;

const retail = (wholesale: number) => Math.round(wholesale * (100 + PARTNER_MARKUP)) / 100;

const price = (wholesale: number, partner: boolean) =>
  partner ? { PRICE: retail(wholesale) } : { OPT_PRICE: wholesale, BASE_PRICE: Math.round(wholesale * 1.3) };

/** Wholesale prices of the 2D rhombus; 3D is 1.5 times, honeycomb 100 more. */
const ITEMS: Record<string, number> = {
  h5arfuiw: 3300,
  cwgjmwqv: 1100,
  c1cwzy5i: 2000,
  fu8qeqkk: 1600,
  p9xw4bzd: 400,
};
const UPSALE: Record<string, number> = { b6gq2slx: 1800, o4rd7nze: 1000 };

function prices(extra: number, factor: number, partner: boolean) {
  const items = (list: Record<string, number>, f: number) =>
    Object.fromEntries(Object.entries(list).map(([id, amount]) => [id, price(amount * f + extra, partner)]));
  return { '1': items(ITEMS, 1), '2': items(ITEMS, factor), UPSALE: items(UPSALE, 1) };
}

export interface MatDataOverrides {
  HAS_2D_OPT?: boolean;
  HAS_3D_OPT?: boolean;
  TYPES?: { ID: string; NAME: string; TYPE: string }[];
  UF_CODE_COLOR?: string;
  /** The answer to a partner key: retail prices (the key's markup in) and nothing wholesale. */
  partner?: boolean;
}

export function matDataWire(overrides: MatDataOverrides = {}) {
  const priced = (item: ReturnType<typeof accessory>) =>
    overrides.partner ? { ...item, PRICE: retail(item.PRICE) } : item;
  return {
    PATTERN: {
      NAME: 'Toyota Camry XV70 (2017–2024)',
      EVA_ARTICLE: 'EVA-01012',
      MARKA: { ID: '1', UF_NAME: 'Toyota' },
      MODEL: { ID: '101', UF_NAME: 'Camry' },
      GENER: { ID: '1012', UF_NAME: 'XV70 (2017–2024)' },
      HAS_2D_OPT: overrides.HAS_2D_OPT ?? true,
      HAS_3D_OPT: overrides.HAS_3D_OPT ?? true,
      TRANSMISSIONS: {
        DATA: [
          { ID: '1', NAME: 'Механическая (МКПП)' },
          { ID: '2', NAME: 'Автоматическая (АКПП, вариатор, робот)' },
        ],
      },
      TYPES: {
        DATA: {
          OPT: overrides.TYPES ?? [
            { ID: '1', NAME: 'EVA 2D, плоские', TYPE: '2D' },
            { ID: '2', NAME: 'EVA 3D, с бортиком', TYPE: '3D' },
          ],
        },
      },
      PRICES: {
        romb: prices(0, 1.5, overrides.partner ?? false),
        sota: prices(100, 1.5, overrides.partner ?? false),
      },
      PREVIEW_PATH: '/demo-assets/mats/preview/EVA-01012/',
    },
    MATERIALS: [
      {
        ID: '1',
        UF_XML_ID: 'romb',
        UF_NAME: 'Ромб',
        UF_CML2_COLOR: ['1', '2', '3'],
        UF_FULL_DESCRIPTION: 'Ячейка-ромб.',
      },
      {
        ID: '2',
        UF_XML_ID: 'sota',
        UF_NAME: 'Сота',
        UF_CML2_COLOR: ['2', '5'],
        UF_FULL_DESCRIPTION: 'Ячейка-сота.',
      },
    ],
    COLORS: [
      { ID: '1', UF_NAME: 'Чёрный', UF_CODE_COLOR: overrides.UF_CODE_COLOR ?? '#1f1f21' },
      { ID: '2', UF_NAME: 'Серый', UF_CODE_COLOR: '#8a8d91' },
      { ID: '3', UF_NAME: 'Бежевый', UF_CODE_COLOR: '#d6c19c' },
      { ID: '5', UF_NAME: 'Синий', UF_CODE_COLOR: '#24418f' },
    ],
    KANT_COLORS: [
      { ID: '1', UF_NAME: 'Чёрный', UF_CODE_COLOR: '#1f1f21' },
      { ID: '6', UF_NAME: 'Красный', UF_CODE_COLOR: '#b3261e' },
    ],
    COMPLECT: [
      { UF_XML_ID: 'h5arfuiw', UF_NAME: 'Полный комплект', UF_FULL_DESCRIPTION: 'Все коврики салона.' },
      { UF_XML_ID: 'cwgjmwqv', UF_NAME: 'Водительский коврик', UF_FULL_DESCRIPTION: 'Только водителя.' },
      { UF_XML_ID: 'c1cwzy5i', UF_NAME: 'Передние коврики', UF_FULL_DESCRIPTION: 'Водитель и пассажир.' },
      { UF_XML_ID: 'fu8qeqkk', UF_NAME: 'Задние коврики', UF_FULL_DESCRIPTION: 'Второй ряд.' },
      { UF_XML_ID: 'p9xw4bzd', UF_NAME: 'Перемычка на тоннель', UF_FULL_DESCRIPTION: 'Над тоннелем.' },
      { UF_XML_ID: 'k3t8nm2r', UF_NAME: 'Коврики третьего ряда', UF_FULL_DESCRIPTION: 'Семь мест.' },
    ],
    UPSALE: [
      { UF_XML_ID: 'b6gq2slx', UF_NAME: 'Коврик в багажник', UF_FULL_DESCRIPTION: 'Тот же материал.' },
      { UF_XML_ID: 'o4rd7nze', UF_NAME: 'Органайзер в багажник', UF_FULL_DESCRIPTION: 'На липучках.' },
    ],
    model_labels: [
      accessory('701', 'Шильдик Toyota', 290, 'labels'),
      accessory('700', 'Шильдик «EVA»', 190, 'labels'),
    ].map(priced),
    products: [
      accessory('801', 'Подпятник пластиковый', 350, 'heels'),
      accessory('802', 'Подпятник алюминиевый', 690, 'heels'),
    ].map(priced),
  } satisfies WireMatConstructorData;
}

function accessory(id: string, name: string, amount: number, folder: string) {
  return {
    ID: id,
    NAME: name,
    XML_ID: `${folder}-${id}`,
    PRICE: amount,
    PICTURE: `/demo-assets/mats/${folder}/${id}.svg`,
    PICTURE_KONST: `/demo-assets/mats/${folder}/${id}-konst.svg`,
  };
}

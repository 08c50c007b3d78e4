/**
 * The car-mat catalogue (doc 2 §3 "Mat catalogue"): makes, models and generations, one pattern per
 * generation (some cars have no mats, some only 2D), cell shapes with their colour lists, edging
 * colours, configuration and upsale items, name plates and heel pads. Fixed data: the same in every
 * process; a pattern's prices and shape come from its id.
 */

/** A make, model or generation (doc 2 §3: ID, UF_NAME). */
export interface MatCarWire {
  ID: string;
  UF_NAME: string;
}

export interface MatColourWire {
  ID: string;
  UF_NAME: string;
  /** '#rrggbb' */
  UF_CODE_COLOR: string;
}

export interface MatMaterialWire {
  ID: string;
  UF_XML_ID: string;
  UF_NAME: string;
  /** Ids of the material colours this cell shape is made in. */
  UF_CML2_COLOR: string[];
  UF_FULL_DESCRIPTION: string;
}

export interface MatItemWire {
  UF_XML_ID: string;
  UF_NAME: string;
  UF_FULL_DESCRIPTION: string;
}

/** A name plate (model_labels) or a heel pad (products). */
export interface MatAccessoryWire {
  ID: string;
  NAME: string;
  XML_ID: string;
  PRICE: number;
  /** The small picture beside its name. */
  PICTURE: string;
  /** The preview layer (418×631, transparent around the piece). */
  PICTURE_KONST: string;
}

export type MatKind = '2D' | '3D';
type Transmissions = 'both' | 'automatic';

interface GenerationSeed {
  name: string;
  /** The mat types the pattern offers; none: no mats for this car. */
  kinds: readonly MatKind[];
  transmissions?: Transmissions;
  /** Seven seats: the third-row item has a price. */
  thirdRow?: boolean;
}

interface ModelSeed {
  name: string;
  generations: readonly GenerationSeed[];
}

interface MakeSeed {
  name: string;
  models: readonly ModelSeed[];
}

const BOTH: readonly MatKind[] = ['2D', '3D'];

const MAKES: readonly MakeSeed[] = [
  {
    name: 'Toyota',
    models: [
      {
        name: 'Camry',
        generations: [
          { name: 'XV50 (2011–2017)', kinds: BOTH },
          { name: 'XV70 (2017–2024)', kinds: BOTH, transmissions: 'automatic' },
        ],
      },
      {
        name: 'RAV4',
        generations: [
          { name: 'XA40 (2012–2019)', kinds: BOTH },
          { name: 'XA50 (2018–н.в.)', kinds: BOTH, transmissions: 'automatic' },
        ],
      },
      {
        name: 'Land Cruiser Prado',
        generations: [{ name: '150 (2009–2023)', kinds: BOTH, transmissions: 'automatic', thirdRow: true }],
      },
    ],
  },
  {
    name: 'Kia',
    models: [
      {
        name: 'Rio',
        generations: [
          { name: 'III (2011–2017)', kinds: BOTH },
          { name: 'IV (2017–2023)', kinds: BOTH },
        ],
      },
      {
        name: 'Sportage',
        generations: [
          { name: 'IV (2015–2022)', kinds: BOTH },
          { name: 'V (2021–н.в.)', kinds: ['3D'] },
        ],
      },
    ],
  },
  {
    name: 'Hyundai',
    models: [
      {
        name: 'Solaris',
        generations: [
          { name: 'I (2010–2017)', kinds: BOTH },
          { name: 'II (2017–2022)', kinds: BOTH },
        ],
      },
      { name: 'Creta', generations: [{ name: 'I (2016–2021)', kinds: BOTH }] },
    ],
  },
  {
    name: 'Lada',
    models: [
      { name: 'Vesta', generations: [{ name: 'I (2015–н.в.)', kinds: BOTH }] },
      { name: 'Granta', generations: [{ name: 'I (2011–н.в.)', kinds: ['2D'] }] },
      { name: 'Niva Legend', generations: [{ name: '2121 (1977–н.в.)', kinds: [] }] },
    ],
  },
  {
    name: 'Volkswagen',
    models: [
      {
        name: 'Polo',
        generations: [
          { name: 'V седан (2010–2020)', kinds: BOTH },
          { name: 'VI лифтбек (2020–н.в.)', kinds: BOTH },
        ],
      },
      { name: 'Tiguan', generations: [{ name: 'II (2016–2024)', kinds: BOTH, transmissions: 'automatic' }] },
    ],
  },
  {
    name: 'Renault',
    models: [
      { name: 'Logan', generations: [{ name: 'II (2014–2022)', kinds: BOTH }] },
      {
        name: 'Duster',
        generations: [
          { name: 'I (2010–2021)', kinds: BOTH },
          { name: 'II (2020–н.в.)', kinds: BOTH },
        ],
      },
    ],
  },
  {
    name: 'Haval',
    models: [
      { name: 'Jolion', generations: [{ name: 'I (2021–н.в.)', kinds: ['3D'], transmissions: 'automatic' }] },
      { name: 'F7', generations: [{ name: 'I (2019–2024)', kinds: [] }] },
    ],
  },
];

/** One generation's pattern, as the demo keeps it. */
export interface MatPattern {
  /** NUM_ARTICLE of backend.constructor.json, the configurator's `dec`. */
  article: string;
  make: MatCarWire;
  model: MatCarWire;
  generation: MatCarWire;
  kinds: readonly MatKind[];
  transmissions: readonly MatTransmissionWire[];
  thirdRow: boolean;
  /** 0.9 .. 1.25: a bigger floor costs more and draws bigger pieces. */
  size: number;
}

/** TRANSMISSIONS.DATA entries. */
export interface MatTransmissionWire {
  ID: string;
  NAME: string;
}

const TRANSMISSIONS = {
  manual: { ID: '1', NAME: 'Механическая (МКПП)' },
  automatic: { ID: '2', NAME: 'Автоматическая (АКПП, вариатор, робот)' },
} as const;

function buildPatterns(): MatPattern[] {
  const patterns: MatPattern[] = [];
  MAKES.forEach((makeSeed, makeIndex) => {
    const make = { ID: String(makeIndex + 1), UF_NAME: makeSeed.name };
    makeSeed.models.forEach((modelSeed, modelIndex) => {
      const model = { ID: `${make.ID}${String(modelIndex + 1).padStart(2, '0')}`, UF_NAME: modelSeed.name };
      modelSeed.generations.forEach((seed, index) => {
        const generation = { ID: `${model.ID}${index + 1}`, UF_NAME: seed.name };
        const id = Number(generation.ID);
        patterns.push({
          article: `EVA-${generation.ID.padStart(5, '0')}`,
          make,
          model,
          generation,
          kinds: seed.kinds,
          transmissions:
            seed.transmissions === 'automatic'
              ? [TRANSMISSIONS.automatic]
              : [TRANSMISSIONS.manual, TRANSMISSIONS.automatic],
          thirdRow: seed.thirdRow ?? false,
          size: 0.9 + ((id * 37) % 36) / 100,
        });
      });
    });
  });
  return patterns;
}

export const MAT_PATTERNS: readonly MatPattern[] = buildPatterns();

const byArticle = new Map(MAT_PATTERNS.map((pattern) => [pattern.article, pattern]));

export function matPattern(article: string): MatPattern | undefined {
  return byArticle.get(article);
}

const unique = (cars: readonly MatCarWire[]): MatCarWire[] => [
  ...new Map(cars.map((car) => [car.ID, car])).values(),
];

export const MAT_MAKES: readonly MatCarWire[] = unique(MAT_PATTERNS.map((pattern) => pattern.make));

export function matModels(makeId: string): MatCarWire[] {
  return unique(MAT_PATTERNS.filter((pattern) => pattern.make.ID === makeId).map((pattern) => pattern.model));
}

export function matGenerations(makeId: string, modelId: string): MatCarWire[] {
  return MAT_PATTERNS.filter((pattern) => pattern.make.ID === makeId && pattern.model.ID === modelId).map(
    (pattern) => pattern.generation,
  );
}

export function findMatPattern(
  makeId: string,
  modelId: string,
  generationId: string,
): MatPattern | undefined {
  return MAT_PATTERNS.find(
    (pattern) =>
      pattern.make.ID === makeId && pattern.model.ID === modelId && pattern.generation.ID === generationId,
  );
}

/** Material colours; each cell shape lists the ones it is made in. */
export const MAT_COLOURS: readonly MatColourWire[] = [
  { ID: '1', UF_NAME: 'Чёрный', UF_CODE_COLOR: '#1f1f21' },
  { ID: '2', UF_NAME: 'Серый', UF_CODE_COLOR: '#8a8d91' },
  { ID: '3', UF_NAME: 'Бежевый', UF_CODE_COLOR: '#d6c19c' },
  { ID: '4', UF_NAME: 'Коричневый', UF_CODE_COLOR: '#6b4430' },
  { ID: '5', UF_NAME: 'Синий', UF_CODE_COLOR: '#24418f' },
  { ID: '6', UF_NAME: 'Красный', UF_CODE_COLOR: '#b3261e' },
  { ID: '7', UF_NAME: 'Зелёный', UF_CODE_COLOR: '#2e6b3a' },
  { ID: '8', UF_NAME: 'Тёмно-серый', UF_CODE_COLOR: '#4a4d52' },
];

export const MAT_EDGING_COLOURS: readonly MatColourWire[] = [
  { ID: '1', UF_NAME: 'Чёрный', UF_CODE_COLOR: '#1f1f21' },
  { ID: '2', UF_NAME: 'Серый', UF_CODE_COLOR: '#8a8d91' },
  { ID: '3', UF_NAME: 'Бежевый', UF_CODE_COLOR: '#d6c19c' },
  { ID: '4', UF_NAME: 'Коричневый', UF_CODE_COLOR: '#6b4430' },
  { ID: '5', UF_NAME: 'Синий', UF_CODE_COLOR: '#24418f' },
  { ID: '6', UF_NAME: 'Красный', UF_CODE_COLOR: '#b3261e' },
  { ID: '9', UF_NAME: 'Оранжевый', UF_CODE_COLOR: '#e07b1a' },
  { ID: '10', UF_NAME: 'Белый', UF_CODE_COLOR: '#f4f4f2' },
];

/** Cell shapes: 1 the rhombus, 2 the honeycomb (doc 2 §4; preview folders romb and sota). */
export const MAT_MATERIALS: readonly MatMaterialWire[] = [
  {
    ID: '1',
    UF_XML_ID: 'romb',
    UF_NAME: 'Ромб',
    UF_CML2_COLOR: ['1', '2', '3', '4', '5', '6', '7'],
    UF_FULL_DESCRIPTION: 'EVA 10 мм, ячейка-ромб: вода и грязь остаются в ячейках, не растекаясь по салону.',
  },
  {
    ID: '2',
    UF_XML_ID: 'sota',
    UF_NAME: 'Сота',
    UF_CML2_COLOR: ['1', '2', '3', '5', '8'],
    UF_FULL_DESCRIPTION: 'EVA 10 мм, ячейка-сота: глубже держит песок и снег, мягче под ногой.',
  },
];

/** The full set: excludes every other configuration item (DESIGN "Mat constructor"). */
export const FULL_SET = 'h5arfuiw';
export const THIRD_ROW = 'k3t8nm2r';

/** Configuration items, the full set first; base wholesale price of a 2D rhombus piece. */
const CONFIGURATION: readonly (MatItemWire & { price: number })[] = [
  {
    UF_XML_ID: FULL_SET,
    UF_NAME: 'Полный комплект',
    UF_FULL_DESCRIPTION: 'Водительский, пассажирский и два задних коврика.',
    price: 3290,
  },
  {
    UF_XML_ID: 'cwgjmwqv',
    UF_NAME: 'Водительский коврик',
    UF_FULL_DESCRIPTION: 'Только коврик водителя, с площадкой под подпятник.',
    price: 1090,
  },
  {
    UF_XML_ID: 'c1cwzy5i',
    UF_NAME: 'Передние коврики',
    UF_FULL_DESCRIPTION: 'Водительский и пассажирский коврики.',
    price: 1990,
  },
  {
    UF_XML_ID: 'fu8qeqkk',
    UF_NAME: 'Задние коврики',
    UF_FULL_DESCRIPTION: 'Два коврика второго ряда.',
    price: 1590,
  },
  {
    UF_XML_ID: 'p9xw4bzd',
    UF_NAME: 'Перемычка на тоннель',
    UF_FULL_DESCRIPTION: 'Закрывает тоннель между задними ковриками.',
    price: 390,
  },
  {
    UF_XML_ID: THIRD_ROW,
    UF_NAME: 'Коврики третьего ряда',
    UF_FULL_DESCRIPTION: 'Для семиместных автомобилей.',
    price: 1390,
  },
];

const UPSALE: readonly (MatItemWire & { price: number })[] = [
  {
    UF_XML_ID: 'b6gq2slx',
    UF_NAME: 'Коврик в багажник',
    UF_FULL_DESCRIPTION: 'Из того же материала и с той же окантовкой, что и комплект.',
    price: 1790,
  },
  {
    UF_XML_ID: 'o4rd7nze',
    UF_NAME: 'Органайзер в багажник',
    UF_FULL_DESCRIPTION: 'Складной, крепится на липучках к коврику багажника.',
    price: 990,
  },
];

export const MAT_CONFIGURATION_ITEMS: readonly MatItemWire[] = CONFIGURATION.map(
  ({ price: _price, ...item }) => item,
);
export const MAT_UPSALE_ITEMS: readonly MatItemWire[] = UPSALE.map(({ price: _price, ...item }) => item);

const TYPE_IDS: Record<MatKind, string> = { '2D': '1', '3D': '2' };
const TYPE_NAMES: Record<MatKind, string> = { '2D': 'EVA 2D, плоские', '3D': 'EVA 3D, с бортиком' };

/** TYPES.DATA.OPT of a pattern. */
export function matTypes(pattern: MatPattern): { ID: string; NAME: string; TYPE: MatKind }[] {
  return pattern.kinds.map((kind) => ({ ID: TYPE_IDS[kind], NAME: TYPE_NAMES[kind], TYPE: kind }));
}

export interface MatPrice {
  OPT_PRICE: number;
  BASE_PRICE: number;
}

const KIND_FACTOR: Record<MatKind, number> = { '2D': 1, '3D': 1.45 };
const MATERIAL_FACTOR: Record<string, number> = { romb: 1, sota: 1.1 };

/** To whole roubles ending in 0: how the price list is written. */
const tens = (amount: number): number => Math.round(amount / 10) * 10;

function price(base: number, factor: number): MatPrice {
  const wholesale = tens(base * factor);
  return { OPT_PRICE: wholesale, BASE_PRICE: tens(wholesale * 1.3) };
}

/** A pattern's PRICES: material xml id → mat type id or 'UPSALE' → item id → prices. */
export function matPrices(pattern: MatPattern): Record<string, Record<string, Record<string, MatPrice>>> {
  const items = CONFIGURATION.filter((item) => pattern.thirdRow || item.UF_XML_ID !== THIRD_ROW);
  return Object.fromEntries(
    MAT_MATERIALS.map((material) => {
      const materialFactor = (MATERIAL_FACTOR[material.UF_XML_ID] ?? 1) * pattern.size;
      const byType = Object.fromEntries(
        pattern.kinds.map((kind) => [
          TYPE_IDS[kind],
          Object.fromEntries(
            items.map((item) => [item.UF_XML_ID, price(item.price, materialFactor * KIND_FACTOR[kind])]),
          ),
        ]),
      );
      const upsale = Object.fromEntries(
        UPSALE.map((item) => [item.UF_XML_ID, price(item.price, materialFactor)]),
      );
      return [material.UF_XML_ID, pattern.kinds.length > 0 ? { ...byType, UPSALE: upsale } : {}];
    }),
  );
}

const GENERIC_LABEL = '700';

/** Name plates of a make's cars: its badge and a plain one. */
export function matNamePlates(make: MatCarWire): MatAccessoryWire[] {
  return [
    accessory('labels', `7${make.ID.padStart(2, '0')}`, `Шильдик ${make.UF_NAME}`, 290),
    accessory('labels', GENERIC_LABEL, 'Шильдик «EVA»', 190),
  ];
}

export const MAT_HEEL_PADS: readonly MatAccessoryWire[] = [
  accessory('heels', '801', 'Подпятник пластиковый', 350),
  accessory('heels', '802', 'Подпятник алюминиевый', 690),
];

function accessory(folder: 'labels' | 'heels', id: string, name: string, amount: number): MatAccessoryWire {
  return {
    ID: id,
    NAME: name,
    XML_ID: `${folder === 'labels' ? 'label' : 'heel'}-${id}`,
    PRICE: amount,
    PICTURE: `/demo-assets/mats/${folder}/${id}.svg`,
    PICTURE_KONST: `/demo-assets/mats/${folder}/${id}-konst.svg`,
  };
}

/** A name plate of any make, or a heel pad, by id (the pictures route draws them). */
export function matAccessory(id: string): MatAccessoryWire | undefined {
  const plates = MAT_MAKES.flatMap(matNamePlates);
  return [...plates, ...MAT_HEEL_PADS].find((item) => item.ID === id);
}

/** Where a pattern's preview layers are: outline.svg, romb/ and sota/ {item}.svg, kant/{item}.svg. */
export function matPreviewPath(pattern: MatPattern): string {
  return `/demo-assets/mats/preview/${pattern.article}/`;
}

/** The four pictures of the start page. */
export const MAT_BANNERS: readonly { ID: string; NAME: string; PICTURE: string }[] = [
  { ID: '1', NAME: 'Коврики EVA для вашего автомобиля', PICTURE: '/demo-assets/mats/banners/1.svg' },
  { ID: '2', NAME: 'Ячейка ромб или сота', PICTURE: '/demo-assets/mats/banners/2.svg' },
  { ID: '3', NAME: '3D-коврики с бортиком', PICTURE: '/demo-assets/mats/banners/3.svg' },
  { ID: '4', NAME: 'Шильдики и подпятники', PICTURE: '/demo-assets/mats/banners/4.svg' },
];

import type { Random } from './random';

/** An aftermarket brand and how its articles look. */
export interface Brand {
  name: string;
  /** Price multiplier against a mid-range brand: premium makers cost more, budget ones less. */
  priceFactor: number;
  /**
   * Article templates per part kind key (`default` for any other kind): `#` is a digit, `@` a capital
   * letter, everything else is written as is, so the separators the real catalogues use survive.
   */
  articles: { default: readonly string[] } & Readonly<Partial<Record<string, readonly string[]>>>;
  /** Car makers' own brands only fit their own cars. */
  fitsModels?: (model: string) => boolean;
}

const BRAND_LIST: readonly Brand[] = [
  {
    name: 'BOSCH',
    priceFactor: 1.15,
    articles: {
      default: ['0 986 ### ###'],
      'brake-pads': ['0 986 494 ###', '0 986 424 ###'],
      'brake-discs': ['0 986 479 ###'],
      'oil-filter': ['F 026 407 ###', '0 451 103 ###'],
      'air-filter': ['F 026 400 ###', '1 457 433 ###'],
      'cabin-filter': ['1 987 432 ###'],
      'fuel-filter': ['F 026 402 ###', '0 450 905 ###'],
      'spark-plug': ['0 242 2## ###', 'FR#DC+'],
      lamp: ['1 987 302 ###'],
      sensor: ['0 265 007 ###', '0 258 006 ###'],
      wiper: ['3 397 00# ###', '3 397 118 ###'],
      fluid: ['1 987 479 1##'],
    },
  },
  {
    name: 'MANN-FILTER',
    priceFactor: 1.1,
    articles: {
      default: ['W ###/##'],
      'oil-filter': ['W ###/##', 'HU ### x', 'W ###'],
      'air-filter': ['C ## ###', 'C ####'],
      'cabin-filter': ['CU ####', 'CUK ####'],
      'fuel-filter': ['WK ###/#', 'WK ###'],
    },
  },
  {
    name: 'MAHLE',
    priceFactor: 1.05,
    articles: {
      default: ['OC ###'],
      'oil-filter': ['OC ###', 'OX ### D'],
      'air-filter': ['LX ####', 'LX ####/#'],
      'cabin-filter': ['LA ###', 'LAK ###'],
      'fuel-filter': ['KL ###/#', 'KL ###'],
      'water-pump': ['TX ## ##D', 'CP ### ###'],
    },
  },
  {
    name: 'KNECHT',
    priceFactor: 1,
    articles: {
      default: ['OC ###'],
      'oil-filter': ['OC ###', 'OX ### D'],
      'air-filter': ['LX ####'],
      'fuel-filter': ['KL ###/#'],
    },
  },
  {
    name: 'FILTRON',
    priceFactor: 0.8,
    articles: {
      default: ['OP ###/#'],
      'oil-filter': ['OP ###/#', 'OE ###/#'],
      'air-filter': ['AP ###/#', 'AP ###'],
      'cabin-filter': ['K ####', 'K ####A'],
      'fuel-filter': ['PP ###/#', 'PP ###'],
    },
  },
  {
    name: 'FRAM',
    priceFactor: 0.85,
    articles: {
      default: ['PH-####/#'],
      'oil-filter': ['PH-####/#', 'PH####'],
      'air-filter': ['CA#####'],
      'cabin-filter': ['CF#####'],
    },
  },
  {
    name: 'SACHS',
    priceFactor: 1.15,
    articles: { default: ['### ###'], clutch: ['3000 ### ###', '3151 ### ###', '1878 ### ###'] },
  },
  { name: 'LEMFÖRDER', priceFactor: 1.2, articles: { default: ['##### ##', '#####'] } },
  {
    name: 'TRW',
    priceFactor: 1.05,
    articles: {
      default: ['JTC####'],
      'brake-pads': ['GDB####', 'GDB####DTE'],
      'brake-discs': ['DF####', 'DF####S'],
      'brake-calipers': ['BHN###', 'PWK###'],
      'control-arm': ['JTC####', 'JBJ###', 'JTS###'],
    },
  },
  {
    name: 'ATE',
    priceFactor: 1.1,
    articles: {
      default: ['24.####-####.3'],
      'brake-pads': ['13.0460-####.2'],
      'brake-discs': ['24.01##-####.1'],
      'brake-calipers': ['24.2121-####.3'],
      fluid: ['03.9901-####.2'],
    },
  },
  {
    name: 'BREMBO',
    priceFactor: 1.3,
    articles: { default: ['P ## ###'], 'brake-discs': ['09.####.11', '08.####.10'] },
  },
  { name: 'FEBI BILSTEIN', priceFactor: 0.95, articles: { default: ['#####'] } },
  { name: 'SWAG', priceFactor: 0.85, articles: { default: ['## ## ####', '## ## ####/HD'] } },
  {
    name: 'NGK',
    priceFactor: 1.05,
    // Plug codes repeat across engines; the four-digit stock number is what tells them apart.
    articles: {
      default: ['BKR#E-11 ####', 'ZFR#F-11 ####', 'ILZKR#B11 ####', '####'],
      sensor: ['OZA###-@#'],
    },
  },
  {
    name: 'DENSO',
    priceFactor: 1.05,
    articles: {
      default: ['DAN###'],
      'spark-plug': ['K##TT', 'IK##TT', 'VK##'],
      'cabin-filter': ['DCF###P', 'DCF###K'],
      radiator: ['DRM#####'],
      wiper: ['DU-###L', 'DF-###'],
    },
  },
  { name: 'VALEO', priceFactor: 1, articles: { default: ['######'] } },
  {
    name: 'GATES',
    priceFactor: 1.05,
    articles: { default: ['####XS', 'K0#####XS', '#PK####'], 'water-pump': ['WP00##', 'TH###'] },
  },
  { name: 'CONTITECH', priceFactor: 1.05, articles: { default: ['CT####K#', 'CT####', '#PK####'] } },
  { name: 'DAYCO', priceFactor: 0.9, articles: { default: ['#####', 'KTB###', '#PK####'] } },
  {
    name: 'SKF',
    priceFactor: 1.1,
    articles: {
      default: ['VKBA ####', 'VKMA 0####'],
      'water-pump': ['VKPC #####'],
      'cv-joint': ['VKJA ####', 'VKBA ####'],
    },
  },
  { name: 'INA', priceFactor: 1.05, articles: { default: ['### #### ##'] } },
  { name: 'LUK', priceFactor: 1.1, articles: { default: ['### #### ##'] } },
  { name: 'MONROE', priceFactor: 1.05, articles: { default: ['E####', 'G####', '#####'] } },
  { name: 'KYB', priceFactor: 1, articles: { default: ['######'] } },
  {
    name: 'HELLA',
    priceFactor: 1.1,
    articles: {
      default: ['8GJ 002 ###-###', '6PU 009 ###-###'],
      lamp: ['8GH 002 ###-###'],
      headlight: ['1EL ### ###-###', '2SD ### ###-###'],
      radiator: ['8MK 376 7##-###'],
    },
  },
  { name: 'TOPRAN', priceFactor: 0.8, articles: { default: ['### ###'] } },
  { name: 'MEYLE', priceFactor: 0.9, articles: { default: ['### ### ####', '###-### ####/HD'] } },
  { name: 'NISSENS', priceFactor: 1, articles: { default: ['#####', '#####A'] } },
  { name: 'ELRING', priceFactor: 1.05, articles: { default: ['###.###'] } },
  { name: 'VICTOR REINZ', priceFactor: 1, articles: { default: ['##-#####-##'] } },
  { name: 'CORTECO', priceFactor: 0.95, articles: { default: ['########B', '########'] } },
  { name: 'MOTUL', priceFactor: 1.15, articles: { default: ['######'] } },
  { name: 'CASTROL', priceFactor: 1.1, articles: { default: ['#####@', '15###@'] } },
  { name: 'LIQUI MOLY', priceFactor: 1.1, articles: { default: ['####'] } },
  { name: 'MANNOL', priceFactor: 0.7, articles: { default: ['MN####-4', 'MN####-1'] } },
  {
    name: 'LUZAR',
    priceFactor: 0.6,
    articles: {
      default: ['LRc ####', 'LRc ####b'],
      'water-pump': ['LWP ####', 'LT ####'],
      fluid: ['LZR-###'],
    },
  },
  { name: 'FENOX', priceFactor: 0.55, articles: { default: ['BP#####', 'TB######', 'A#####', 'CV#####'] } },
  { name: 'MARSHALL', priceFactor: 0.5, articles: { default: ['M#######'] } },
  { name: 'OSRAM', priceFactor: 1, articles: { default: ['#####', '#####NBS'] } },
  { name: 'DEPO', priceFactor: 0.55, articles: { default: ['###-####@-LD-EM', '###-####@-UE'] } },
  {
    name: 'BMW',
    priceFactor: 1.6,
    articles: { default: ['###########'] },
    fitsModels: (model) => model.startsWith('BMW'),
  },
  {
    name: 'LADA',
    priceFactor: 0.6,
    articles: { default: ['#####-#######-##', '#####-#######'] },
    fitsModels: (model) => model.startsWith('Lada'),
  },
];

export const BRANDS: ReadonlyMap<string, Brand> = new Map(BRAND_LIST.map((brand) => [brand.name, brand]));

export function brandByName(name: string): Brand {
  const brand = BRANDS.get(name);
  if (!brand) throw new Error(`Unknown brand ${name}`);
  return brand;
}

// Letters that read unambiguously next to digits, as catalogues avoid I, O and Q.
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export function makeArticle(brand: Brand, kindKey: string, random: Random): string {
  const template = random.pick(brand.articles[kindKey] ?? brand.articles.default);
  let article = '';
  for (const char of template) {
    if (char === '#') article += String(random.int(0, 9));
    else if (char === '@') article += LETTERS.charAt(random.int(0, LETTERS.length - 1));
    else article += char;
  }
  return article;
}

/** The article with separators stripped and in capitals: what search compares. */
export function clearArticle(article: string): string {
  return article.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

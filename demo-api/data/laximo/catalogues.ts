/**
 * The OEM catalogues the demo's stand-in for the catalogue service knows: five makes, their
 * vehicles with the characteristics the vehicle selection asks for, and the VINs and the frame
 * number that identify some of them.
 */
export interface CatalogueData {
  code: string;
  name: string;
  brand: string;
  /** Our catalogue's brand for the maker's own parts (BMW and LADA are in stock); none for the others. */
  makerBrand: string | null;
  /** How the maker's part numbers look, as article templates ('#' a digit, '@' a letter). */
  oemStyles: readonly string[];
}

export interface VehicleData {
  /** The vehicleId. */
  id: string;
  catalogue: string;
  /** The model as the selection lists it. */
  model: string;
  /** The model as our parts' names end ('Колодки тормозные передние Lada Vesta'). */
  carModel: string;
  /** The modification: the maker's code of the vehicle. */
  modification: string;
  years: string;
  engine: string;
  transmission: string;
  body: string;
  market: string;
}

export const CATALOGUES: readonly CatalogueData[] = [
  {
    code: 'LADA201905',
    name: 'Lada',
    brand: 'LADA',
    makerBrand: 'LADA',
    oemStyles: ['#####-#######-##', '#####-#######'],
  },
  { code: 'BMW201910', name: 'BMW', brand: 'BMW', makerBrand: 'BMW', oemStyles: ['###########'] },
  { code: 'TOYOTA00', name: 'Toyota Europe', brand: 'TOYOTA', makerBrand: null, oemStyles: ['#####-#####'] },
  {
    code: 'VW201911',
    name: 'Volkswagen',
    brand: 'VW',
    makerBrand: null,
    oemStyles: ['#@# ### ###', '#@# ### ### @'],
  },
  {
    code: 'KIA201909',
    name: 'Kia',
    brand: 'KIA',
    makerBrand: null,
    oemStyles: ['#####-#@###', '#####-#####'],
  },
];

const vehicle = (
  id: string,
  catalogue: string,
  [model, carModel]: readonly [string, string],
  modification: string,
  years: string,
  engine: string,
  transmission: string,
  body: string,
  market = 'Россия',
): VehicleData => ({
  id,
  catalogue,
  model,
  carModel,
  modification,
  years,
  engine,
  transmission,
  body,
  market,
});

const VESTA = ['Vesta', 'Lada Vesta'] as const;
const GRANTA = ['Granta', 'Lada Granta'] as const;
const E90 = ['3 (E90)', 'BMW 3 (E90)'] as const;
const F10 = ['5 (F10)', 'BMW 5 (F10)'] as const;
const CAMRY = ['Camry', 'Toyota Camry'] as const;
const RAV4 = ['RAV4', 'Toyota RAV4'] as const;
const POLO = ['Polo', 'VW Polo'] as const;
const RIO = ['Rio', 'Kia Rio'] as const;

export const VEHICLES: readonly VehicleData[] = [
  vehicle('101', 'LADA201905', VESTA, 'GFL110', '2015–2022', '1.6 16V, 106 л.с. (21129)', 'МКПП 5', 'Седан'),
  vehicle('102', 'LADA201905', VESTA, 'GFL130', '2019–2022', '1.6 16V, 113 л.с. (H4M)', 'Вариатор', 'Седан'),
  vehicle(
    '103',
    'LADA201905',
    VESTA,
    'GFL320',
    '2017–2022',
    '1.8 16V, 122 л.с. (21179)',
    'АМТ 5',
    'Универсал',
  ),
  vehicle('104', 'LADA201905', GRANTA, '2190', '2018–2022', '1.6 8V, 87 л.с. (11186)', 'МКПП 5', 'Седан'),
  vehicle('105', 'LADA201905', GRANTA, '2191', '2018–2022', '1.6 16V, 106 л.с. (21127)', 'АКПП 4', 'Лифтбек'),
  vehicle(
    '106',
    'LADA201905',
    ['Largus', 'Lada Largus'],
    'KS045',
    '2012–2021',
    '1.6 16V, 102 л.с. (K4M)',
    'МКПП 5',
    'Универсал',
  ),
  vehicle(
    '107',
    'LADA201905',
    ['Niva Legend', 'Lada Niva Legend'],
    '21214',
    '2021–2024',
    '1.7 8V, 83 л.с. (21214)',
    'МКПП 5',
    'Внедорожник',
  ),
  vehicle(
    '201',
    'BMW201910',
    E90,
    'VA11',
    '2005–2007',
    '2.0, 150 л.с. (N46B20)',
    'МКПП 6',
    'Седан',
    'Европа',
  ),
  vehicle(
    '202',
    'BMW201910',
    E90,
    'VB31',
    '2005–2008',
    '2.5, 218 л.с. (N52B25)',
    'АКПП 6',
    'Седан',
    'Европа',
  ),
  vehicle(
    '203',
    'BMW201910',
    E90,
    'PN71',
    '2007–2011',
    '2.0d, 177 л.с. (N47D20)',
    'АКПП 6',
    'Седан',
    'Европа',
  ),
  vehicle(
    '204',
    'BMW201910',
    F10,
    'XG31',
    '2011–2016',
    '2.0, 184 л.с. (N20B20)',
    'АКПП 8',
    'Седан',
    'Европа',
  ),
  vehicle(
    '205',
    'BMW201910',
    F10,
    'FW71',
    '2010–2016',
    '3.0d, 258 л.с. (N57D30)',
    'АКПП 8',
    'Седан',
    'Европа',
  ),
  vehicle('301', 'TOYOTA00', CAMRY, 'ACV40', '2006–2011', '2.4, 167 л.с. (2AZ-FE)', 'АКПП 5', 'Седан'),
  vehicle('302', 'TOYOTA00', CAMRY, 'GSV40', '2006–2011', '3.5, 277 л.с. (2GR-FE)', 'АКПП 6', 'Седан'),
  vehicle('303', 'TOYOTA00', CAMRY, 'ASV50', '2011–2017', '2.5, 181 л.с. (2AR-FE)', 'АКПП 6', 'Седан'),
  vehicle(
    '304',
    'TOYOTA00',
    RAV4,
    'ZSA44',
    '2013–2019',
    '2.0, 146 л.с. (3ZR-FAE)',
    'Вариатор',
    'Внедорожник',
  ),
  vehicle('305', 'TOYOTA00', RAV4, 'ASA44', '2013–2019', '2.5, 180 л.с. (2AR-FE)', 'АКПП 6', 'Внедорожник'),
  vehicle('401', 'VW201911', POLO, '6R1', '2010–2015', '1.6, 105 л.с. (CFNA)', 'МКПП 5', 'Седан'),
  vehicle('402', 'VW201911', POLO, '6C1', '2015–2020', '1.6, 110 л.с. (CWVA)', 'АКПП 6', 'Седан'),
  vehicle(
    '403',
    'VW201911',
    ['Golf VII', 'VW Golf VII'],
    '5G1',
    '2012–2017',
    '1.4 TSI, 140 л.с. (CHPA)',
    'DSG 7',
    'Хэтчбек',
    'Европа',
  ),
  vehicle(
    '404',
    'VW201911',
    ['Tiguan', 'VW Tiguan'],
    '5N2',
    '2011–2016',
    '2.0 TSI, 170 л.с. (CCZA)',
    'АКПП 6',
    'Внедорожник',
  ),
  vehicle('501', 'KIA201909', RIO, 'QB', '2011–2017', '1.6, 123 л.с. (G4FC)', 'МКПП 6', 'Седан'),
  vehicle('502', 'KIA201909', RIO, 'QB', '2011–2017', '1.4, 107 л.с. (G4FA)', 'АКПП 4', 'Хэтчбек'),
  vehicle(
    '503',
    'KIA201909',
    ['Sportage', 'Kia Sportage'],
    'SL',
    '2010–2016',
    '2.0, 150 л.с. (G4KD)',
    'АКПП 6',
    'Внедорожник',
  ),
  vehicle(
    '504',
    'KIA201909',
    ['Ceed', 'Kia Ceed'],
    'JD',
    '2012–2018',
    '1.6, 130 л.с. (G4FG)',
    'АКПП 6',
    'Хэтчбек',
  ),
];

/** VINs and a frame number that the catalogues resolve (README, browser tests). */
export const IDENTIFIED_VEHICLES: Readonly<Record<string, string>> = {
  XTAGFL110LY100456: '101',
  WBAVA31070NL12345: '202',
  XW8ZZZ61ZBG123456: '401',
  'ACV40-0123456': '301',
};

/**
 * How the catalogue service compares identifiers: in capitals, a frame number without spaces and
 * hyphens, and a VIN's serial with the O, I and Q people type for 0, 1 and 0 read as digits.
 */
export function identKey(identstring: string): string {
  const value = identstring.trim().toUpperCase();
  if (/^[A-Z0-9]{12}[0-9OIQ]{5}$/.test(value))
    return value.slice(0, 12) + value.slice(12).replace(/[OQ]/g, '0').replace(/I/g, '1');
  return value.replace(/[\s-]/g, '');
}

const IDENTIFIED = new Map(Object.entries(IDENTIFIED_VEHICLES).map(([ident, id]) => [identKey(ident), id]));

export function catalogueByCode(code: string): CatalogueData | undefined {
  return CATALOGUES.find((catalogue) => catalogue.code === code);
}

export function vehicleById(catalogue: string, id: string): VehicleData | undefined {
  return VEHICLES.find((item) => item.id === id && item.catalogue === catalogue);
}

export function vehiclesOf(catalogue: string): VehicleData[] {
  return VEHICLES.filter((item) => item.catalogue === catalogue);
}

/** The vehicle a VIN or frame number identifies, if the catalogues know it. */
export function identifyVehicle(identstring: string): VehicleData | undefined {
  const id = IDENTIFIED.get(identKey(identstring));
  return id === undefined ? undefined : VEHICLES.find((item) => item.id === id);
}

/** The wizard's steps: each a characteristic every vehicle has (doc 2 §3 "condition"). */
export const CONDITIONS = [
  { id: 'model', name: 'Модель' },
  { id: 'years', name: 'Годы выпуска' },
  { id: 'engine', name: 'Двигатель' },
  { id: 'transmission', name: 'Коробка передач' },
  { id: 'body', name: 'Кузов' },
] as const satisfies readonly { id: keyof VehicleData; name: string }[];

export type ConditionId = (typeof CONDITIONS)[number]['id'];

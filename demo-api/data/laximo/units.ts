/**
 * The units every vehicle of the demo's catalogues has, and the quick-group tree that leads to
 * their parts. A unit's positions become its parts table and its diagram's numbered callouts.
 */

/** How a position is drawn on the generated diagram. */
export type Shape =
  | 'disc'
  | 'pad'
  | 'caliper'
  | 'bolt'
  | 'cylinder'
  | 'box'
  | 'spring'
  | 'arm'
  | 'ring'
  | 'belt'
  | 'plug'
  | 'hose'
  | 'blade'
  | 'lamp';

/** A position of a unit (one callout number). */
export interface Position {
  code: string;
  /** The catalogue's name of the part. */
  name: string;
  shape: Shape;
  /**
   * Our goods this position is: the kind of part and the start of their name; the vehicle's model
   * ends it ('Колодки тормозные передние' → '… Lada Vesta'). Without it the part is the maker's only.
   */
  ours?: { kind: string; name: string };
  /** How many the vehicle has (the attribute 'amount'). Defaults to 1. */
  amount?: number;
  /** Rows of the position: one per variant, with its note. Defaults to one row without a note. */
  variants?: readonly string[];
  /** Drawn this many times, each with its callout (two pads of one set). Defaults to 1. */
  copies?: number;
}

export interface UnitTemplate {
  id: string;
  /** The catalogue's own code of the unit. */
  code: string;
  name: string;
  category: { id: string; name: string };
  positions: readonly Position[];
}

const ENGINE = { id: '10', name: 'Двигатель' };
const FILTERS = { id: '20', name: 'Фильтры' };
const BRAKES = { id: '30', name: 'Тормозная система' };
const SUSPENSION = { id: '40', name: 'Подвеска' };
const TRANSMISSION = { id: '50', name: 'Трансмиссия' };
const ELECTRICS = { id: '60', name: 'Электрооборудование' };

export const UNITS: readonly UnitTemplate[] = [
  {
    id: '1101',
    code: '11-421',
    name: 'Система смазки: фильтр и поддон',
    category: ENGINE,
    positions: [
      {
        code: '1',
        name: 'Фильтр масляный',
        shape: 'cylinder',
        ours: { kind: 'oil-filter', name: 'Фильтр масляный' },
      },
      {
        code: '2',
        name: 'Прокладка поддона',
        shape: 'ring',
        ours: { kind: 'gasket', name: 'Прокладка поддона' },
      },
      { code: '3', name: 'Пробка сливная', shape: 'bolt' },
      { code: '4', name: 'Шайба уплотнительная', shape: 'ring' },
      { code: '5', name: 'Поддон картера', shape: 'box' },
      { code: '6', name: 'Болт поддона', shape: 'bolt', amount: 14 },
    ],
  },
  {
    id: '1102',
    code: '11-512',
    name: 'Зажигание: свечи и катушки',
    category: ENGINE,
    positions: [
      {
        code: '1',
        name: 'Свеча зажигания',
        shape: 'plug',
        amount: 4,
        ours: { kind: 'spark-plug', name: 'Свеча зажигания' },
        variants: ['Стандартная', 'Иридиевая, интервал замены 60 000 км'],
      },
      { code: '2', name: 'Катушка зажигания', shape: 'cylinder', amount: 4 },
      { code: '3', name: 'Болт катушки', shape: 'bolt', amount: 4 },
      {
        code: '4',
        name: 'Датчик положения коленвала',
        shape: 'plug',
        ours: { kind: 'sensor', name: 'Датчик положения коленвала' },
      },
    ],
  },
  {
    id: '1103',
    code: '11-631',
    name: 'Привод ГРМ: ремень, ролики, помпа',
    category: ENGINE,
    positions: [
      { code: '1', name: 'Ремень ГРМ', shape: 'belt', ours: { kind: 'timing-belt', name: 'Ремень ГРМ' } },
      {
        code: '2',
        name: 'Ролик натяжной',
        shape: 'disc',
        ours: { kind: 'timing-belt', name: 'Ролик натяжной ремня ГРМ' },
      },
      {
        code: '3',
        name: 'Помпа водяная',
        shape: 'disc',
        ours: { kind: 'water-pump', name: 'Помпа водяная' },
      },
      {
        code: '4',
        name: 'Ремень поликлиновой',
        shape: 'belt',
        ours: { kind: 'timing-belt', name: 'Ремень поликлиновой' },
      },
      { code: '5', name: 'Кожух ремня ГРМ', shape: 'box' },
      { code: '6', name: 'Болт ролика', shape: 'bolt' },
    ],
  },
  {
    id: '1104',
    code: '17-110',
    name: 'Охлаждение: радиатор и термостат',
    category: ENGINE,
    positions: [
      {
        code: '1',
        name: 'Радиатор охлаждения',
        shape: 'box',
        ours: { kind: 'radiator', name: 'Радиатор охлаждения двигателя' },
      },
      { code: '2', name: 'Термостат', shape: 'cylinder', ours: { kind: 'water-pump', name: 'Термостат' } },
      { code: '3', name: 'Патрубок радиатора верхний', shape: 'hose' },
      { code: '4', name: 'Патрубок радиатора нижний', shape: 'hose' },
      { code: '5', name: 'Хомут', shape: 'ring', amount: 4 },
      {
        code: '6',
        name: 'Датчик температуры охлаждающей жидкости',
        shape: 'plug',
        ours: { kind: 'sensor', name: 'Датчик температуры охлаждающей жидкости' },
      },
    ],
  },
  {
    id: '2101',
    code: '13-710',
    name: 'Воздушный фильтр и корпус',
    category: FILTERS,
    positions: [
      {
        code: '1',
        name: 'Фильтр воздушный',
        shape: 'pad',
        ours: { kind: 'air-filter', name: 'Фильтр воздушный' },
      },
      { code: '2', name: 'Корпус воздушного фильтра', shape: 'box' },
      { code: '3', name: 'Патрубок впускной', shape: 'hose' },
    ],
  },
  {
    id: '2102',
    code: '64-310',
    name: 'Фильтр салона',
    category: FILTERS,
    positions: [
      {
        code: '1',
        name: 'Фильтр салонный',
        shape: 'pad',
        ours: { kind: 'cabin-filter', name: 'Фильтр салонный' },
        variants: ['Пылевой', 'Угольный'],
      },
      { code: '2', name: 'Крышка фильтра салона', shape: 'box' },
    ],
  },
  {
    id: '2103',
    code: '16-120',
    name: 'Топливный фильтр',
    category: FILTERS,
    positions: [
      {
        code: '1',
        name: 'Фильтр топливный',
        shape: 'cylinder',
        ours: { kind: 'fuel-filter', name: 'Фильтр топливный' },
      },
      { code: '2', name: 'Кронштейн фильтра', shape: 'arm' },
      { code: '3', name: 'Хомут', shape: 'ring', amount: 2 },
    ],
  },
  {
    id: '3101',
    code: '34-110',
    name: 'Тормозной механизм передний',
    category: BRAKES,
    positions: [
      {
        code: '1',
        name: 'Суппорт тормозной передний левый',
        shape: 'caliper',
        ours: { kind: 'brake-calipers', name: 'Суппорт тормозной передний левый' },
      },
      {
        code: '2',
        name: 'Колодки тормозные передние, комплект',
        shape: 'pad',
        copies: 2,
        ours: { kind: 'brake-pads', name: 'Колодки тормозные передние' },
        variants: ['Для автомобилей без ABS', 'Для автомобилей с ABS'],
      },
      {
        code: '3',
        name: 'Диск тормозной передний',
        shape: 'disc',
        amount: 2,
        ours: { kind: 'brake-discs', name: 'Диск тормозной передний вентилируемый' },
      },
      { code: '4', name: 'Направляющая суппорта', shape: 'cylinder', amount: 2 },
      { code: '5', name: 'Болт суппорта', shape: 'bolt', amount: 2 },
      {
        code: '6',
        name: 'Датчик ABS передний',
        shape: 'plug',
        ours: { kind: 'sensor', name: 'Датчик ABS передний' },
      },
      { code: '7', name: 'Щиток тормозного диска', shape: 'ring' },
    ],
  },
  {
    id: '3102',
    code: '34-210',
    name: 'Тормозной механизм задний',
    category: BRAKES,
    positions: [
      {
        code: '1',
        name: 'Колодки тормозные задние, комплект',
        shape: 'pad',
        ours: { kind: 'brake-pads', name: 'Колодки тормозные задние' },
      },
      {
        code: '2',
        name: 'Диск тормозной задний',
        shape: 'disc',
        amount: 2,
        ours: { kind: 'brake-discs', name: 'Диск тормозной задний' },
      },
      {
        code: '3',
        name: 'Цилиндр тормозной рабочий',
        shape: 'cylinder',
        ours: { kind: 'brake-calipers', name: 'Цилиндр тормозной рабочий задний' },
      },
      { code: '4', name: 'Пружина стяжная колодок', shape: 'spring', amount: 2 },
      { code: '5', name: 'Щиток тормозного механизма', shape: 'ring' },
    ],
  },
  {
    id: '4101',
    code: '31-110',
    name: 'Передняя подвеска',
    category: SUSPENSION,
    positions: [
      {
        code: '1',
        name: 'Амортизатор передний',
        shape: 'cylinder',
        amount: 2,
        ours: { kind: 'shock-absorber', name: 'Амортизатор передний газовый' },
      },
      { code: '2', name: 'Пружина передняя', shape: 'spring', amount: 2 },
      { code: '3', name: 'Опора амортизатора', shape: 'ring', amount: 2 },
      {
        code: '4',
        name: 'Рычаг передний нижний',
        shape: 'arm',
        ours: { kind: 'control-arm', name: 'Рычаг подвески передний нижний' },
      },
      {
        code: '5',
        name: 'Опора шаровая',
        shape: 'disc',
        ours: { kind: 'control-arm', name: 'Опора шаровая' },
      },
      {
        code: '6',
        name: 'Стойка стабилизатора',
        shape: 'cylinder',
        ours: { kind: 'control-arm', name: 'Стойка стабилизатора передняя' },
      },
      {
        code: '7',
        name: 'Сайлентблок рычага',
        shape: 'ring',
        ours: { kind: 'control-arm', name: 'Сайлентблок рычага' },
      },
      {
        code: '8',
        name: 'Подшипник ступицы передней',
        shape: 'ring',
        ours: { kind: 'cv-joint', name: 'Подшипник ступицы передней' },
      },
    ],
  },
  {
    id: '4102',
    code: '33-510',
    name: 'Задняя подвеска',
    category: SUSPENSION,
    positions: [
      {
        code: '1',
        name: 'Амортизатор задний',
        shape: 'cylinder',
        amount: 2,
        ours: { kind: 'shock-absorber', name: 'Амортизатор задний газовый' },
        variants: ['Газовый', 'Масляный'],
      },
      { code: '2', name: 'Пружина задняя', shape: 'spring', amount: 2 },
      {
        code: '3',
        name: 'Ступица задняя с подшипником',
        shape: 'disc',
        ours: { kind: 'cv-joint', name: 'Ступица задняя с подшипником' },
      },
      { code: '4', name: 'Отбойник амортизатора', shape: 'cylinder', amount: 2 },
    ],
  },
  {
    id: '5101',
    code: '21-200',
    name: 'Сцепление',
    category: TRANSMISSION,
    positions: [
      {
        code: '1',
        name: 'Комплект сцепления',
        shape: 'disc',
        ours: { kind: 'clutch', name: 'Комплект сцепления' },
      },
      { code: '2', name: 'Диск сцепления', shape: 'disc', ours: { kind: 'clutch', name: 'Диск сцепления' } },
      {
        code: '3',
        name: 'Подшипник выжимной',
        shape: 'ring',
        ours: { kind: 'clutch', name: 'Подшипник выжимной' },
      },
      { code: '4', name: 'Маховик', shape: 'disc' },
      { code: '5', name: 'Болт маховика', shape: 'bolt', amount: 8 },
    ],
  },
  {
    id: '5102',
    code: '22-110',
    name: 'Привод передних колёс',
    category: TRANSMISSION,
    positions: [
      { code: '1', name: 'ШРУС наружный', shape: 'ring', ours: { kind: 'cv-joint', name: 'ШРУС наружный' } },
      { code: '2', name: 'Пыльник ШРУС наружного', shape: 'spring' },
      { code: '3', name: 'Вал приводной левый', shape: 'arm' },
      { code: '4', name: 'Хомут пыльника', shape: 'ring', amount: 2 },
    ],
  },
  {
    id: '6101',
    code: '12-310',
    name: 'Генератор и стартер',
    category: ELECTRICS,
    positions: [
      { code: '1', name: 'Генератор', shape: 'disc', ours: { kind: 'alternator', name: 'Генератор' } },
      { code: '2', name: 'Стартер', shape: 'cylinder', ours: { kind: 'alternator', name: 'Стартер' } },
      {
        code: '3',
        name: 'Регулятор напряжения',
        shape: 'box',
        ours: { kind: 'alternator', name: 'Регулятор напряжения генератора' },
      },
      { code: '4', name: 'Кронштейн генератора', shape: 'arm' },
    ],
  },
  {
    id: '6102',
    code: '63-110',
    name: 'Фары и лампы',
    category: ELECTRICS,
    positions: [
      {
        code: '1',
        name: 'Фара передняя левая',
        shape: 'lamp',
        ours: { kind: 'headlight', name: 'Фара передняя левая' },
      },
      {
        code: '2',
        name: 'Лампа H7',
        shape: 'plug',
        amount: 2,
        ours: { kind: 'lamp', name: 'Лампа H7 12V 55W' },
      },
      {
        code: '3',
        name: 'Фара противотуманная',
        shape: 'lamp',
        ours: { kind: 'headlight', name: 'Фара противотуманная' },
      },
      {
        code: '4',
        name: 'Лампа W5W',
        shape: 'plug',
        amount: 2,
        ours: { kind: 'lamp', name: 'Лампа W5W 12V 5W' },
      },
    ],
  },
  {
    id: '6103',
    code: '61-610',
    name: 'Стеклоочиститель',
    category: ELECTRICS,
    positions: [
      {
        code: '1',
        name: 'Щётка стеклоочистителя водителя',
        shape: 'blade',
        ours: { kind: 'wiper', name: 'Щётка стеклоочистителя бескаркасная 600 мм' },
      },
      {
        code: '2',
        name: 'Щётка стеклоочистителя пассажира',
        shape: 'blade',
        ours: { kind: 'wiper', name: 'Щётка стеклоочистителя 450 мм' },
      },
      { code: '3', name: 'Поводок стеклоочистителя', shape: 'arm', amount: 2 },
      { code: '4', name: 'Мотор стеклоочистителя', shape: 'cylinder' },
    ],
  },
];

export function unitById(id: string): UnitTemplate | undefined {
  return UNITS.find((unit) => unit.id === id);
}

/** A group of the tree; a leaf lists the positions of units it leads to. */
export interface GroupData {
  id: string;
  name: string;
  synonyms?: readonly string[];
  children?: readonly GroupData[];
  /** unit id → the callout numbers of that unit in this group. */
  links?: Readonly<Record<string, readonly string[]>>;
}

/** Three levels: sections, systems, and the groups that list parts (some systems list parts themselves). */
export const QUICK_GROUPS: readonly GroupData[] = [
  {
    id: '100',
    name: 'Двигатель',
    children: [
      {
        id: '110',
        name: 'Система смазки',
        synonyms: ['смазка', 'масляная система'],
        children: [
          {
            id: '111',
            name: 'Масляный фильтр',
            synonyms: ['фильтр масла', 'маслофильтр'],
            links: { 1101: ['1'] },
          },
          {
            id: '112',
            name: 'Прокладка поддона картера',
            synonyms: ['уплотнение поддона'],
            links: { 1101: ['2'] },
          },
          { id: '113', name: 'Сливная пробка', synonyms: ['пробка картера'], links: { 1101: ['3', '4'] } },
        ],
      },
      {
        id: '120',
        name: 'Система зажигания',
        synonyms: ['зажигание'],
        children: [
          {
            id: '121',
            name: 'Свечи зажигания',
            synonyms: ['свеча', 'запальная свеча'],
            links: { 1102: ['1'] },
          },
          {
            id: '122',
            name: 'Катушки зажигания',
            synonyms: ['модуль зажигания'],
            links: { 1102: ['2', '3'] },
          },
          {
            id: '123',
            name: 'Датчик положения коленвала',
            synonyms: ['ДПКВ', 'датчик коленчатого вала'],
            links: { 1102: ['4'] },
          },
        ],
      },
      {
        id: '130',
        name: 'Привод ГРМ',
        synonyms: ['газораспределительный механизм'],
        children: [
          {
            id: '131',
            name: 'Ремень ГРМ',
            synonyms: ['зубчатый ремень', 'ремень газораспределительного механизма'],
            links: { 1103: ['1', '5'] },
          },
          {
            id: '132',
            name: 'Натяжной ролик',
            synonyms: ['ролик ГРМ', 'натяжитель'],
            links: { 1103: ['2', '6'] },
          },
          {
            id: '133',
            name: 'Помпа',
            synonyms: ['водяной насос', 'насос охлаждающей жидкости'],
            links: { 1103: ['3'] },
          },
          {
            id: '134',
            name: 'Приводной ремень',
            synonyms: ['ремень генератора', 'поликлиновой ремень'],
            links: { 1103: ['4'] },
          },
        ],
      },
      {
        id: '140',
        name: 'Система охлаждения',
        synonyms: ['охлаждение'],
        children: [
          { id: '141', name: 'Радиатор', synonyms: ['радиатор двигателя'], links: { 1104: ['1'] } },
          { id: '142', name: 'Термостат', links: { 1104: ['2'] } },
          { id: '143', name: 'Патрубки', synonyms: ['шланги охлаждения'], links: { 1104: ['3', '4', '5'] } },
          {
            id: '144',
            name: 'Датчик температуры',
            synonyms: ['датчик охлаждающей жидкости'],
            links: { 1104: ['6'] },
          },
        ],
      },
    ],
  },
  {
    id: '200',
    name: 'Фильтры',
    children: [
      { id: '210', name: 'Воздушный фильтр', synonyms: ['фильтр воздуха'], links: { 2101: ['1', '2'] } },
      {
        id: '220',
        name: 'Салонный фильтр',
        synonyms: ['фильтр салона', 'пыльцевой фильтр', 'фильтр кондиционера'],
        links: { 2102: ['1'] },
      },
      { id: '230', name: 'Топливный фильтр', synonyms: ['фильтр топлива'], links: { 2103: ['1'] } },
      { id: '240', name: 'Масляный фильтр', synonyms: ['маслофильтр'], links: { 1101: ['1'] } },
    ],
  },
  {
    id: '300',
    name: 'Тормозная система',
    children: [
      {
        id: '310',
        name: 'Передние тормоза',
        synonyms: ['тормоза передние'],
        children: [
          {
            id: '311',
            name: 'Тормозные колодки передние',
            synonyms: ['колодки', 'тормозные накладки'],
            links: { 3101: ['2'] },
          },
          {
            id: '312',
            name: 'Тормозной диск передний',
            synonyms: ['тормозные диски'],
            links: { 3101: ['3', '7'] },
          },
          {
            id: '313',
            name: 'Суппорт передний',
            synonyms: ['тормозной суппорт', 'скоба'],
            links: { 3101: ['1', '4', '5'] },
          },
          {
            id: '314',
            name: 'Датчик ABS',
            synonyms: ['датчик АБС', 'датчик скорости колеса'],
            links: { 3101: ['6'] },
          },
        ],
      },
      {
        id: '320',
        name: 'Задние тормоза',
        synonyms: ['тормоза задние'],
        children: [
          {
            id: '321',
            name: 'Тормозные колодки задние',
            synonyms: ['колодки', 'барабанные колодки'],
            links: { 3102: ['1', '4'] },
          },
          {
            id: '322',
            name: 'Тормозной диск задний',
            synonyms: ['тормозные диски'],
            links: { 3102: ['2', '5'] },
          },
          { id: '323', name: 'Рабочий цилиндр', synonyms: ['тормозной цилиндр'], links: { 3102: ['3'] } },
        ],
      },
    ],
  },
  {
    id: '400',
    name: 'Подвеска',
    children: [
      {
        id: '410',
        name: 'Передняя подвеска',
        synonyms: ['ходовая часть'],
        children: [
          {
            id: '411',
            name: 'Амортизатор передний',
            synonyms: ['стойка', 'амортизаторная стойка'],
            links: { 4101: ['1', '3'] },
          },
          { id: '412', name: 'Пружина передняя', links: { 4101: ['2'] } },
          {
            id: '413',
            name: 'Рычаг передний',
            synonyms: ['рычаг подвески', 'сайлентблок'],
            links: { 4101: ['4', '7'] },
          },
          { id: '414', name: 'Шаровая опора', synonyms: ['шаровая'], links: { 4101: ['5'] } },
          {
            id: '415',
            name: 'Стойка стабилизатора',
            synonyms: ['тяга стабилизатора', 'линк'],
            links: { 4101: ['6'] },
          },
          { id: '416', name: 'Подшипник ступицы', synonyms: ['ступичный подшипник'], links: { 4101: ['8'] } },
        ],
      },
      {
        id: '420',
        name: 'Задняя подвеска',
        children: [
          { id: '421', name: 'Амортизатор задний', synonyms: ['стойка задняя'], links: { 4102: ['1', '4'] } },
          { id: '422', name: 'Пружина задняя', links: { 4102: ['2'] } },
          { id: '423', name: 'Ступица задняя', synonyms: ['ступичный подшипник'], links: { 4102: ['3'] } },
        ],
      },
    ],
  },
  {
    id: '500',
    name: 'Трансмиссия',
    children: [
      {
        id: '510',
        name: 'Сцепление',
        synonyms: ['корзина сцепления'],
        children: [
          {
            id: '511',
            name: 'Комплект сцепления',
            synonyms: ['корзина', 'диск сцепления'],
            links: { 5101: ['1', '2'] },
          },
          {
            id: '512',
            name: 'Выжимной подшипник',
            synonyms: ['подшипник сцепления'],
            links: { 5101: ['3'] },
          },
          { id: '513', name: 'Маховик', links: { 5101: ['4', '5'] } },
        ],
      },
      {
        id: '520',
        name: 'Привод колёс',
        synonyms: ['полуось'],
        children: [
          {
            id: '521',
            name: 'ШРУС',
            synonyms: ['граната', 'шарнир равных угловых скоростей'],
            links: { 5102: ['1', '2', '4'] },
          },
          { id: '522', name: 'Приводной вал', synonyms: ['полуось'], links: { 5102: ['3'] } },
        ],
      },
    ],
  },
  {
    id: '600',
    name: 'Электрооборудование',
    children: [
      {
        id: '610',
        name: 'Генератор и стартер',
        children: [
          { id: '611', name: 'Генератор', synonyms: ['альтернатор'], links: { 6101: ['1', '3', '4'] } },
          { id: '612', name: 'Стартер', links: { 6101: ['2'] } },
        ],
      },
      {
        id: '620',
        name: 'Освещение',
        synonyms: ['свет'],
        children: [
          {
            id: '621',
            name: 'Фары',
            synonyms: ['оптика', 'фара головного света'],
            links: { 6102: ['1', '3'] },
          },
          { id: '622', name: 'Лампы', synonyms: ['лампочки'], links: { 6102: ['2', '4'] } },
        ],
      },
      {
        id: '630',
        name: 'Стеклоочиститель',
        synonyms: ['дворники'],
        children: [
          {
            id: '631',
            name: 'Щётки стеклоочистителя',
            synonyms: ['дворники', 'щётки'],
            links: { 6103: ['1', '2', '3'] },
          },
          { id: '632', name: 'Мотор стеклоочистителя', links: { 6103: ['4'] } },
        ],
      },
    ],
  },
];

/** A group anywhere in the tree. */
export function groupById(id: string, groups: readonly GroupData[] = QUICK_GROUPS): GroupData | undefined {
  for (const group of groups) {
    if (group.id === id) return group;
    const below = groupById(id, group.children ?? []);
    if (below) return below;
  }
  return undefined;
}

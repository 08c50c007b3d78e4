/** A catalogue section; parts sit in second-level sections, the menu shows both levels. */
export interface Section {
  id: number;
  name: string;
  /** Latin code: the icon file name and the section's URL part. */
  code: string;
  parentId: number | null;
}

interface SectionNode {
  id: number;
  name: string;
  code: string;
  children: readonly { id: number; name: string; code: string }[];
}

const TREE: readonly SectionNode[] = [
  {
    id: 10,
    name: 'Тормозная система',
    code: 'brakes',
    children: [
      { id: 11, name: 'Тормозные колодки', code: 'brake-pads' },
      { id: 12, name: 'Тормозные диски', code: 'brake-discs' },
      { id: 13, name: 'Суппорты и цилиндры', code: 'brake-calipers' },
    ],
  },
  {
    id: 20,
    name: 'Фильтры',
    code: 'filters',
    children: [
      { id: 21, name: 'Масляные', code: 'oil-filters' },
      { id: 22, name: 'Воздушные', code: 'air-filters' },
      { id: 23, name: 'Салонные', code: 'cabin-filters' },
      { id: 24, name: 'Топливные', code: 'fuel-filters' },
    ],
  },
  {
    id: 30,
    name: 'Подвеска',
    code: 'suspension',
    children: [
      { id: 31, name: 'Амортизаторы', code: 'shock-absorbers' },
      { id: 32, name: 'Рычаги и шаровые опоры', code: 'control-arms' },
    ],
  },
  {
    id: 40,
    name: 'Двигатель',
    code: 'engine',
    children: [
      { id: 41, name: 'Свечи зажигания', code: 'spark-plugs' },
      { id: 42, name: 'Ремни и ролики', code: 'belts' },
      { id: 43, name: 'Прокладки и сальники', code: 'gaskets' },
    ],
  },
  {
    id: 50,
    name: 'Электрика',
    code: 'electrics',
    children: [
      { id: 51, name: 'Лампы', code: 'lamps' },
      { id: 52, name: 'Генераторы и стартеры', code: 'alternators' },
      { id: 53, name: 'Датчики', code: 'sensors' },
    ],
  },
  {
    id: 60,
    name: 'Охлаждение',
    code: 'cooling',
    children: [
      { id: 61, name: 'Радиаторы', code: 'radiators' },
      { id: 62, name: 'Помпы и термостаты', code: 'water-pumps' },
    ],
  },
  {
    id: 70,
    name: 'Трансмиссия',
    code: 'transmission',
    children: [
      { id: 71, name: 'Сцепление', code: 'clutch' },
      { id: 72, name: 'ШРУСы и подшипники', code: 'cv-joints' },
    ],
  },
  {
    id: 80,
    name: 'Кузовные детали',
    code: 'body',
    children: [
      { id: 81, name: 'Щётки стеклоочистителя', code: 'wipers' },
      { id: 82, name: 'Оптика и зеркала', code: 'lights' },
    ],
  },
  {
    id: 90,
    name: 'Автохимия и масла',
    code: 'chemicals',
    children: [
      { id: 91, name: 'Моторные масла', code: 'motor-oils' },
      { id: 92, name: 'Технические жидкости', code: 'fluids' },
    ],
  },
];

/** Every section, each first-level one followed by its children (the menu's order). */
export const SECTIONS: readonly Section[] = TREE.flatMap((top) => [
  { id: top.id, name: top.name, code: top.code, parentId: null },
  ...top.children.map((child) => ({ ...child, parentId: top.id })),
]);

/** The section's icon, served by the demo's asset route. */
export function sectionIcon(section: Section): string {
  return `/demo-assets/sections/${section.code}.svg`;
}

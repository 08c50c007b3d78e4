import { formatDate } from '../format';
import { type Article, article } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A promotion (doc 2 §3): an article that ends; `ACTIVE_TO` is its last day, dd.MM.yyyy. */
export interface Promotion extends Article {
  ACTIVE_TO: string;
}

interface PromotionSeed {
  id: number;
  code: string;
  name: string;
  preview: string;
  detail: string;
  /** Days from today: the first day, and the last one (negative: it has ended). */
  from: number;
  to: number;
}

const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    id: 601,
    code: 'bosch-brakes',
    name: 'Скидка 10% на тормозные колодки BOSCH',
    preview: 'До конца месяца — специальные цены на колодки и диски BOSCH для популярных моделей.',
    detail: `<p>Скидка <strong>10%</strong> на тормозные колодки и диски BOSCH при заказе через портал.</p>
<ul>
<li>Колодки передние и задние для VW, Skoda, Kia, Hyundai.</li>
<li>Тормозные диски — в паре с колодками.</li>
</ul>
<p><img src="/demo-assets/promotions/601.svg" alt="Колодки BOSCH" width="600" height="400"></p>
<p>Цены со скидкой уже в каталоге: <a href="/catalog/11">Тормозные колодки</a>.</p>`,
    from: -10,
    to: 7,
  },
  {
    id: 602,
    code: 'winter-service',
    name: 'Зимний сервис: масла и фильтры',
    preview: 'Комплекты для ТО от MANN-FILTER, MAHLE и MOTUL со склада в Воронеже.',
    detail: `<p>При заказе масла MOTUL от 20 литров — масляный фильтр MANN-FILTER в подарок.</p>
<ol><li>Закажите масло и фильтр одной заявкой.</li><li>Подарок придёт с той же доставкой.</li></ol>`,
    from: -20,
    to: 38,
  },
  {
    id: 603,
    code: 'eva-mats-autumn',
    name: 'EVA коврики: второй комплект за полцены',
    preview: 'Закажите два комплекта ковриков в конструкторе — второй со скидкой 50%.',
    detail:
      '<p>Акция действует на любые комплекты из <a href="/opt/carpetelli/">конструктора EVA ковриков</a>.</p>',
    from: -5,
    to: 25,
  },
  {
    id: 604,
    code: 'ngk-plugs',
    name: 'Свечи NGK: кратность 4 по цене 3',
    preview: 'Каждая четвёртая свеча NGK бесплатно.',
    detail: '<p>Скидка применяется автоматически к заказу кратно 4 штукам.</p>',
    from: -2,
    to: 12,
  },
  {
    id: 605,
    code: 'gates-belts',
    name: 'Ремни GATES: комплекты ГРМ со скидкой',
    preview: 'Комплекты ГРМ с помпой по специальной цене.',
    detail: '<p>Комплекты GATES PowerGrip Kit для Lada, Renault и Hyundai.</p>',
    from: -15,
    to: 15,
  },
  {
    id: 606,
    code: 'wipers-denso',
    name: 'Щётки DENSO — минус 15%',
    preview: 'Гибридные и бескаркасные щётки DENSO к зиме.',
    detail: '<p>Скидка 15% на все щётки стеклоочистителя DENSO.</p>',
    from: -3,
    to: 20,
  },
  {
    id: 607,
    code: 'kyb-shocks',
    name: 'Амортизаторы KYB: бонус за объём',
    preview: 'При заказе от 8 амортизаторов — дополнительная скидка 5%.',
    detail: '<p>Бонус начисляется на заказ, оформленный одной заявкой.</p>',
    from: -30,
    to: 5,
  },
  {
    id: 608,
    code: 'castrol-oil',
    name: 'Castrol EDGE: канистра 4 л по цене 3 л',
    preview: 'Специальная цена на Castrol EDGE 5W-30 и 5W-40.',
    detail: '<p>Количество товара по акции ограничено.</p>',
    from: -7,
    to: 21,
  },
  {
    id: 609,
    code: 'lemforder-arms',
    name: 'Рычаги LEMFÖRDER',
    preview: 'Скидка 7% на рычаги подвески LEMFÖRDER.',
    detail: '<p>Для автомобилей Volkswagen, Audi, Skoda и BMW.</p>',
    from: -1,
    to: 30,
  },
  {
    id: 610,
    code: 'filtron-set',
    name: 'Набор фильтров FILTRON',
    preview: 'Масляный, воздушный и салонный фильтры одним комплектом.',
    detail: '<p>Комплект дешевле на 12%, чем фильтры по отдельности.</p>',
    from: -12,
    to: 18,
  },
  {
    id: 611,
    code: 'osram-lamps',
    name: 'Лампы OSRAM Night Breaker',
    preview: 'Скидка на лампы H4 и H7 серии Night Breaker.',
    detail: '<p>Яркость на 150% выше стандартных ламп.</p>',
    from: -4,
    to: 26,
  },
  {
    id: 612,
    code: 'sachs-clutch-kit',
    name: 'Сцепление SACHS с доставкой за 1 день',
    preview: 'Комплекты сцепления SACHS — со склада в Воронеже.',
    detail: '<p>Доставка на следующий рабочий день при заказе до 16:00.</p>',
    from: -9,
    to: 9,
  },
  {
    id: 613,
    code: 'liqui-moly-additives',
    name: 'Присадки LIQUI MOLY',
    preview: 'Присадки в топливо и масло — скидка 10%.',
    detail: '<p>Очистители инжектора, стоп-течь, антифрикционные присадки.</p>',
    from: -6,
    to: 14,
  },
  {
    id: 614,
    code: 'nissens-radiators',
    name: 'Радиаторы NISSENS: подарок к заказу',
    preview: 'Антифриз в подарок к каждому радиатору.',
    detail: '<p>Антифриз 5 литров в подарок при заказе радиатора охлаждения.</p>',
    from: -8,
    to: 22,
  },
  {
    id: 615,
    code: 'skf-bearings',
    name: 'Подшипники SKF',
    preview: 'Ступичные подшипники SKF по специальной цене.',
    detail: '<p>Ступичные подшипники и комплекты для легковых автомобилей.</p>',
    from: -11,
    to: 11,
  },
  {
    id: 616,
    code: 'fenox-start',
    name: 'FENOX: старт продаж',
    preview: 'Скидка 5% на первый заказ продукции FENOX.',
    detail: '<p>Скидка действует на первый заказ каждого клиента.</p>',
    from: 0,
    to: 0,
  },
  {
    id: 617,
    code: 'hella-light',
    name: 'Фары HELLA',
    preview: 'Оптика HELLA для коммерческого транспорта.',
    detail: '<p>Фары и фонари для ГАЗ, Ford, Mercedes-Benz.</p>',
    from: -14,
    to: 40,
  },
  {
    id: 618,
    code: 'mannol-oil',
    name: 'MANNOL: бочка 208 л',
    preview: 'Масла MANNOL в бочках для автосервисов.',
    detail: '<p>Бесплатная доставка бочек по Воронежской области.</p>',
    from: -2,
    to: 45,
  },
  {
    id: 619,
    code: 'summer-brakes',
    name: 'Летняя распродажа тормозных дисков',
    preview: 'Акция завершена.',
    detail: '<p>Акция завершена. Следите за новыми предложениями.</p>',
    from: -120,
    to: -60,
  },
  {
    id: 620,
    code: 'back-to-school',
    name: 'Осенний бонус за объём',
    preview: 'Акция завершена.',
    detail: '<p>Акция завершена.</p>',
    from: -70,
    to: -40,
  },
  {
    id: 621,
    code: 'spring-wipers',
    name: 'Весенняя замена щёток',
    preview: 'Акция завершена.',
    detail: '<p>Акция завершена.</p>',
    from: -240,
    to: -200,
  },
  {
    id: 622,
    code: 'yesterday-only',
    name: 'Распродажа одного дня',
    preview: 'Акция завершилась вчера.',
    detail: '<p>Акция завершилась вчера.</p>',
    from: -1,
    to: -1,
  },
];

/**
 * The promotions around `now`: most run today, some ended (the list's `filter[>ACTIVE_TO]` leaves
 * them out), newest start first.
 */
export function promotions(now: number): Promotion[] {
  return PROMOTION_SEEDS.map((seed) => ({
    ID: String(seed.id),
    CODE: seed.code,
    NAME: seed.name,
    PREVIEW_TEXT: seed.preview,
    PREVIEW_PICTURE_PATH: `/demo-assets/promotions/${seed.id}.svg`,
    DETAIL_TEXT: seed.detail,
    DETAIL_PICTURE_PATH: `/demo-assets/promotions/${seed.id}.svg`,
    ACTIVE_FROM: formatDate(now + seed.from * DAY_MS),
    ACTIVE_TO: formatDate(now + seed.to * DAY_MS),
  })).sort((a, b) => dayNumber(b.ACTIVE_FROM) - dayNumber(a.ACTIVE_FROM));
}

/** 'dd.MM.yyyy' as a day count, so dates compare; NaN for anything else. */
export function dayNumber(date: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date.trim());
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) / DAY_MS;
}

/** The promotion pictures the asset route draws. */
export const PROMOTION_PICTURES = PROMOTION_SEEDS.map((seed) => ({
  path: `/demo-assets/promotions/${seed.id}.svg`,
  label: seed.name,
}));

const info = (id: number, code: string, name: string, preview: string, detail: string, date: string) =>
  article(id, code, name, preview, detail, date, 'info');

/** Useful information (page=optinfo): fourteen articles, so the list of 12 has a second page. */
export const INFO: readonly Article[] = [
  info(
    701,
    'brake-pads-choice',
    'Как подобрать тормозные колодки',
    'Оригинал, аналог или бюджетная замена: на что смотреть при подборе.',
    `<p>При подборе колодок учитывайте:</p>
<ol>
<li>VIN автомобиля — по нему каталог покажет точный номер (<a href="/laximo-catalogs/">Поиск по VIN</a>);</li>
<li>диаметр тормозного диска;</li>
<li>наличие датчика износа.</li>
</ol>
<p><img src="/demo-assets/info/701.svg" alt="Тормозные колодки" width="600" height="400"></p>`,
    '12.11.2026',
  ),
  info(
    702,
    'oil-viscosity',
    'Вязкость моторного масла: что означают цифры',
    'Разбираем обозначения SAE: 5W-30, 0W-20 и другие.',
    `<p>Первая цифра с буквой W — зимняя вязкость, вторая — высокотемпературная.</p>
<table><thead><tr><th>Класс</th><th>Запуск до</th></tr></thead>
<tbody><tr><td>0W</td><td>−35 °C</td></tr><tr><td>5W</td><td>−30 °C</td></tr><tr><td>10W</td><td>−25 °C</td></tr></tbody></table>`,
    '02.11.2026',
  ),
  info(
    703,
    'order-by-file',
    'Заказ из файла Excel: пошагово',
    'Загрузите таблицу артикулов — товары попадут в корзину.',
    `<p>Файл должен содержать колонки «Артикул» и «Кол-во».</p>
<ul><li>форматы: xls, xlsx, ods;</li><li>размер — не более 2 мб.</li></ul>
<p>Перейти: <a href="/personal/excel2basket/">Заказ из файла</a>.</p>`,
    '25.10.2026',
  ),
  info(
    704,
    'filter-change',
    'Когда менять салонный фильтр',
    'Признаки засорённого фильтра и сроки замены.',
    '<p>Меняйте салонный фильтр каждые 15 000 км или раз в год.</p>',
    '18.10.2026',
  ),
  info(
    705,
    'spark-plugs-gap',
    'Зазор свечей зажигания',
    'Почему важен зазор и как его проверить.',
    '<p>Зазор указывается в каталоге производителя свечи. Не регулируйте иридиевые свечи.</p>',
    '09.10.2026',
  ),
  info(
    706,
    'antifreeze-colors',
    'Цвет антифриза не главное',
    'Как выбрать охлаждающую жидкость по допуску.',
    '<p>Выбирайте по допуску производителя автомобиля (G12, G12++, G13), а не по цвету.</p>',
    '30.09.2026',
  ),
  info(
    707,
    'battery-winter',
    'Аккумулятор зимой',
    'Как подготовить аккумулятор к морозам.',
    '<p>Проверьте плотность электролита и клеммы, зарядите аккумулятор перед холодами.</p>',
    '21.09.2026',
  ),
  info(
    708,
    'timing-belt',
    'Замена ремня ГРМ',
    'Почему ремень меняют вместе с роликами и помпой.',
    '<p>Ролики и помпа изнашиваются вместе с ремнём: меняйте их комплектом.</p>',
    '11.09.2026',
  ),
  info(
    709,
    'shock-absorbers-check',
    'Проверка амортизаторов',
    'Пять признаков изношенных амортизаторов.',
    '<ul><li>раскачка после неровностей;</li><li>подтёки масла;</li><li>неравномерный износ шин;</li><li>клевки при торможении;</li><li>стук в подвеске.</li></ul>',
    '01.09.2026',
  ),
  info(
    710,
    'wiper-size',
    'Размер щёток стеклоочистителя',
    'Как узнать длину и тип крепления.',
    '<p>Длина указывается в миллиметрах или дюймах; тип крепления — по каталогу.</p>',
    '20.08.2026',
  ),
  info(
    711,
    'returns-how',
    'Как вернуть товар',
    'Порядок возврата качественного товара и рекламаций.',
    '<p>Возврат оформляется в личном кабинете в разделе «Заказы» в течение срока возврата позиции.</p>',
    '10.08.2026',
  ),
  info(
    712,
    'delivery-rules',
    'Правила приёмки товара',
    'Что проверить при получении заказа.',
    '<ol><li>Количество мест.</li><li>Целостность упаковки.</li><li>Соответствие накладной.</li></ol>',
    '29.07.2026',
  ),
  info(
    713,
    'markup-howto',
    'Наценка для розничных цен',
    'Как показать клиенту цены с вашей наценкой.',
    '<p>Кнопка «%» в списках товаров включает наценку в процентах к оптовой цене.</p>',
    '15.07.2026',
  ),
  info(
    714,
    'vin-search',
    'Поиск запчастей по VIN',
    'Как найти оригинальный номер по VIN-коду.',
    '<p>Введите VIN на странице <a href="/laximo-catalogs/">Поиск по VIN</a> и выберите узел.</p>',
    '01.07.2026',
  ),
];

interface BrandSeed {
  code: string;
  name: string;
  country: string;
  about: string;
  ranges: readonly string[];
}

const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    code: 'bosch',
    name: 'BOSCH',
    country: 'Германия',
    about: 'Один из крупнейших мировых поставщиков автокомпонентов.',
    ranges: ['тормозные колодки и диски', 'свечи зажигания', 'фильтры', 'щётки стеклоочистителя'],
  },
  {
    code: 'mann-filter',
    name: 'MANN-FILTER',
    country: 'Германия',
    about: 'Фильтры для легковых и грузовых автомобилей.',
    ranges: ['масляные фильтры', 'воздушные фильтры', 'салонные фильтры'],
  },
  {
    code: 'mahle',
    name: 'MAHLE',
    country: 'Германия',
    about: 'Фильтры, поршневая группа и системы охлаждения.',
    ranges: ['фильтры', 'термостаты', 'поршни'],
  },
  {
    code: 'knecht',
    name: 'KNECHT',
    country: 'Германия',
    about: 'Фильтры для вторичного рынка от группы MAHLE.',
    ranges: ['масляные фильтры', 'топливные фильтры'],
  },
  {
    code: 'filtron',
    name: 'FILTRON',
    country: 'Польша',
    about: 'Фильтры европейского качества по доступной цене.',
    ranges: ['масляные фильтры', 'воздушные фильтры'],
  },
  {
    code: 'sachs',
    name: 'SACHS',
    country: 'Германия',
    about: 'Сцепление и амортизаторы.',
    ranges: ['комплекты сцепления', 'амортизаторы'],
  },
  {
    code: 'lemforder',
    name: 'LEMFÖRDER',
    country: 'Германия',
    about: 'Детали подвески и рулевого управления.',
    ranges: ['рычаги', 'шаровые опоры', 'рулевые тяги'],
  },
  {
    code: 'trw',
    name: 'TRW',
    country: 'Германия',
    about: 'Тормозные системы и рулевое управление.',
    ranges: ['тормозные колодки', 'тормозные диски', 'рулевые наконечники'],
  },
  {
    code: 'ate',
    name: 'ATE',
    country: 'Германия',
    about: 'Тормозные системы от Continental.',
    ranges: ['тормозные колодки', 'тормозная жидкость'],
  },
  {
    code: 'brembo',
    name: 'BREMBO',
    country: 'Италия',
    about: 'Тормозные диски и колодки.',
    ranges: ['тормозные диски', 'тормозные колодки'],
  },
  {
    code: 'febi-bilstein',
    name: 'FEBI BILSTEIN',
    country: 'Германия',
    about: 'Широкий ассортимент запчастей для европейских автомобилей.',
    ranges: ['подвеска', 'двигатель', 'электрика'],
  },
  {
    code: 'ngk',
    name: 'NGK',
    country: 'Япония',
    about: 'Свечи зажигания и датчики кислорода.',
    ranges: ['свечи зажигания', 'лямбда-зонды'],
  },
  {
    code: 'denso',
    name: 'DENSO',
    country: 'Япония',
    about: 'Электрика, системы охлаждения и щётки.',
    ranges: ['свечи', 'щётки', 'радиаторы'],
  },
  {
    code: 'valeo',
    name: 'VALEO',
    country: 'Франция',
    about: 'Сцепление, освещение и щётки стеклоочистителя.',
    ranges: ['сцепление', 'щётки', 'оптика'],
  },
  {
    code: 'gates',
    name: 'GATES',
    country: 'США',
    about: 'Ремни и комплекты ГРМ.',
    ranges: ['ремни ГРМ', 'поликлиновые ремни', 'ролики'],
  },
  {
    code: 'skf',
    name: 'SKF',
    country: 'Швеция',
    about: 'Подшипники и комплекты ГРМ.',
    ranges: ['ступичные подшипники', 'комплекты ГРМ'],
  },
  {
    code: 'kyb',
    name: 'KYB',
    country: 'Япония',
    about: 'Амортизаторы и пружины подвески.',
    ranges: ['амортизаторы', 'пружины'],
  },
  {
    code: 'hella',
    name: 'HELLA',
    country: 'Германия',
    about: 'Освещение и электроника.',
    ranges: ['фары', 'реле', 'датчики'],
  },
  {
    code: 'nissens',
    name: 'NISSENS',
    country: 'Дания',
    about: 'Радиаторы охлаждения и кондиционера.',
    ranges: ['радиаторы', 'интеркулеры'],
  },
  {
    code: 'motul',
    name: 'MOTUL',
    country: 'Франция',
    about: 'Моторные масла и технические жидкости.',
    ranges: ['моторные масла', 'трансмиссионные масла'],
  },
  {
    code: 'castrol',
    name: 'CASTROL',
    country: 'Великобритания',
    about: 'Моторные и трансмиссионные масла.',
    ranges: ['моторные масла'],
  },
  {
    code: 'liqui-moly',
    name: 'LIQUI MOLY',
    country: 'Германия',
    about: 'Масла, присадки и автохимия.',
    ranges: ['масла', 'присадки', 'автохимия'],
  },
  {
    code: 'fenox',
    name: 'FENOX',
    country: 'Беларусь',
    about: 'Детали подвески и тормозной системы по доступной цене.',
    ranges: ['тормозные колодки', 'рычаги', 'цилиндры'],
  },
  {
    code: 'luzar',
    name: 'LUZAR',
    country: 'Россия',
    about: 'Радиаторы и системы охлаждения для российских и иностранных автомобилей.',
    ranges: ['радиаторы', 'вентиляторы'],
  },
  {
    code: 'osram',
    name: 'OSRAM',
    country: 'Германия',
    about: 'Автомобильные лампы.',
    ranges: ['галогенные лампы', 'ксенон'],
  },
  {
    code: 'mannol',
    name: 'MANNOL',
    country: 'Германия',
    about: 'Масла и автохимия для автосервисов.',
    ranges: ['моторные масла', 'жидкости'],
  },
];

/** Brand pages (page=listbrands): 26, so the list of 12 has three pages. */
export const BRAND_PAGES: readonly Article[] = BRAND_SEEDS.map((seed, index) => ({
  ID: String(801 + index),
  CODE: seed.code,
  NAME: seed.name,
  PREVIEW_TEXT: `${seed.about} Страна: ${seed.country}.`,
  PREVIEW_PICTURE_PATH: `/demo-assets/brands/${seed.code}.svg`,
  DETAIL_TEXT: `<p><strong>${seed.name}</strong> — ${seed.about.charAt(0).toLowerCase()}${seed.about.slice(1)}</p>
<p>Страна происхождения: ${seed.country}.</p>
<p>В ассортименте:</p>
<ul>${seed.ranges.map((range) => `<li>${range}</li>`).join('')}</ul>
<p><a href="/search/?q=${encodeURIComponent(seed.name)}&amp;type=advanced">Все товары ${seed.name}</a></p>`,
  DETAIL_PICTURE_PATH: `/demo-assets/brands/${seed.code}.svg`,
  ACTIVE_FROM: '', // brand pages are not dated
}));

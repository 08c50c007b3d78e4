/** A home-page slide (doc 1 §3 Banner). */
export interface Banner {
  ID: string;
  NAME: string;
  PREVIEW_TEXT: string;
  PROPERTY_LINK_VALUE: string;
  BANNER_PATH: string;
  PREVIEW_PICTURE_PATH: string;
}

/** A news item, promotion or portal news (doc 2 §3); the home page sends the preview fields only. */
export interface Article {
  ID: string;
  CODE: string;
  NAME: string;
  PREVIEW_TEXT: string;
  PREVIEW_PICTURE_PATH: string;
  DETAIL_TEXT: string;
  DETAIL_PICTURE_PATH: string;
  /** dd.MM.yyyy */
  ACTIVE_FROM: string;
}

export const BANNERS: readonly Banner[] = [
  {
    ID: '301',
    NAME: 'Скидка 10% на тормозные колодки BOSCH',
    PREVIEW_TEXT: 'До конца месяца — специальные цены на колодки и диски BOSCH для популярных моделей.',
    PROPERTY_LINK_VALUE: '/opt/actions/bosch-brakes/',
    BANNER_PATH: '/demo-assets/banners/1.svg',
    PREVIEW_PICTURE_PATH: '/demo-assets/banners/1.svg',
  },
  {
    ID: '302',
    NAME: 'Зимний сервис: масла и фильтры',
    PREVIEW_TEXT: 'Комплекты для ТО от MANN-FILTER, MAHLE и MOTUL со склада в Воронеже.',
    PROPERTY_LINK_VALUE: '/opt/actions/winter-service/',
    BANNER_PATH: '/demo-assets/banners/2.svg',
    PREVIEW_PICTURE_PATH: '/demo-assets/banners/2.svg',
  },
  {
    ID: '303',
    NAME: 'EVA коврики под заказ',
    PREVIEW_TEXT: 'Соберите комплект ковриков в конструкторе и получите его со следующей доставкой.',
    PROPERTY_LINK_VALUE: '/opt/carpetelli/',
    BANNER_PATH: '/demo-assets/banners/3.svg',
    PREVIEW_PICTURE_PATH: '/demo-assets/banners/3.svg',
  },
];

const article = (
  id: number,
  code: string,
  name: string,
  preview: string,
  detail: string,
  date: string,
): Article => ({
  ID: String(id),
  CODE: code,
  NAME: name,
  PREVIEW_TEXT: preview,
  PREVIEW_PICTURE_PATH: `/demo-assets/news/${id}.svg`,
  DETAIL_TEXT: detail,
  DETAIL_PICTURE_PATH: `/demo-assets/news/${id}.svg`,
  ACTIVE_FROM: date,
});

export const NEWS: readonly Article[] = [
  article(
    401,
    'new-warehouse',
    'Открыт новый склад в Липецке',
    'Доставка по Липецкой области теперь на день быстрее.',
    'С понедельника заказы клиентов Липецкой области собираются на новом складе. Время доставки сократилось на один рабочий день.',
    '14.11.2024',
  ),
  article(
    402,
    'nissens-arrival',
    'Поступление радиаторов NISSENS',
    'На склад поступило более 300 позиций радиаторов охлаждения и кондиционера.',
    'Пополнен ассортимент радиаторов NISSENS для автомобилей Kia, Hyundai, Renault и Lada.',
    '05.11.2024',
  ),
  article(
    403,
    'holiday-schedule',
    'График работы в праздничные дни',
    '4 ноября склад и отдел продаж не работают.',
    '4 ноября — выходной день. Заказы, оформленные 3 ноября после 16:00, будут доставлены 5 ноября.',
    '28.10.2024',
  ),
  article(
    404,
    'fenox-brand',
    'Новый бренд в ассортименте: FENOX',
    'Детали подвески и тормозной системы FENOX по оптовым ценам.',
    'Мы стали официальным дистрибьютором FENOX. Более 1 500 позиций уже доступны для заказа.',
    '17.10.2024',
  ),
  article(
    405,
    'price-list-update',
    'Обновлён прайс-лист',
    'Актуальный прайс-лист доступен в разделе «Прайс-листы и ПО».',
    'Прайс-лист обновляется ежедневно в 7:00. Подписаться на рассылку можно в личном кабинете.',
    '01.10.2024',
  ),
];

export const PORTAL_NEWS: readonly Article[] = [
  article(
    501,
    'order-from-file',
    'Заказ из файла Excel',
    'Загрузите таблицу с артикулами и количеством — товары попадут в корзину.',
    'В разделе «Заказ из файла» можно загрузить файл xls, xlsx или ods с колонками «артикул» и «кол-во».',
    '20.11.2024',
  ),
  article(
    502,
    'step-search',
    'Поиск по всем складам',
    'Поиск показывает наличие на складах партнёров и сроки доставки.',
    'Пошаговый поиск проверяет наш склад, склады партнёров и аналоги, а результаты появляются по мере готовности.',
    '08.11.2024',
  ),
  article(
    503,
    'markup',
    'Наценка для ваших клиентов',
    'Включите наценку, чтобы показывать клиентам розничные цены.',
    'Кнопка «%» в списках товаров включает наценку в процентах к оптовой цене.',
    '25.10.2024',
  ),
];

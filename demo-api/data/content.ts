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

/** An article with its picture at /demo-assets/{folder}/{id}.svg (news unless told). */
export const article = (
  id: number,
  code: string,
  name: string,
  preview: string,
  detail: string,
  date: string,
  folder = 'news',
): Article => ({
  ID: String(id),
  CODE: code,
  NAME: name,
  PREVIEW_TEXT: preview,
  PREVIEW_PICTURE_PATH: `/demo-assets/${folder}/${id}.svg`,
  DETAIL_TEXT: detail,
  DETAIL_PICTURE_PATH: `/demo-assets/${folder}/${id}.svg`,
  ACTIVE_FROM: date,
});

/**
 * News (doc 2 §3), newest first: seventeen, so the list of 15 has a second page. Their DETAIL_TEXT is
 * the server's HTML, with lists, links, pictures and tables, as the company's editors write it.
 */
export const NEWS: readonly Article[] = [
  article(
    401,
    'new-warehouse',
    'Открыт новый склад в Липецке',
    'Доставка по Липецкой области теперь на день быстрее.',
    `<p>С 16 ноября заказы клиентов Липецкой области собираются на новом складе площадью 2&nbsp;400&nbsp;м². Время доставки сократилось на <strong>один рабочий день</strong>.</p>
<p><img src="/demo-assets/news/401.svg" alt="Новый склад в Липецке" width="600" height="400"></p>
<p>Что изменилось для клиентов:</p>
<ul>
<li>заказы, оформленные до 16:00, доставляются на следующий рабочий день;</li>
<li>в Липецке, Ельце и Грязях доставка ежедневно, кроме воскресенья;</li>
<li>самовывоз со склада по адресу: г. Липецк, ул. Балмочных, 17.</li>
</ul>
<p>График доставки по городам — на странице <a href="/opt/delivery/">«Доставка»</a>.</p>`,
    '16.11.2026',
  ),
  article(
    402,
    'nissens-arrival',
    'Поступление радиаторов NISSENS',
    'На склад поступило более 300 позиций радиаторов охлаждения и кондиционера.',
    `<p>Пополнен ассортимент радиаторов <strong>NISSENS</strong> для автомобилей Kia, Hyundai, Renault и Lada.</p>
<ol>
<li>Радиаторы охлаждения двигателя — 214 позиций.</li>
<li>Радиаторы кондиционера — 68 позиций.</li>
<li>Интеркулеры — 31 позиция.</li>
</ol>
<p>Каталог производителя: <a href="https://www.nissens.com/">nissens.com</a>.</p>`,
    '09.11.2026',
  ),
  article(
    403,
    'holiday-schedule',
    'График работы в праздничные дни',
    '4 ноября склад и отдел продаж не работают.',
    `<p>4 ноября — выходной день. Заказы, оформленные 3 ноября после 16:00, будут доставлены 5 ноября.</p>
<table>
<thead><tr><th>Дата</th><th>Склад</th><th>Отдел продаж</th></tr></thead>
<tbody>
<tr><td>3 ноября</td><td>8:00–16:00</td><td>8:00–16:00</td></tr>
<tr><td>4 ноября</td><td>выходной</td><td>выходной</td></tr>
<tr><td>5 ноября</td><td>8:00–17:00</td><td>8:00–17:00</td></tr>
</tbody>
</table>`,
    '28.10.2026',
  ),
  article(
    404,
    'fenox-brand',
    'Новый бренд в ассортименте: FENOX',
    'Детали подвески и тормозной системы FENOX по оптовым ценам.',
    `<p>Мы стали официальным дистрибьютором <strong>FENOX</strong>. Более 1&nbsp;500 позиций уже доступны для заказа.</p>
<ul>
<li>тормозные колодки и диски;</li>
<li>рычаги, шаровые опоры и сайлентблоки;</li>
<li>цилиндры сцепления.</li>
</ul>
<p>Подробнее о марке — на странице <a href="/opt/brands/fenox/">FENOX</a>.</p>`,
    '17.10.2026',
  ),
  article(
    405,
    'price-list-update',
    'Обновлён прайс-лист',
    'Актуальный прайс-лист доступен в разделе «Прайс-листы и ПО».',
    `<p>Прайс-лист обновляется ежедневно в 7:00. Подписаться на рассылку можно в <a href="/personal/pricelist/">личном кабинете</a>.</p>
<p>Скачать прайс-листы: <a href="/opt/price/">Прайс-листы и ПО</a>.</p>`,
    '01.10.2026',
  ),
  article(
    406,
    'belgorod-route',
    'Новый маршрут доставки: Губкин и Старый Оскол',
    'Машины в Губкин и Старый Оскол теперь ходят три раза в неделю.',
    `<p>С 1 октября доставка в Губкин и Старый Оскол — по понедельникам, средам и пятницам.</p>
<p><img src="/demo-assets/news/406.svg" alt="Маршрут доставки" width="600" height="400"></p>`,
    '24.09.2026',
  ),
  article(
    407,
    'winter-tyres',
    'Щётки стеклоочистителя к зиме',
    'Зимние и гибридные щётки DENSO и BOSCH на складе в Воронеже.',
    `<p>Готовьтесь к зиме заранее: на складе более 400 моделей щёток.</p>
<ul><li>зимние каркасные;</li><li>гибридные;</li><li>бескаркасные.</li></ul>`,
    '15.09.2026',
  ),
  article(
    408,
    'kursk-pickup',
    'Пункт выдачи в Курске',
    'Заказы можно забрать в пункте выдачи на ул. Магистральной.',
    '<p>Пункт выдачи открыт с понедельника по субботу с 9:00 до 18:00. Адрес: г. Курск, ул. Магистральная, 9.</p>',
    '02.09.2026',
  ),
  article(
    409,
    'mahle-training',
    'Семинар MAHLE для автосервисов',
    'Приглашаем на технический семинар по фильтрам и термостатам.',
    `<p>Семинар пройдёт 20 августа в 10:00 в учебном классе нашего офиса.</p>
<ol><li>Фильтры MAHLE и KNECHT: подбор и применение.</li><li>Термостаты: диагностика и замена.</li></ol>
<p>Записаться можно у вашего менеджера.</p>`,
    '10.08.2026',
  ),
  article(
    410,
    'returns-policy',
    'Изменения в порядке возврата',
    'Возврат качественного товара теперь оформляется в личном кабинете.',
    `<p>Заявку на возврат можно оформить в разделе <a href="/personal/orderlist/">«Заказы»</a>: откройте заказ и выберите позицию.</p>`,
    '28.07.2026',
  ),
  article(
    411,
    'oil-motul',
    'Масла MOTUL: новые вязкости',
    'В ассортимент добавлены масла 0W-16 и 0W-20 для гибридов.',
    '<p>Масла MOTUL 8100 Eco-clean и Hybrid доступны в канистрах 1 и 4 литра.</p>',
    '14.07.2026',
  ),
  article(
    412,
    'tula-delivery',
    'Доставка в Тулу дважды в неделю',
    'По вторникам и четвергам — в Тулу и Новомосковск.',
    '<p>Заказы для Тулы и Новомосковска принимаются до 16:00 накануне дня доставки.</p>',
    '30.06.2026',
  ),
  article(
    413,
    'site-maintenance',
    'Технические работы на портале',
    'В ночь на 21 июня портал будет недоступен с 1:00 до 3:00.',
    '<p>Приносим извинения за неудобства. Заказы, отправленные до начала работ, будут обработаны.</p>',
    '18.06.2026',
  ),
  article(
    414,
    'sachs-clutch',
    'Сцепление SACHS в наличии',
    'Комплекты сцепления для коммерческого транспорта.',
    '<p>Комплекты SACHS для ГАЗель Next, Ford Transit и Volkswagen Crafter.</p>',
    '02.06.2026',
  ),
  article(
    415,
    'orel-warehouse',
    'Расширение склада в Орле',
    'Ассортимент склада в Орле вырос до 12 000 позиций.',
    '<p>Быстрая доставка по Орловской области: Орёл, Мценск, Ливны.</p>',
    '20.05.2026',
  ),
  article(
    416,
    'lamps-philips',
    'Лампы PHILIPS и OSRAM',
    'Новые поступления автоламп накаливания и ксеноновых ламп.',
    '<p>Более 150 позиций ламп: H1, H4, H7, D1S, D2S и другие.</p>',
    '06.05.2026',
  ),
  article(
    417,
    'company-anniversary',
    'Нам 25 лет!',
    'Благодарим клиентов за доверие.',
    '<p>За 25 лет работы мы выросли от небольшого магазина до крупного оптового поставщика Черноземья. Спасибо, что вы с нами!</p>',
    '15.04.2026',
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

/** The company's own pages: about (page=about), contacts (page=contacts), the landing data. */

const value = (text: string) => ({ VALUE: text });

/** Doc 2 §3 "About page data". */
export const ABOUT = {
  PREVIEW_TEXT: `<p><strong>«Автодеталь»</strong> — оптовый поставщик автозапчастей Центрального Черноземья. Более 25 лет мы снабжаем магазины и автосервисы Воронежской, Липецкой, Орловской, Тамбовской, Белгородской, Курской и Тульской областей.</p>
<p>Более 1500 магазинов-клиентов получают заказы собственным транспортом компании — бесплатно.</p>`,
  ADVANTAGES: [
    { TITLE: '120 000 позиций', TEXT: 'на собственном складе в Воронеже' },
    { TITLE: 'Доставка на следующий день', TEXT: 'при заказе до 16:00, собственным транспортом' },
    { TITLE: 'Более 25 лет', TEXT: 'на рынке автозапчастей Черноземья' },
    { TITLE: 'Персональный менеджер', TEXT: 'у каждого клиента' },
  ],
  PROPERTY_REQUISITES_NAME: value('ООО «Автодеталь»'),
  PROPERTY_REQUISITES_ADDRESS: value('394026, г. Воронеж, Московский проспект, д. 129/1'),
  PROPERTY_REQUISITES_INN: value('3662045678'),
  PROPERTY_REQUISITES_KPP: value('366201001'),
  PROPERTY_REQUISITES_OGRN: value('1023601234567'),
  PROPERTY_REQUISITES_OKPO: value('12345678'),
  PROPERTY_REQUISITES_PHONE: value('+7 (473) 260-44-10'),
  CERTIFICATES: [1, 2, 3, 4, 5].map((n) => `/demo-assets/certificates/${n}.svg`),
  DETAIL_TEXT: `<p>Мы участвуем в отраслевых выставках, проводим семинары для автосервисов вместе с производителями и каждый год собираем клиентов на турнир по мини-футболу.</p>
<ul>
<li>выставка «MIMS Automechanika Moscow»;</li>
<li>технические семинары BOSCH, MAHLE и SACHS;</li>
<li>«Кубок Автодетали» среди автосервисов Воронежа.</li>
</ul>`,
  MORE_PHOTO: [1, 2, 3].map((n) => `/demo-assets/about/${n}.svg`),
  DOCS: [
    { TITLE: 'Свидетельство о постановке на учёт', FILE: '/demo-assets/docs/registration.pdf' },
    { TITLE: 'Выписка из ЕГРЮЛ', FILE: '/demo-assets/docs/egrul.pdf' },
    { TITLE: 'Карточка предприятия', FILE: '/demo-assets/docs/company-card.pdf' },
  ],
};

/** Doc 2 §3 "Manager (contacts)". */
export interface ContactManager {
  ID: string;
  NAME: string;
  PREVIEW_TEXT: string;
  WORK_PHONE_VALUE: string;
  MOBILE_PHONE_VALUE: string;
  IBLOCK_SECTION_ID: string;
  SECTION_NAME: string;
}

const SECTIONS = {
  '4801': 'Отдел продаж',
  '4802': 'Отдел по работе с автосервисами',
  '4803': 'Отдел логистики',
  '4804': 'Бухгалтерия',
} as const;

const manager = (
  id: number,
  name: string,
  post: string,
  work: string,
  mobile: string,
  section: keyof typeof SECTIONS,
): ContactManager => ({
  ID: String(id),
  NAME: name,
  PREVIEW_TEXT: post,
  WORK_PHONE_VALUE: work,
  MOBILE_PHONE_VALUE: mobile,
  IBLOCK_SECTION_ID: section,
  SECTION_NAME: SECTIONS[section],
});

/** The contacts page's managers (content source 48), by section. */
export const CONTACT_MANAGERS: readonly ContactManager[] = [
  manager(
    4811,
    'Ольга Сергеевна Кузнецова',
    'Менеджер по продажам',
    '+7 (473) 260-44-10 доб. 215',
    '+7 (910) 345-67-89',
    '4801',
  ),
  manager(
    4812,
    'Андрей Викторович Соколов',
    'Менеджер по продажам',
    '+7 (473) 260-44-10 доб. 216',
    '+7 (910) 345-67-90',
    '4801',
  ),
  manager(
    4813,
    'Наталья Игоревна Белова',
    'Менеджер по продажам',
    '+7 (473) 260-44-10 доб. 217',
    '+7 (920) 411-22-33',
    '4801',
  ),
  manager(
    4821,
    'Дмитрий Олегович Морозов',
    'Руководитель направления',
    '+7 (473) 260-44-10 доб. 230',
    '+7 (951) 870-12-34',
    '4802',
  ),
  manager(
    4822,
    'Елена Павловна Громова',
    'Менеджер',
    '+7 (473) 260-44-10 доб. 231',
    '+7 (951) 870-12-35',
    '4802',
  ),
  manager(
    4831,
    'Сергей Николаевич Орлов',
    'Начальник отдела логистики',
    '+7 (473) 260-44-10 доб. 240',
    '+7 (905) 650-00-11',
    '4803',
  ),
  manager(4841, 'Татьяна Васильевна Зайцева', 'Главный бухгалтер', '+7 (473) 260-44-10 доб. 250', '', '4804'),
];

/** The landing page's brand logos and certificates (doc 2 §3 "Landing data": ID, src). */
export const LANDING_BRANDS = [
  'bosch',
  'mann-filter',
  'mahle',
  'sachs',
  'lemforder',
  'trw',
  'ngk',
  'denso',
  'gates',
  'skf',
  'kyb',
  'fenox',
].map((code, index) => ({ ID: String(901 + index), src: `/demo-assets/brands/${code}.svg` }));

export const LANDING_CERTIFICATES = [1, 2, 3, 4, 5].map((n) => ({
  ID: String(950 + n),
  src: `/demo-assets/certificates/${n}.svg`,
}));

/** A company the INN lookup knows (doc 1 §3 "Company suggestion"), as the lookup service has it. */
export interface KnownCompany {
  name: string;
  inn: string;
  kpp: string;
}

/**
 * What the lookup service answers in the demo. One INN has a head office and a branch (two KPP), a
 * sole trader has a 12-digit INN and no KPP.
 */
export const KNOWN_COMPANIES: readonly KnownCompany[] = [
  { name: 'ООО «Автомир-Воронеж»', inn: '3662123456', kpp: '366201001' },
  { name: 'ООО «Автомир-Воронеж» (филиал в Лисках)', inn: '3662123456', kpp: '365201001' },
  { name: 'ООО «Запчасти Черноземья»', inn: '3664098765', kpp: '366401001' },
  { name: 'ООО «Липецк-Авто»', inn: '4826054321', kpp: '482601001' },
  { name: 'ООО «Тамбовские моторы»', inn: '6829011223', kpp: '682901001' },
  { name: 'ИП Смирнов Алексей Петрович', inn: '366200112233', kpp: '' },
];

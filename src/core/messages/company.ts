/**
 * What the company says of itself on every page: the header's phone, the contacts' e-mail and
 * address, the commercial director's card and the director's greeting on the home page. Static
 * company text (doc 2 §2.13, §2.14); the requisites of the about page come from the server.
 */
export const companyMessages = {
  name: 'Автодеталь',
  phone: '+7 (473) 260-44-10',
  salesPhone: '+7 (473) 260-44-11',
  email: 'opt@avtodetal-vrn.ru',
  address: 'г. Воронеж, Московский проспект, д. 129/1',
  addressNote: 'Офис и склад, въезд с ул. Холмистой',
  /** The requisites shown on the contacts page and the landing page. */
  requisites: [
    ['Полное наименование', 'Общество с ограниченной ответственностью «Автодеталь»'],
    ['ИНН', '3662045678'],
    ['КПП', '366201001'],
    ['ОГРН', '1023601234567'],
    ['Юридический адрес', '394026, г. Воронеж, Московский проспект, д. 129/1'],
    ['Расчётный счёт', '40702810913000012345 в Центрально-Черноземном банке ПАО Сбербанк'],
    ['БИК', '042007681'],
  ] as const,
  /** Labels of the about page's requisites (the server sends the values). */
  requisiteLabels: {
    name: 'Наименование',
    address: 'Адрес',
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    okpo: 'ОКПО',
    phone: 'Телефон',
  },
  director: {
    title: 'Коммерческий директор',
    name: 'Михаил Александрович Гречишников',
    phone: '+7 (473) 260-44-10 доб. 200',
    mobile: '+7 (910) 240-00-01',
    email: 'director@avtodetal-vrn.ru',
  },
  greeting: {
    title: 'Обращение директора',
    text: 'Уважаемые партнёры! Уже более 25 лет мы поставляем автозапчасти магазинам и автосервисам Черноземья. Оптовый портал — это наш склад, открытый для вас круглосуточно: актуальные остатки, цены и сроки доставки, заказ в несколько кликов. Спасибо, что выбираете нас.',
    signature: 'Генеральный директор ООО «Автодеталь» Александр Викторович Климов',
  },
} as const;

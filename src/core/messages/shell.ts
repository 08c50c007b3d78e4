/** Texts of the portal shell, copied word for word from the specification. */
export const shellMessages = {
  home: 'Главная',
  tagline: 'Оптовый поставщик автозапчастей',
  basket: 'Корзина',
  catalogue: 'Каталог',
  workingHours: 'Пн–Чт 8:00–17:00, Пт 8:00–15:45, Сб–Вс выходной',
  city: 'Воронеж',
  placeholderPage: 'Этот раздел появится в ближайших версиях портала.',
  landingIntro: 'Оптовые цены доступны только после регистрации.',
} as const;

/**
 * Every user-visible string of the portal, copied word for word from the specification.
 * Widgets and the host read texts from here and nowhere else. Grouped by area in separate
 * exports so that a widget bundle carries only the texts it shows.
 */
export const commonMessages = {
  genericError: 'Произошла ошибка.',
  fieldRequired: 'Заполните поле',
} as const;

export const authMessages = {
  noPortalAccess: 'У Вас нет прав для просмотра оптового портала.',
  title: 'Вход на портал',
  loginLabel: 'Логин',
  passwordLabel: 'Пароль',
  submit: 'Войти',
  submitting: 'Входим…',
  logout: 'Выйти',
} as const;

export const basketBadgeMessages = {
  label: 'Корзина',
  signIn: 'Войти',
} as const;

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

export const notFoundMessages = {
  code: '404',
  title: 'Страница не найдена',
  backHome: 'Вернуться на главную',
} as const;

const goodsForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;

/** Russian plural of "товар" for a count: 1 товар, 2 товара, 5 товаров. */
export function goodsCount(count: number): string {
  const rule = new Intl.PluralRules('ru-RU').select(count) as keyof typeof goodsForms;
  return `${count} ${goodsForms[rule]}`;
}

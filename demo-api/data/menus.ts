/** A top or footer menu entry (doc 1 §3). */
export interface MenuItem {
  TEXT: string;
  LINK: string;
  ITEM_INDEX: number;
  /** Styling hints: `CLASS: 'accent'` marks an entry to stand out. */
  ADD_PARAMS: Record<string, string>;
}

type Entry = readonly [text: string, link: string, params?: Record<string, string>];

const menu = (entries: readonly Entry[]): readonly MenuItem[] =>
  entries.map(([text, link, params = {}], index) => ({
    TEXT: text,
    LINK: link,
    ITEM_INDEX: index,
    ADD_PARAMS: params,
  }));

const COMMON: readonly Entry[] = [
  ['Акции', '/opt/actions/'],
  ['Новости', '/opt/news/'],
  ['Доставка', '/opt/delivery/'],
  ['EVA коврики', '/opt/carpetelli/'],
  ['Поиск по VIN', '/laximo-catalogs/'],
];

/** What an anonymous visitor's header shows (doc 1 §2 default entries). */
export const DEFAULT_TOP_MENU = menu(COMMON);

/** The menu the server supplies to a signed-in client: the product showcases come first. */
export const CLIENT_TOP_MENU = menu([
  ['Новинки', '/opt/novinki/'],
  ['Тренды', '/opt/trends/'],
  ['Хиты', '/opt/hits/'],
  ['Акции', '/opt/actions/', { CLASS: 'accent' }],
  ...COMMON.slice(1),
]);

/**
 * The footer (menurest.list.json, MENU_TYPE=footer.front). Sent in the order the editors last
 * touched the entries: ITEM_INDEX gives the order to show them in.
 */
export const FOOTER_MENU: readonly MenuItem[] = [
  { TEXT: 'Контакты', LINK: '/opt/contacts/', ITEM_INDEX: 30, ADD_PARAMS: {} },
  { TEXT: 'Инструкции', LINK: '/opt/instructions/', ITEM_INDEX: 0, ADD_PARAMS: {} },
  { TEXT: 'Бренды', LINK: '/opt/brands/', ITEM_INDEX: 10, ADD_PARAMS: {} },
  { TEXT: 'О компании', LINK: '/opt/about/', ITEM_INDEX: 20, ADD_PARAMS: {} },
  { TEXT: 'Прайс-листы и ПО', LINK: '/opt/price/', ITEM_INDEX: 40, ADD_PARAMS: {} },
  { TEXT: 'Полезная информация', LINK: '/opt/info/', ITEM_INDEX: 50, ADD_PARAMS: {} },
  { TEXT: 'Условия сотрудничества', LINK: '/opt/docs/', ITEM_INDEX: 60, ADD_PARAMS: {} },
];

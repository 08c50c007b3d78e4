/** A top or footer menu entry (doc 1 §3). */
export interface MenuItem {
  TEXT: string;
  LINK: string;
  ITEM_INDEX: number;
  /** Styling hints; the demo sends none. */
  ADD_PARAMS: Record<string, string>;
}

const menu = (entries: readonly (readonly [string, string])[]): readonly MenuItem[] =>
  entries.map(([text, link], index) => ({ TEXT: text, LINK: link, ITEM_INDEX: index, ADD_PARAMS: {} }));

const COMMON: readonly (readonly [string, string])[] = [
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
  ...COMMON,
]);

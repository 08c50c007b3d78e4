import { shellMessages } from '../messages/shell';
import {
  aboutPage,
  brandsPage,
  contactsPage,
  deliveryPage,
  infoPage,
  instructionsPage,
  matsPage,
  newsPage,
  type PortalPathEntry,
  priceListsPage,
  promotionsPage,
  termsPage,
  vinCataloguesPage,
} from './portal-paths';

/** A top or footer menu entry (doc 1 §3: TEXT, LINK, ITEM_INDEX, ADD_PARAMS). */
export interface MenuEntry {
  text: string;
  link: string;
  index: number;
  /** ADD_PARAMS read as a styling hint: the entry stands out (a CLASS naming an accent). */
  accent: boolean;
}

/** The server's entries in the order they are shown: by ITEM_INDEX, ties in the order sent; blank ones dropped. */
export function orderMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries
    .map((entry, position) => ({ entry, position }))
    .filter(({ entry }) => entry.text.trim() !== '' && entry.link.trim() !== '')
    .sort((a, b) => a.entry.index - b.entry.index || a.position - b.position)
    .map(({ entry }) => entry);
}

/** ADD_PARAMS: any value naming an accent (`CLASS: 'accent'`, 'menu-accent') marks the entry. */
export function isAccent(params: Readonly<Record<string, unknown>>): boolean {
  return Object.values(params).some((value) => typeof value === 'string' && /accent/i.test(value));
}

const entries = (items: readonly (readonly [string, PortalPathEntry])[]): MenuEntry[] =>
  items.map(([text, page], index) => ({ text, link: page.pattern, index, accent: false }));

/**
 * The header's entries before the server's menu arrives, and for a visitor (doc 1 §2): Акции,
 * Новости, Доставка, EVA коврики, Поиск по VIN.
 */
export const DEFAULT_TOP_MENU: readonly MenuEntry[] = entries([
  [shellMessages.menu.promotions, promotionsPage],
  [shellMessages.menu.news, newsPage],
  [shellMessages.menu.delivery, deliveryPage],
  [shellMessages.menu.mats, matsPage],
  [shellMessages.menu.vin, vinCataloguesPage],
]);

/** The footer when menurest.list.json fails (doc 1 §2 footer links). */
export const DEFAULT_FOOTER_MENU: readonly MenuEntry[] = entries([
  [shellMessages.footer.instructions, instructionsPage],
  [shellMessages.footer.brands, brandsPage],
  [shellMessages.footer.about, aboutPage],
  [shellMessages.footer.contacts, contactsPage],
  [shellMessages.footer.priceLists, priceListsPage],
  [shellMessages.footer.info, infoPage],
  [shellMessages.footer.terms, termsPage],
]);

/** Where a menu entry's LINK leads: a portal page (routed in the app), another site, or nowhere. */
export type MenuTarget = { path: string } | { url: string } | null;

/** Only portal paths and http(s) addresses are followed; anything else (javascript:, data:) is dropped. */
export function menuTarget(link: string): MenuTarget {
  const value = link.trim();
  if (/^\/(?![/\\])/.test(value)) return { path: value };
  if (/^https?:\/\/[^/\s]/i.test(value)) return { url: value };
  return null;
}

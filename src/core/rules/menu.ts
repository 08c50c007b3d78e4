import { type PortalConfig, readPortalConfig } from '../config';
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
import { safeLinkUrl } from './safe-url';

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

/** Where a LINK from the server leads: a portal page (routed in the app), the API's host, or nowhere. */
type LinkTarget = { path: string } | { url: string } | null;

/**
 * A menu entry's or a banner's LINK through the safe-URL rule (DESIGN "Server HTML"): a portal
 * path is routed in the app; an address on the API's host is followed as it is; anything else
 * (javascript:, data:, other hosts) is dropped.
 */
export function linkTarget(link: string, config: PortalConfig = readPortalConfig()): LinkTarget {
  const url = safeLinkUrl(link, { config });
  if (!url) return null;
  const portal = `${config.portalBase}/`;
  return url.startsWith(portal) ? { path: url.slice(portal.length - 1) } : { url };
}

import type { WireAnswer, WireBasketAdd, WireHeader, WirePageData } from '../../src/core/api/wire-types';
import { CLIENT_TOP_MENU, DEFAULT_TOP_MENU } from '../data/menus';
import { sectionIcon } from '../data/sections';
import { toWireUser } from '../data/users';
import { toKopecks } from '../format';
import type { Caller, DemoApp, DemoDeps } from '../http/context';
import { textField } from '../http/form';
import { PAGES } from '../pages/index';
import { basketHeader } from './basket';

const EMPTY_BASKET = { basket_count_data: { count: 0, price: 0 } };

/** The shell calls of doc 1 §7: page data with the header, and the basket badge. */
export function shellRoutes(app: DemoApp, deps: DemoDeps): void {
  const { sections } = deps.catalogue;
  // The two-level catalogue drop-down; the sections never change, so it is built once.
  const catalogMenu = sections
    .filter((section) => section.parentId === null)
    .map((top) => {
      const children = sections.filter((section) => section.parentId === top.id);
      return {
        ID: String(top.id),
        NAME: top.name,
        src_icon: sectionIcon(top),
        ...(children.length > 0 && {
          second_level: children.map((child) => ({ ID: String(child.id), NAME: child.name })),
        }),
      };
    });

  // The client's saldo today, as personal_sverka_list answers it (docs/server-contract.md, "Header balance").
  const saldo = (login: string) =>
    deps.store.account
      .ledger(login)
      .filter((entry) => entry.date <= deps.now())
      .reduce((sum, entry) => sum + (entry.kind === 'shipment' ? 1 : -1) * toKopecks(entry.amount), 0) / 100;

  const header = (caller: Caller | null): WireHeader => ({
    top_menu: caller ? CLIENT_TOP_MENU : DEFAULT_TOP_MENU,
    catalog_menu: catalogMenu,
    ...(caller ? { saldo: saldo(caller.user.login) } : {}),
    ...(caller ? basketHeader(deps, caller.user.login) : EMPTY_BASKET),
  });

  // Anonymous visitors get the header too (the landing and login pages show it).
  app.post('/rest/backend.page.json', async (c) => {
    const caller = c.get('caller');
    const params = c.get('form');
    const handler = PAGES.get(textField(params, 'page') ?? '');
    // The page first: a page that changes the basket (excel2basket) is in the header it answers.
    const page = handler ? await handler({ params, caller, deps }) : null;
    return c.json({
      result: {
        current_user: caller && toWireUser(caller.user),
        header: header(caller),
        page,
      },
    } satisfies WireAnswer<WirePageData<unknown>>);
  });

  app.post('/rest/backend.basket_count.json', (c) => {
    const caller = c.get('caller');
    return c.json({
      result: { header: caller ? basketHeader(deps, caller.user.login) : EMPTY_BASKET },
    } satisfies WireAnswer<WireBasketAdd>);
  });
}

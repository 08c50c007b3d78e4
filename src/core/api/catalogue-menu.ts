import type { SectionRef } from './catalogue';
import type { ApiClient } from './client';
import { array, envelope, identifier, map, object, optional, string } from './decode';

/** A first-level section of the header's catalogue drop-down with its second level (doc 1 §3). */
export interface CatalogueMenuItem extends SectionRef {
  icon: string | null;
  children: SectionRef[];
}

const sectionRef = map(
  object({ ID: identifier, NAME: string }),
  (wire): SectionRef => ({ id: wire.ID, name: wire.NAME }),
);

const menuItem = map(
  object({
    ID: identifier,
    NAME: string,
    src_icon: optional(string, ''),
    second_level: optional(array(sectionRef), []),
  }),
  (wire): CatalogueMenuItem => ({
    id: wire.ID,
    name: wire.NAME,
    icon: wire.src_icon || null,
    children: wire.second_level,
  }),
);

const menuAnswer = envelope(object({ header: object({ catalog_menu: optional(array(menuItem), []) }) }));

/** The two-level catalogue menu from the shell's page data (backend.page.json, header.catalog_menu). */
export async function loadCatalogueMenu(api: ApiClient, signal?: AbortSignal): Promise<CatalogueMenuItem[]> {
  const answer = await api.call('/rest/backend.page.json', {
    area: 'shell',
    params: { isAuth: 'Y', MENU_TYPE: 'top.front', MENU_DIR: '/opt/' },
    decode: menuAnswer,
    signal,
  });
  return answer.result.header.catalog_menu;
}

import type { SectionRef } from '../domain/catalogue';
import { array, type FieldsOf, identifier, map, object, optional, string } from './decode';
import type { WireCatalogueMenuItem, WireSectionRef } from './wire-types';
import { pictureUrl } from './wire-url';

/** A first-level section of the header's catalogue drop-down with its second level (doc 1 §3). */
export interface CatalogueMenuItem extends SectionRef {
  icon: string | null;
  children: SectionRef[];
}

const sectionRef = map(
  object({ ID: identifier, NAME: string } satisfies FieldsOf<WireSectionRef>),
  (wire): SectionRef => ({ id: wire.ID, name: wire.NAME }),
);

/** header.catalog_menu's item. */
export const catalogueMenuItemWire = map(
  object({
    ID: identifier,
    NAME: string,
    src_icon: pictureUrl,
    second_level: optional(array(sectionRef), []),
  } satisfies FieldsOf<WireCatalogueMenuItem>),
  (wire): CatalogueMenuItem => ({
    id: wire.ID,
    name: wire.NAME,
    icon: wire.src_icon,
    children: wire.second_level,
  }),
);

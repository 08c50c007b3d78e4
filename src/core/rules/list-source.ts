import type { ListKind, ListSource } from '../domain/catalogue';
import { catalogueMessages } from '../messages/catalogue';

/** Catalogue, search, novelties, trends and hits load 50 per page (doc 1 §9). */
export const LIST_PAGE_SIZE = 50;

export const LIST_KINDS = ['novelty', 'trends', 'hits'] as const satisfies readonly ListKind[];

type ListSourceChoice = { ok: true; source: ListSource } | { ok: false; message: string };

const isListKind = (value: string): value is ListKind => LIST_KINDS.some((kind) => kind === value);

/**
 * What a product list shows, from its attributes: a list kind (novelty, trends, hits) wins over a
 * section; a section id is a positive whole number; neither means the whole catalogue.
 */
export function chooseListSource(attributes: {
  sectionId?: string | null;
  kind?: string | null;
}): ListSourceChoice {
  const kind = attributes.kind?.trim() ?? '';
  if (kind !== '') {
    return isListKind(kind)
      ? { ok: true, source: { kind } }
      : { ok: false, message: catalogueMessages.unknownList(kind) };
  }
  const sectionId = attributes.sectionId?.trim() ?? '';
  if (sectionId === '') return { ok: true, source: { kind: 'catalog', sectionId: null } };
  return /^[1-9]\d*$/.test(sectionId)
    ? { ok: true, source: { kind: 'catalog', sectionId } }
    : { ok: false, message: catalogueMessages.badSection(sectionId) };
}

/** A key that changes exactly when the list must start over from another source. */
export function listSourceKey(source: ListSource): string {
  return source.kind === 'catalog' ? `catalog:${source.sectionId ?? ''}` : source.kind;
}

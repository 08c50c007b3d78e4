import type { Catalogue, Product } from './catalogue';
import { type RemotePart, remotePartOf, remoteWorld } from './remote-suppliers';

export type StepSearchType = 'article' | 'description';

export interface StepSearchRequest {
  article: string;
  /** A brand name; '' when none was chosen, 'nobrand' to search every brand without asking. */
  brand: string;
  type: StepSearchType;
}

/** What the search found: parts of the own catalogue and parts only remote suppliers carry. */
export interface StepSearchMatch {
  parts: readonly Product[];
  remoteOnly: readonly RemotePart[];
  softSearch: 'exact' | 'soft' | 'ultra-soft';
  /** Brands the article exists under, when none was chosen and there are several. */
  brandChoice: readonly RemotePart[];
}

const clear = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
const SOFT_LIMIT = 20;
const DESCRIPTION_LIMIT = 50;

function byArticle(
  catalogue: Catalogue,
  test: (article: string) => boolean,
  limit = Number.POSITIVE_INFINITY,
) {
  const world = remoteWorld(catalogue);
  return {
    parts: catalogue.products.filter((product) => test(clear(product.article))).slice(0, limit),
    remoteOnly: world.remoteOnlyParts.filter((part) => test(clear(part.article))).slice(0, limit),
  };
}

function byDescription(catalogue: Catalogue, query: string): StepSearchMatch {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 2);
  const parts =
    words.length === 0
      ? []
      : catalogue.products
          .filter((product) => {
            const name = product.name.toLowerCase();
            return words.every((word) => name.includes(word));
          })
          .slice(0, DESCRIPTION_LIMIT);
  return { parts, remoteOnly: [], softSearch: 'exact', brandChoice: [] };
}

/**
 * The demo's step search: articles compared with separators stripped and lower-cased, a chosen
 * brand restricting them; nothing exact → parts whose article contains the query (soft), then
 * those sharing all but its last two characters (ultra-soft).
 */
export function findForStepSearch(catalogue: Catalogue, request: StepSearchRequest): StepSearchMatch {
  if (request.type === 'description') return byDescription(catalogue, request.article);
  const wanted = clear(request.article);
  if (wanted === '') return { parts: [], remoteOnly: [], softSearch: 'exact', brandChoice: [] };
  const exact = byArticle(catalogue, (article) => article === wanted);
  const brand = request.brand === 'nobrand' ? '' : clear(request.brand);
  const ofBrand = <T extends { brand: string }>(items: readonly T[]) =>
    brand === '' ? items : items.filter((item) => clear(item.brand) === brand);
  const parts = ofBrand(exact.parts);
  const remoteOnly = ofBrand(exact.remoteOnly);
  if (parts.length + remoteOnly.length > 0) {
    const all = [...parts.map(remotePartOf), ...remoteOnly];
    const brands = new Map(all.map((part) => [clear(part.brand), part]));
    return {
      parts,
      remoteOnly,
      softSearch: 'exact',
      brandChoice: request.brand === '' && brands.size > 1 ? [...brands.values()] : [],
    };
  }
  if (wanted.length >= 3) {
    const soft = byArticle(catalogue, (article) => article.includes(wanted), SOFT_LIMIT);
    if (soft.parts.length + soft.remoteOnly.length > 0)
      return { ...soft, softSearch: 'soft', brandChoice: [] };
  }
  if (wanted.length >= 5) {
    const stem = wanted.slice(0, -2);
    const ultra = byArticle(catalogue, (article) => article.startsWith(stem), SOFT_LIMIT);
    if (ultra.parts.length + ultra.remoteOnly.length > 0)
      return { ...ultra, softSearch: 'ultra-soft', brandChoice: [] };
  }
  return { parts: [], remoteOnly: [], softSearch: 'exact', brandChoice: [] };
}

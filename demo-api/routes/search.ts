import type {
  WireAnswer,
  WireHighlight,
  WireQuickSearch,
  WireQuickSearchHit,
} from '../../src/core/api/wire-types';
import type { DemoApp, DemoDeps } from '../http/context';
import { withCaller } from '../http/context';
import { textField } from '../http/form';
import { suggestParts, type Variant } from '../search/engine';
import { highlightArticle, highlightName } from '../search/highlight';

/** Hits the header's search box shows. */
export const QUICK_SEARCH_LIMIT = 10;

/** The highlight field of a title matched through each variant of the query (doc 1 §3 "Quick-search hit"). */
const TITLE_FIELDS: Record<Variant, keyof WireHighlight> = {
  typed: 'title2quick',
  ru2lat: 'title2quick_ru2lat',
  lat2ru: 'title2quick_lat2ru',
};

/** backend.quicksearch.json (doc 1 §7): needs a token, as the company's server does. */
export function searchRoutes(app: DemoApp, deps: DemoDeps): void {
  app.post(
    '/rest/backend.quicksearch.json',
    withCaller((c) => {
      const query = (textField(c.get('form'), 'search_query') ?? '').trim();
      const suggestions =
        query === '' ? [] : suggestParts(deps.catalogue.products, query, QUICK_SEARCH_LIMIT);
      const products = suggestions.map(({ product, score, variant, articleMatch, nameQueryWords }) => {
        const title = nameQueryWords.length > 0 ? highlightName(product.name, nameQueryWords) : null;
        const article = articleMatch ? highlightArticle(product.article, articleMatch) : null;
        return {
          _id: String(product.id),
          _score: score,
          _source: { article: product.article, brand: product.brand, title: product.name },
          highlight: {
            ...(title && { [TITLE_FIELDS[variant]]: [title] }),
            ...(article && { articleForSearch: [article] }),
          },
        } satisfies WireQuickSearchHit;
      });
      return c.json({ result: { products } } satisfies WireAnswer<WireQuickSearch>);
    }),
  );
}

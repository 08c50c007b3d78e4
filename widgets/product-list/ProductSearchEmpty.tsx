import {
  type SearchRequest,
  searchPageMessages,
  searchPagePath,
  stepSearchMessages,
} from '@portal/core/search';
import { searchTypeOf } from '@portal/core/session';
import { outlinedAction, PortalLink, useSession } from '@portal/ui';
import * as css from './ProductSearch.css';

interface ProductSearchEmptyProps {
  request: SearchRequest;
  /** Nothing at all was found (else only nothing in stock). */
  nothing: boolean;
}

/**
 * Nothing (in stock) for the query: the spec's text, the advice to change the query or to search by
 * name — 'Искать по названию' switches the remembered type and searches again. (The remote suppliers
 * are offered above the results, whatever was found.)
 */
export function ProductSearchEmpty({ request, nothing }: ProductSearchEmptyProps) {
  const session = useSession();
  return (
    <div className={css.empty} part="empty">
      <p className={css.emptyTitle}>
        {nothing ? stepSearchMessages.nothingFound : searchPageMessages.noneInStock}
      </p>
      <p className={css.emptyAdvice}>
        {request.type === 'description'
          ? stepSearchMessages.changeQuery
          : stepSearchMessages.nothingFoundAdvice}
      </p>
      {request.type !== 'description' && (
        <PortalLink
          path={searchPagePath({ query: request.query, type: 'description' })}
          className={outlinedAction}
          part="search-by-name"
          onClick={() => searchTypeOf(session).set('description')}
        >
          {stepSearchMessages.searchByName}
        </PortalLink>
      )}
    </div>
  );
}

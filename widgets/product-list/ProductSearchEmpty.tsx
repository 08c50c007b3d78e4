import {
  articleSearchPath,
  type SearchRequest,
  searchPageMessages,
  searchPagePath,
  stepSearchMessages,
} from '@portal/core/search';
import { PortalLink, useSession } from '@portal/ui';
import * as css from './ProductSearch.css';

export interface ProductSearchEmptyProps {
  request: SearchRequest;
  /** Nothing at all was found (else only nothing in stock). */
  nothing: boolean;
  offerRemoteSuppliers: boolean;
}

/**
 * Nothing (in stock) for the query: the spec's text, the advice to change the query or to search by
 * name — 'Искать по названию' switches the remembered type and searches again — and, for an article,
 * the remote suppliers.
 */
export function ProductSearchEmpty({ request, nothing, offerRemoteSuppliers }: ProductSearchEmptyProps) {
  const session = useSession();
  return (
    <div className={css.empty} role="status" part="empty">
      <p className={css.emptyTitle}>
        {nothing ? stepSearchMessages.nothingFound : searchPageMessages.noneInStock}
      </p>
      <p className={css.emptyAdvice}>
        {request.type === 'description'
          ? stepSearchMessages.changeQuery
          : stepSearchMessages.nothingFoundAdvice}
      </p>
      <div className={css.actions}>
        {request.type !== 'description' && (
          <PortalLink
            path={searchPagePath({ query: request.query, type: 'description' })}
            className={css.button}
            part="search-by-name"
            onClick={() => session.$searchType.set('description')}
          >
            {stepSearchMessages.searchByName}
          </PortalLink>
        )}
        {offerRemoteSuppliers && (
          <PortalLink
            path={articleSearchPath({ article: request.query, brand: request.brand })}
            className={css.button}
            part="remote-suppliers"
          >
            {searchPageMessages.remoteSuppliers}
          </PortalLink>
        )}
      </div>
    </div>
  );
}

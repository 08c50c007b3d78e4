import { readSearchRequest, searchPageMessages } from '@portal/core/search';
import { ProductList } from '@portal/widgets/product-list';
import { useSearchParams } from 'react-router';
import * as page from '../pages/Page.css';

/** /search/?q=…&type=…&brand=… (doc 1 §2): the product list's search results for the route's query. */
export function SearchPage() {
  const [params] = useSearchParams();
  const request = readSearchRequest(params);
  return (
    <>
      <h1 className={page.title}>{searchPageMessages.title(request.query)}</h1>
      <ProductList q={request.query} searchType={request.type} brand={request.brand} urlParams="" />
    </>
  );
}

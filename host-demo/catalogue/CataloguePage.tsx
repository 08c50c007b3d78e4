import { cataloguePageMessages, type ListKind } from '@portal/core/catalogue';
import { ProductList } from '@portal/widgets/product-list';
import { useLocation, useParams } from 'react-router';
import * as page from '../pages/Page.css';
import { usePageName } from '../shell/usePageName';
import { CatalogueIndex } from './CatalogueIndex';
import { useCatalogueMenu } from './useCatalogueMenu';

/**
 * /catalog/{sectionId}: the section's name over the product list, its filters, sort and place in the
 * address; /catalog: the sections to pick from.
 */
export function CataloguePage() {
  const { sectionId } = useParams();
  // Each history entry its own list, read from its address: Back to this page starts the list at
  // the place it was left (the widget replaces the address as the client goes).
  const { key } = useLocation();
  const menu = useCatalogueMenu();
  const section = menu.items
    .flatMap((item) => [item, ...item.children])
    .find((item) => item.id === sectionId);
  const heading = usePageName(section?.name);
  return (
    <>
      <h1 className={page.title}>{heading}</h1>
      {sectionId ? <ProductList key={key} sectionId={sectionId} urlParams="" /> : <CatalogueIndex />}
    </>
  );
}

/** /opt/novinki/, /opt/trends/, /opt/hits/. */
function MarkedListPage({ kind }: { kind: ListKind }) {
  return (
    <>
      <h1 className={page.title}>{cataloguePageMessages.listTitles[kind]}</h1>
      <ProductList kind={kind} />
    </>
  );
}

export const NoveltiesPage = () => <MarkedListPage kind="novelty" />;
export const TrendsPage = () => <MarkedListPage kind="trends" />;
export const HitsPage = () => <MarkedListPage kind="hits" />;

import type { AreaPages } from '../pages';
import { lazyPage } from './lazyPage';

const pages = () => import('./VinPages');

/** The online VIN catalogues (doc 2 §2.18), each page fetched when its route is first opened. */
export const vinPages = {
  vinCatalogues: lazyPage(() => pages().then((module) => module.VinCataloguesPage)),
  vinCatalogue: lazyPage(() => pages().then((module) => module.VinCataloguePage)),
  vinVehicles: lazyPage(() => pages().then((module) => module.VinVehiclesPage)),
  vinByVin: lazyPage(() => pages().then((module) => module.VinByVinPage)),
  vinGroups: lazyPage(() => pages().then((module) => module.VinGroupsPage)),
  vinUnit: lazyPage(() => pages().then((module) => module.VinUnitPage)),
} satisfies AreaPages;

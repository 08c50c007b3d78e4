import { retryableLazy } from '../lazyPage';
import type { AreaPages } from '../pages';

const pages = () => import('./VinPages');

/**
 * The online VIN catalogues (doc 2 §2.18), each page fetched when its route is first opened (the
 * portal's frame says 'Загрузка…' meanwhile).
 */
export const vinPages = {
  vinCatalogues: retryableLazy(() => pages().then((module) => module.VinCataloguesPage)),
  vinCatalogue: retryableLazy(() => pages().then((module) => module.VinCataloguePage)),
  vinVehicles: retryableLazy(() => pages().then((module) => module.VinVehiclesPage)),
  vinByVin: retryableLazy(() => pages().then((module) => module.VinByVinPage)),
  vinGroups: retryableLazy(() => pages().then((module) => module.VinGroupsPage)),
  vinUnit: retryableLazy(() => pages().then((module) => module.VinUnitPage)),
} satisfies AreaPages;

/**
 * Every route of the portal, from both route tables of the spec (doc 1 §2, doc 2 §2.1), written
 * once. The host builds its router from this table, the guard reads who may see each page, and
 * every link in widgets and pages is made by `portalPath`.
 *
 * Patterns use the router's syntax: `:name` is a segment, `:name?` an optional one.
 */
import { PAGE_TITLES as titles } from '../messages/shell';
import {
  basketPage,
  landingPage,
  loginPage,
  type PathGuard,
  type PortalPathEntry,
  page,
} from './portal-page';

export { basketPage, landingPage, loginPage, type PathGuard, type PortalPathEntry };

/** A content page: signed-in, its calls in the shell area. */
const content = <const P extends string>(pattern: P): PortalPathEntry<P> => ({
  pattern,
  guard: 'signed-in',
  area: 'shell',
});

export const homePage = content('/');
export const landingNewsPage = page('/unauth/news/:id', 'public', 'shell');
export const notFoundPage = page('/404/', 'public');
const reviewsPage = page('/reviews/', 'public');
export const basketUploadPage = page('/personal/excel2basket/');
export const cataloguePage = page('/catalog');
export const catalogueSectionPage = page('/catalog/:sectionId');
export const productPage = page('/product/:productId');
export const searchPage = page('/search/');
export const stepSearchPage = page('/searchallsourcessteps/');
export const noveltiesPage = page('/opt/novinki/');
export const trendsPage = page('/opt/trends/');
export const hitsPage = page('/opt/hits/');
export const promotionsPage = content('/opt/actions/');
export const promotionPage = content('/opt/actions/:code/');
export const newsPage = content('/opt/news/');
export const newsItemPage = content('/opt/news/:id/');
export const infoPage = content('/opt/info/');
export const infoItemPage = content('/opt/info/:code/');
export const brandsPage = content('/opt/brands/');
export const brandPage = content('/opt/brands/:code/');
// What the landing page tells a visitor about the company (contacts, delivery, about) is public
// on its own pages too: the footer's links lead there rather than to the anonymous dialog.
export const contactsPage = page('/opt/contacts/', 'public', 'shell');
export const deliveryPage = page('/opt/delivery/', 'public', 'shell');
export const aboutPage = page('/opt/about/', 'public', 'shell');
export const instructionsPage = content('/opt/instructions/');
export const termsPage = content('/opt/docs/');
export const priceListsPage = content('/opt/price/');
export const personalInfoPage = page('/personal/info/');
export const documentsPage = page('/personal/docs/');
export const ordersPage = page('/personal/orderlist/');
export const orderPage = page('/personal/order/detail/:orderId/');
export const priceListSubscriptionPage = page('/personal/pricelist/');
export const personalDeliveryPage = page('/personal/delivery/');
export const changePasswordPage = page('/personal/changepass/');
export const settlementsPage = page('/personal/sverka/');
export const portalNewsPage = page('/personal/news/');
export const portalNewsItemPage = page('/personal/news/:code/');
export const matsPage = page('/opt/carpetelli/');
export const matConstructorPage = page(
  '/opt/carpetelli/constructor/:dec/:transmiss?/:typemat?/:material?/:complect?/:clmat?/:cledg?/:nameplate?/:under_heel?',
);
export const vinCataloguesPage = page('/laximo-catalogs/');
export const vinCataloguePage = page('/laximo-catalog/:code/:ssd?/');
export const vinVehiclesPage = page('/laximo-vehicles/:code/:ssd/');
export const vinGroupsPage = page('/laximo-qgroups/:code/:vid/:ssd/');
export const vinUnitPage = page('/laximo-unit/:code/:vid/:uid/:gid/:cid/:ssd/');
export const vinByVinPage = page('/laximo-vin/:identstring/');

/**
 * A page of the route table: its path entry, its document title (before ' — Автодеталь', WCAG
 * 2.4.2: a text of messages/, most often the page's heading) and the addresses of it the demo
 * portal serves with the demo API's data, which the accessibility survey opens
 * (e2e/a11y-everywhere.test.ts). A page with parameters names its addresses; one without is its
 * pattern unless it names others.
 */
export interface PortalRoute<P extends string = string> extends PortalPathEntry<P> {
  readonly title: string;
  readonly demo: readonly string[];
}

// Pure: a widget that links to one page keeps that page's entry, never the table.
const route = /* @__NO_SIDE_EFFECTS__ */ <const P extends string>(
  entry: PortalPathEntry<P>,
  title: string,
  ...[demo]: P extends `${string}:${string}` ? [demo: readonly string[]] : [demo?: readonly string[]]
): PortalRoute<P> => ({ ...entry, title, demo: demo ?? [entry.pattern] });

/** The catalogue service's ssd of the demo's Volkswagen Polo (demo-api/data/laximo/ssd.ts writes it so). */
const POLO_SSD = {
  catalogue: 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fX0',
  vehicle: 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSJ9',
  unit: 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSIsInUiOiIzMTAxIn0',
};

/**
 * The route table: every page by name. The host's router, the guard, the document title and the
 * accessibility survey read it; a link names its page directly (`portalPath(ordersPage)`).
 */
export const PORTAL_PATHS = {
  home: route(homePage, titles.home),
  login: route(loginPage, titles.login),
  landing: route(landingPage, titles.landing),
  landingNews: route(landingNewsPage, titles.landingNews, ['/unauth/news/401']),
  notFound: route(notFoundPage, titles.notFound),
  reviews: route(reviewsPage, titles.reviews, [
    '/reviews/?direction=Липецк&client=ООО&saledate=20.11.2024&salenumber=1',
  ]),
  basket: route(basketPage, titles.basket),
  basketUpload: route(basketUploadPage, titles.basketUpload),
  catalogue: route(cataloguePage, titles.catalogue),
  catalogueSection: route(catalogueSectionPage, titles.catalogueSection, ['/catalog/41', '/catalog/11']),
  product: route(productPage, titles.product, ['/product/1001']),
  search: route(searchPage, titles.search, [
    '/search/?q=GDB1550&type=article',
    '/search/?q=масляный%20фильтр&type=name',
  ]),
  stepSearch: route(stepSearchPage, titles.stepSearch, [
    '/searchallsourcessteps/?q=0%20986%20494%20524&brand=BOSCH&type=article',
  ]),
  novelties: route(noveltiesPage, titles.novelties),
  trends: route(trendsPage, titles.trends),
  hits: route(hitsPage, titles.hits),
  promotions: route(promotionsPage, titles.promotions),
  promotion: route(promotionPage, titles.promotion, ['/opt/actions/bosch-brakes/']),
  news: route(newsPage, titles.news),
  newsItem: route(newsItemPage, titles.newsItem, ['/opt/news/403/']),
  info: route(infoPage, titles.info),
  infoItem: route(infoItemPage, titles.infoItem, ['/opt/info/brake-pads-choice/']),
  brands: route(brandsPage, titles.brands),
  brand: route(brandPage, titles.brand, ['/opt/brands/fenox/']),
  contacts: route(contactsPage, titles.contacts),
  delivery: route(deliveryPage, titles.delivery),
  about: route(aboutPage, titles.about),
  instructions: route(instructionsPage, titles.instructions),
  terms: route(termsPage, titles.terms),
  priceLists: route(priceListsPage, titles.priceLists),
  personalInfo: route(personalInfoPage, titles.personalInfo),
  documents: route(documentsPage, titles.documents),
  orders: route(ordersPage, titles.orders),
  order: route(orderPage, titles.order, ['/personal/order/detail/911/']),
  priceListSubscription: route(priceListSubscriptionPage, titles.priceListSubscription),
  personalDelivery: route(personalDeliveryPage, titles.personalDelivery),
  changePassword: route(changePasswordPage, titles.changePassword),
  settlements: route(settlementsPage, titles.settlements),
  portalNews: route(portalNewsPage, titles.portalNews),
  portalNewsItem: route(portalNewsItemPage, titles.portalNewsItem, ['/personal/news/order-from-file/']),
  mats: route(matsPage, titles.mats),
  matConstructor: route(matConstructorPage, titles.matConstructor, [
    '/opt/carpetelli/constructor/EVA-01012/',
    '/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw/3/6/701/-',
  ]),
  vinCatalogues: route(vinCataloguesPage, titles.vinCatalogues),
  vinCatalogue: route(vinCataloguePage, titles.vinCatalogue, ['/laximo-catalog/KIA201909/']),
  vinVehicles: route(vinVehiclesPage, titles.vinVehicles, [
    `/laximo-vehicles/VW201911/${POLO_SSD.catalogue}/`,
  ]),
  vinGroups: route(vinGroupsPage, titles.vinGroups, [
    `/laximo-qgroups/VW201911/401/${POLO_SSD.vehicle}/?gid=311`,
  ]),
  vinUnit: route(vinUnitPage, titles.vinUnit, [`/laximo-unit/VW201911/401/3101/311/30/${POLO_SSD.unit}/`]),
  vinByVin: route(vinByVinPage, titles.vinByVin, ['/laximo-vin/XW8ZZZ61ZBG123456/']),
} as const;

export type PortalPathName = keyof typeof PORTAL_PATHS;

/** The parameters of a pattern, optional ones marked, as a type. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?`
  ? { [K in Optional]?: string | number }
  : { [K in Name]: string | number };

/** Query parameters of a link; `null` and `undefined` ones are left out. */
type PathQuery = Readonly<Record<string, string | number | null | undefined>>;

type PathArgs<P extends string> = P extends `${string}:${string}`
  ? [params: ParamsOf<P>, query?: PathQuery]
  : [params?: Record<string, never>, query?: PathQuery];

/**
 * The path of a portal page: `portalPath(productPage, { productId: 5 })` is '/product/5'.
 * Parameters are URI-encoded; a missing optional one ends the path there (the router's optional
 * segments); query values that are `null` or `undefined` are left out.
 */
export function portalPath<P extends string>(
  page: PortalPathEntry<P>,
  ...[params, query]: PathArgs<P>
): string {
  const values: Readonly<Record<string, string | number | undefined>> = params ?? {};
  let ended = false;
  const path = page.pattern.replace(/\/:(\w+)(\??)/g, (_, name: string, optional: string) => {
    const value = ended ? undefined : values[name];
    if (value !== undefined && value !== '') return `/${encodeURIComponent(value)}`;
    if (!optional) throw new Error(`${page.pattern} needs :${name}`);
    ended = true;
    return '';
  });
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([key, value]) => (value == null ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** A pattern as a regular expression over a pathname (the trailing slash optional, as the router does). */
function matcher(pattern: string): RegExp {
  const body = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment, index) => {
      if (index === 0) return '';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

// Made on first use: a widget that only links to a page must not carry the whole table.
let matchers: (readonly [PortalPathName, RegExp])[] | undefined;

/** The route a pathname belongs to, or `null` for an unknown path. */
export function matchPortalPath(pathname: string): PortalPathName | null {
  matchers ??= Object.entries(PORTAL_PATHS).map(
    ([name, entry]) => [name as PortalPathName, matcher(entry.pattern)] as const,
  );
  return matchers.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/** Where a successful sign-in leads (doc 2 §2.10). */
export const AFTER_LOGIN_PATH = /* @__PURE__ */ portalPath(homePage, {}, { from: 'login' });

/** The company request form on the landing page (doc 1 §2); a literal, so that the runtime keeps nothing of the landing page's entry for it. */
export const COMPANY_REQUEST_PATH = '/unauth/#formCompanyRequest';

export function isPublicRoute(pathname: string): boolean {
  const name = matchPortalPath(pathname);
  return name !== null && PORTAL_PATHS[name].guard === 'public';
}

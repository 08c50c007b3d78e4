// Type tests of the package as a site's TypeScript sees it after `npm install portal-widgets`:
// e2e/package.test.ts copies this file beside the unpacked tarball and runs tsc over it. Each
// `@ts-expect-error` must meet an error, so the types are checked both ways.
import { configure } from 'portal-widgets';
import PortalBasketBadgeDefault, { type PortalBasketBadge } from 'portal-widgets/basket-badge';
import manifest from 'portal-widgets/custom-elements.json';
import { PortalProductList } from 'portal-widgets/product-list/element';
import type {} from 'portal-widgets/react';
import type {
  HeaderBasket,
  PortalEventMap,
  PortalStepSearch,
  PortalWidgetsGlobal,
} from 'portal-widgets/types';
import type { JSX } from 'react';
// Every widget's tag, written beside this file from widgets/registry.ts by e2e/package.test.ts.
import { TAGS } from './tags';

// Every tag is in the tag map and in React's JSX.
export const tags = TAGS satisfies readonly (keyof HTMLElementTagNameMap & keyof JSX.IntrinsicElements)[];
// @ts-expect-error a tag no widget has
const unknownTag: keyof HTMLElementTagNameMap = 'portal-unknown';

// The tag map: each tag gives its class, with a string property per attribute.
const badge: PortalBasketBadge = document.createElement('portal-basket-badge');
const sameClass: typeof PortalBasketBadge = PortalBasketBadgeDefault;
const label: string | null = badge.label;
// @ts-expect-error a property mirrors an attribute: a string
badge.label = 3;
const list = document.querySelector('portal-product-list');
const sectionId: string | null | undefined = list?.sectionId;
// @ts-expect-error the product list has no `section` property
list?.section;
const search: PortalStepSearch = document.createElement('portal-step-search');
// @ts-expect-error a basket badge is not a step search
const notSearch: PortalStepSearch = document.createElement('portal-basket-badge');
const ListClass: CustomElementConstructor = PortalProductList;
// Typed properties: unions, as the element converts them. The mat constructor has no markup: a
// partner's markup is in its key's record on the server.
const mats = document.createElement('portal-mat-constructor');
// @ts-expect-error no markup property
mats.markup = 10;
const view: 'catalogues' | 'catalogue' | 'vehicles' | 'vin' | 'groups' | 'unit' | null | undefined =
  document.querySelector('portal-vin-catalogue')?.view;
// @ts-expect-error the step search has no advanced search
document.createElement('portal-step-search').type = 'advanced';

// The event map: every `portal-*` event with its detail, on elements, the document and the window.
badge.addEventListener('portal-basket-change', (event) => {
  const basket: HeaderBasket = event.detail;
  basket.count.toFixed();
});
// @ts-expect-error the basket's detail has no `total`
badge.addEventListener('portal-basket-change', (event) => event.detail.total);
// The previous version's `portal:*` names are still typed (deprecated, sent for one version).
document.addEventListener('portal:basket-change', (event) => event.detail.count.toFixed());
document.addEventListener('portal-navigate', (event) => {
  event.preventDefault();
  const path: string = event.detail.path;
  return path;
});
window.addEventListener('portal-search', (event) => {
  const type: 'article' | 'description' | 'advanced' | 'kod' = event.detail.type;
  return type;
});
list?.addEventListener('portal-add-to-basket', (event) => {
  const detail: PortalEventMap['portal-add-to-basket'] = event.detail;
  // @ts-expect-error a mat set's quantity is no number: narrow first
  detail.quantity.toFixed();
  if (!('type' in detail)) detail.quantity.toFixed();
  else detail.mats.map((mat) => mat.QTY);
});

// The loader's global, and the same configure() from the package's root.
const widgets: PortalWidgetsGlobal | undefined = window.PortalWidgets;
configure({ apiBase: 'https://api.example.ru' });
// @ts-expect-error configure() takes the configuration's keys
configure({ api: 'https://api.example.ru' });
widgets?.configure({ apiBase: 'https://api.example.ru', portalBase: 'https://portal.example.ru' });
// @ts-expect-error apiBase is a URL string
widgets?.configure({ apiBase: 1 });

// React's JSX: each tag's attributes (of their types) and `on` + the name of each event it sends.
const header = (
  <header>
    <portal-quick-search placeholder="Артикул" onportal-search={(event) => event.detail.query.trim()} />
    <portal-basket-badge label="Заказ" onportal-basket-change={(event) => event.detail.price.toFixed(2)} />
    <portal-product-list section-id="12" type="article" />
    <portal-mat-constructor onportal-add-to-basket={(event) => event.detail} />
    <portal-product-list kind="hits" />
    <portal-vin-catalogue view="unit" code="AU" />
  </header>
);
// @ts-expect-error the badge has no kind attribute (TypeScript lets any name with a hyphen through)
const wrongAttribute = <portal-basket-badge kind="hits" />;
// @ts-expect-error the basket's detail has no `total`
const wrongDetail = <portal-basket-badge onportal-basket-change={(event) => event.detail.total} />;
// @ts-expect-error section-id is a string
const notString = <portal-product-list section-id={12} />;
// @ts-expect-error kind is one of the marked lists
const wrongKind = <portal-product-list kind="sale" />;
// @ts-expect-error no markup attribute
const markupText = <portal-mat-constructor markup="10" />;

// The manifest is importable as JSON.
const schemaVersion: string = manifest.schemaVersion;

export const checked = [
  unknownTag,
  sameClass,
  label,
  sectionId,
  search,
  notSearch,
  ListClass,
  header,
  wrongAttribute,
  wrongDetail,
  notString,
  wrongKind,
  markupText,
  mats,
  view,
  schemaVersion,
];

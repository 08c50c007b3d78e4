// Type tests of `portal-widgets/svelte` as a Svelte 5 site's TypeScript sees it (e2e/package.test.ts
// runs tsc over it beside the unpacked tarball): each tag's attributes of their types and
// `on` + the name of each event it sends.
import type {} from 'portal-widgets/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
// Every widget's tag, written beside this file from widgets/registry.ts by e2e/package.test.ts.
import { TAGS } from './tags';

export const tags = TAGS satisfies readonly (keyof SvelteHTMLElements)[];
type Tag = Extract<keyof SvelteHTMLElements, `portal-${string}`>;
// @ts-expect-error a tag no widget has
const unknownTag: Tag = 'portal-unknown';

const badge: SvelteHTMLElements['portal-basket-badge'] = {
  label: 'Заказ',
  class: 'header-basket',
  'onportal-basket-change': (event) => event.detail.count.toFixed(),
};
const list: SvelteHTMLElements['portal-product-list'] = { 'section-id': '12', kind: 'hits' };
// @ts-expect-error kind is one of the marked lists
const wrongKind: SvelteHTMLElements['portal-product-list'] = { kind: 'sale' };
// @ts-expect-error section-id is a string
const notString: SvelteHTMLElements['portal-product-list'] = { 'section-id': 12 };
const wrongDetail: SvelteHTMLElements['portal-basket-badge'] = {
  // @ts-expect-error the basket's detail has no `total`
  'onportal-basket-change': (event) => event.detail.total,
};

export const checked = [unknownTag, badge, list, wrongKind, notString, wrongDetail];

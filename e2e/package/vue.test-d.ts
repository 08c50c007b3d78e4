// Type tests of `portal-widgets/vue` as a Vue site's TypeScript sees it (e2e/package.test.ts runs tsc
// over it beside the unpacked tarball): each tag is a global component, with its attributes of their
// types and a handler per event it sends, named as Vue's template compiler binds `@portal-*`.
import type {} from 'portal-widgets/vue';
import type { GlobalComponents } from 'vue';
// Every widget's tag, written beside this file from widgets/registry.ts by e2e/package.test.ts.
import { TAGS } from './tags';

/** What a template may give a tag: its component's props. */
type TemplateProps<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const tags = TAGS satisfies readonly (keyof GlobalComponents)[];
// @ts-expect-error a tag no widget has
const unknownTag: keyof GlobalComponents = 'portal-unknown';

const badge: TemplateProps<'portal-basket-badge'> = {
  label: 'Заказ',
  onPortalBasketChange: (event) => event.detail.count.toFixed(),
};
const list: TemplateProps<'portal-product-list'> = { 'section-id': '12', kind: 'hits', type: 'article' };
// @ts-expect-error kind is one of the marked lists
const wrongKind: TemplateProps<'portal-product-list'> = { kind: 'sale' };
// @ts-expect-error a view the VIN catalogue has not
const wrongView: TemplateProps<'portal-vin-catalogue'> = { view: 'map' };
const wrongDetail: TemplateProps<'portal-basket-badge'> = {
  // @ts-expect-error the basket's detail has no `total`
  onPortalBasketChange: (event) => event.detail.total,
};
const search: TemplateProps<'portal-quick-search'> = {
  onPortalSearch: (event) => event.detail.query.trim(),
};

export const checked = [unknownTag, badge, list, wrongKind, wrongView, wrongDetail, search];

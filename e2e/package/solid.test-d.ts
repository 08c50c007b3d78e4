// Type tests of `portal-widgets/solid` as a Solid site's TypeScript sees it (e2e/package.test.ts runs
// tsc over it beside the unpacked tarball): each tag's attributes of their types and `on:` + the name
// of each event it sends.
import type {} from 'portal-widgets/solid';
import type { JSX } from 'solid-js';
// Every widget's tag, written beside this file from widgets/registry.ts by e2e/package.test.ts.
import { TAGS } from './tags';

export const tags = TAGS satisfies readonly (keyof JSX.IntrinsicElements)[];
type Tag = Extract<keyof JSX.IntrinsicElements, `portal-${string}`>;
// @ts-expect-error a tag no widget has
const unknownTag: Tag = 'portal-unknown';

const badge: JSX.IntrinsicElements['portal-basket-badge'] = {
  label: 'Заказ',
  'on:portal-basket-change': (event) => event.detail.count.toFixed(),
};
const catalogue: JSX.IntrinsicElements['portal-vin-catalogue'] = { view: 'unit', code: 'AU' };
// @ts-expect-error a view the VIN catalogue has not
const wrongView: JSX.IntrinsicElements['portal-vin-catalogue'] = { view: 'map' };
// @ts-expect-error type is article or description
const wrongType: JSX.IntrinsicElements['portal-step-search'] = { type: 'advanced' };
const wrongDetail: JSX.IntrinsicElements['portal-basket-badge'] = {
  // @ts-expect-error the basket's detail has no `total`
  'on:portal-basket-change': (event) => event.detail.total,
};

export const checked = [unknownTag, badge, catalogue, wrongView, wrongType, wrongDetail];

/**
 * Every widget the project ships, named once. The loader, the build, the size budgets and the
 * README's table are derived from this list: adding a widget is its folder and one line here.
 */
export interface WidgetRegistration {
  /** The folder under widgets/ and the bundle /widgets/NAME.js; the tag is `portal-NAME`. */
  readonly name: string;
  /**
   * Gzip budget, in KB, of the widget's own files on top of the shared runtime (`npm run size`);
   * `null` for the widgets whose budget is a whole page's (the badge's and the CMS header's).
   */
  readonly budgetKb: number | null;
  /** Imports the widget's entry, which defines its tag. */
  readonly load: () => Promise<unknown>;
}

export const WIDGETS = [
  { name: 'basket-badge', budgetKb: null, load: () => import('./basket-badge/entry') },
  { name: 'product-list', budgetKb: 15, load: () => import('./product-list/entry') },
  { name: 'quick-search', budgetKb: null, load: () => import('./quick-search/entry') },
  { name: 'step-search', budgetKb: 15, load: () => import('./step-search/entry') },
  { name: 'basket-checkout', budgetKb: 15, load: () => import('./basket-checkout/entry') },
  { name: 'basket-upload', budgetKb: 8, load: () => import('./basket-upload/entry') },
] as const satisfies readonly WidgetRegistration[];

export type WidgetName = (typeof WIDGETS)[number]['name'];

export function tagOf(name: string): `portal-${string}` {
  return `portal-${name}`;
}

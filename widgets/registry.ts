/**
 * Every widget the project ships, named once. The build (and the loader it writes), the size
 * budgets and the README's table are derived from this list: adding a widget is its folder and one
 * line here.
 */
interface WidgetRegistration {
  /** The folder under widgets/ and the bundle /widgets/NAME.js; the tag is `portal-NAME`. */
  readonly name: string;
  /**
   * Gzip budget, in KB, of the widget's own files on top of the shared runtime (`npm run size`);
   * `null` for the widgets whose budget is a whole page's (the badge's and the CMS header's).
   */
  readonly budgetKb: number | null;
}

export const WIDGETS = [
  { name: 'basket-badge', budgetKb: null },
  { name: 'product-list', budgetKb: 21 },
  { name: 'quick-search', budgetKb: null },
  { name: 'step-search', budgetKb: 21.5 },
  { name: 'basket-checkout', budgetKb: 17 },
  // 8 KB until issue 44 (8.67 KB measured, rounded up to a half KB): the pasted list's field on the
  // first screen (its reader and messages are fetched when a list is first checked) and the review's
  // notes on articles found without their leading zeros or with a brand.
  { name: 'basket-upload', budgetKb: 9 },
  { name: 'mat-constructor', budgetKb: 16 },
  { name: 'vin-catalogue', budgetKb: 20 },
] as const satisfies readonly WidgetRegistration[];

export type WidgetName = (typeof WIDGETS)[number]['name'];

export { tagOf } from './tags';

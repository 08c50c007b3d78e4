/**
 * Every widget the project ships, named once. The build (and the loader it writes), the size
 * budgets, the package's exports, the README's table and the strict host page follow this list:
 * adding a widget is its folder and one line here (then `npm run lists` writes the exports and the
 * table).
 */
interface WidgetRegistration {
  /** The folder under widgets/ and the bundle /widgets/NAME.js; the tag is `portal-NAME`. */
  readonly name: string;
  /** What the README's table calls it. */
  readonly label: string;
  /**
   * Gzip budget, in KB, of a page that shows this widget alone (`demo`): every file it downloads
   * from /widgets/, signed in, until drawn and idle, as `npm run size` measures it in Chromium.
   */
  readonly budgetKb: number;
  /**
   * The widget on a demo page of its own: its attributes, and what it shows once it has drawn its
   * data (a selector inside its shadow root). `npm run size` and the strict host page show it so.
   */
  readonly demo: { readonly attributes: Readonly<Record<string, string>>; readonly drawn: string };
}

export const WIDGETS = [
  {
    name: 'basket-badge',
    label: 'Basket badge',
    // Issue 40's cap, signed in: it downloads 15.71, signed in or out (the figure plus 0.5 KB would pass it).
    budgetKb: 16,
    demo: { attributes: {}, drawn: '[part~="count"]' },
  },
  {
    name: 'product-list',
    label: 'Product list',
    budgetKb: 37,
    demo: { attributes: { kind: 'hits' }, drawn: '[part~="row"]' },
  },
  {
    name: 'quick-search',
    label: 'Quick search',
    budgetKb: 19.5,
    demo: { attributes: {}, drawn: '[part~="search-input"]' },
  },
  {
    name: 'step-search',
    label: 'Step-by-step search',
    budgetKb: 37,
    demo: {
      attributes: { q: '0 986 494 524', brand: 'BOSCH', type: 'article' },
      drawn: '[part~="progress-done"]',
    },
  },
  {
    name: 'basket-checkout',
    label: 'Basket checkout',
    budgetKb: 34,
    demo: { attributes: {}, drawn: '[part="line"]' },
  },
  {
    name: 'basket-upload',
    label: 'Order from a file',
    // 23.02 KB measured; 22 KB until issue 44: the pasted list's field on the first screen (its reader is fetched when a
    // list is first checked) and the review's notes on articles found without their leading zeros.
    budgetKb: 24,
    demo: { attributes: {}, drawn: 'input[type="file"]' },
  },
  {
    name: 'mat-constructor',
    label: 'Car-mat constructor',
    budgetKb: 34.5,
    demo: { attributes: {}, drawn: '[part~="cars"]' },
  },
  {
    name: 'vin-catalogue',
    label: 'VIN parts catalogue',
    budgetKb: 26.5,
    demo: { attributes: {}, drawn: '[part~="catalogues"]' },
  },
] as const satisfies readonly WidgetRegistration[];

export type WidgetName = (typeof WIDGETS)[number]['name'];

export { tagOf } from './tags';

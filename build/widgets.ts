/**
 * The widgets the build ships: each becomes /widgets/NAME.js (it defines its tag when loaded) and
 * the loader imports it the first time its tag appears on a page.
 */
export const WIDGET_ENTRIES = {
  'basket-badge': 'widgets/basket-badge/entry.ts',
  'product-list': 'widgets/product-list/entry.ts',
  'basket-checkout': 'widgets/basket-checkout/entry.ts',
  'basket-upload': 'widgets/basket-upload/entry.ts',
  'step-search': 'widgets/step-search/entry.ts',
  'quick-search': 'widgets/quick-search/entry.ts',
  'vin-catalogue': 'widgets/vin-catalogue/entry.ts',
} as const;

export const LOADER_ENTRY = { 'portal-widgets': 'widgets/loader.ts' } as const;

/**
 * Lazy parts a widget fetches at its first render, beside its first call, rather than when a user
 * opens them: the step search's rows (product rows, remote offers, the brand table).
 */
export const FIRST_RENDER_PARTS = ['widgets/step-search/StepSearchResults.tsx'] as const;

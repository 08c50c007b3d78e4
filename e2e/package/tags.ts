// Every tag the package's types must give, in the registry's order (e2e/package.test.ts compares
// them with widgets/registry.ts). Each type test beside this file checks them against the typing of
// its framework; the test copies this file beside them.
export const TAGS = [
  'portal-basket-badge',
  'portal-product-list',
  'portal-quick-search',
  'portal-step-search',
  'portal-basket-checkout',
  'portal-basket-upload',
  'portal-mat-constructor',
  'portal-vin-catalogue',
] as const;

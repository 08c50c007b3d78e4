import { type ComponentType, useEffect, useState } from 'react';
import type { ProductSearchProps } from './ProductSearch';

type ProductSearchComponent = ComponentType<ProductSearchProps>;

/**
 * The search mode's code, loaded the first time a list is asked for search results: a catalogue
 * page on the CMS does not download it. `null` until it is there.
 */
export function useProductSearch(wanted: boolean): ProductSearchComponent | null {
  const [component, setComponent] = useState<ProductSearchComponent | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    import('./ProductSearch').then(
      (module) => {
        if (current) setComponent(() => module.ProductSearch);
      },
      (error: unknown) => console.error('[portal] could not load the search results', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component;
}

import { type ComponentType, Suspense } from 'react';
import { retryableLazy } from '../lazyPage';

/** A page whose code is fetched when its route is first opened. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = retryableLazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

import { type ComponentType, lazy, Suspense } from 'react';

/** A page whose code is fetched when its route is first opened. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

import { type ComponentType, createElement, lazy } from 'react';

/** How to fetch again the code of each page whose fetch failed. */
const failedPages = new Set<() => void>();

/**
 * A component whose code is fetched when it first renders. A failed fetch (offline) is not final:
 * after `retryFailedPages`, its next render fetches it again.
 */
export function retryableLazy(load: () => Promise<ComponentType>): ComponentType {
  const fetchIt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedPages.add(reset);
          throw error;
        },
      ),
    );
  let Page = fetchIt();
  function reset() {
    failedPages.delete(reset);
    Page = fetchIt();
  }
  return function LazyPage() {
    return createElement(Page);
  };
}

/** Lets every page whose code could not be fetched fetch it again on its next render. */
export function retryFailedPages(): void {
  for (const reset of [...failedPages]) reset();
}

/**
 * A page whose code is fetched when its route is first shown, so the portal's entry carries only
 * the shell: `lazyPage(() => import('./AboutPage'), 'AboutPage')`.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  return retryableLazy(() => load().then((module) => module[name] as ComponentType));
}

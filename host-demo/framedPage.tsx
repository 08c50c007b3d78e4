import { shellMessages } from '@portal/core/session';
import { type ComponentType, Suspense } from 'react';
import * as css from './framedPage.css';
import { lazyPage } from './lazyPage';

/**
 * A page whose code is fetched when its route is first shown, in a frame as tall as the window from
 * the first paint (see framedPage.css.ts): the portal's entry carries none of their code.
 */
export function framedPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  const Page = lazyPage(load, name);
  return function FramedPage() {
    return (
      <div className={css.frame}>
        <Suspense
          fallback={
            <p className={css.pending} aria-busy="true">
              {shellMessages.loading}
            </p>
          }
        >
          <Page />
        </Suspense>
      </div>
    );
  };
}

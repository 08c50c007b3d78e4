import { type ComponentType, lazy } from 'react';

/**
 * A page whose code is fetched when its route is first shown, so the portal's entry carries only
 * the shell: `lazyPage(() => import('./AboutPage'), 'AboutPage')`.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

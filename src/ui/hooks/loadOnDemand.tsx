import { type ComponentType, type FunctionComponent, useEffect, useState } from 'react';

interface OnDemandStates<Props> {
  /** Shown when the code could not be fetched; `retry` fetches it again. */
  failed: ComponentType<Props & { retry: () => void }>;
  /** Shown while the code is on its way. Defaults to nothing. */
  pending?: ComponentType<Props>;
}

/** A part whose code is fetched on demand (`loadOnDemand`). */
export interface OnDemandComponent<Props> extends FunctionComponent<Props> {
  /**
   * Fetches the code before the part first renders, so that it draws at once then. A failure is
   * left to that render, which shows it and offers to retry.
   */
  preload: () => Promise<void>;
}

/**
 * A component whose code is fetched the first time it renders (or `preload`s), so a page downloads
 * a part only when it shows it.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { failed: Failed, pending: Pending }: OnDemandStates<Props>,
): OnDemandComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  function OnDemand(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component || failed) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setComponent(() => component);
        },
        (error: unknown) => {
          console.error('[portal] could not load a part of the widget', error);
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [Component, failed]);
    if (Component) return <Component {...props} />;
    if (failed) return <Failed {...props} retry={() => setFailed(false)} />;
    return Pending ? <Pending {...props} /> : null;
  }
  OnDemand.preload = () =>
    load().then(
      (component) => {
        loaded = component;
      },
      () => undefined,
    );
  return OnDemand;
}

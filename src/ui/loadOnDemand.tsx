import { type ComponentType, useEffect, useState } from 'react';

interface OnDemandStates<Props> {
  /** Shown when the code could not be fetched; `retry` fetches it again. */
  failed: ComponentType<Props & { retry: () => void }>;
  /** Shown while the code is on its way. Defaults to nothing. */
  pending?: ComponentType<Props>;
}

/**
 * A component whose code is fetched the first time it renders, so a page downloads a part only
 * when it shows it.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { failed: Failed, pending: Pending }: OnDemandStates<Props>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function OnDemand(props: Props) {
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
  };
}

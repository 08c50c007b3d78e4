import { commonMessages } from '@portal/core';
import { type ComponentType, useEffect, useState } from 'react';
import { Toast, type ToastMessage } from './Toast';

const loadFailed: ToastMessage = { text: commonMessages.genericError, tone: 'error' };

/**
 * A dialog whose code is fetched the first time it opens: most visits never open one, so a page
 * does not download it with its list. Nothing shows until the code is there; if it cannot be
 * fetched, 'Произошла ошибка.' shows for a moment and the dialog closes, so the next press tries
 * again.
 */
export function loadOnOpen<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function OnOpen(props: Props) {
    const [Component, setComponent] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setComponent(() => component);
        },
        (error: unknown) => {
          console.error('[portal] could not load a dialog', error);
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [Component]);
    if (failed) return <Toast message={loadFailed} onClose={props.onClose} />;
    return Component ? <Component {...props} /> : null;
  };
}

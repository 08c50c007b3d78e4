import { commonMessages } from '@portal/core/session';
import type { ComponentType } from 'react';
import { Toast, type ToastMessage } from '../feedback/Toast';
import { loadOnDemand, type OnDemandComponent } from '../hooks/loadOnDemand';

const loadFailed: ToastMessage = { text: commonMessages.genericError, tone: 'error' };

/** Instead of a dialog whose code could not be fetched: the message for a moment, then closed. */
function DialogLoadFailed({ onClose }: { onClose: () => void }) {
  return <Toast message={loadFailed} onClose={onClose} />;
}

/**
 * A dialog whose code is fetched the first time it opens: most visits never open one, so a page
 * does not download it with its list. If it cannot be fetched, 'Произошла ошибка.' shows for a
 * moment and the dialog closes, so the next press tries again.
 */
export function loadOnOpen<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
): OnDemandComponent<Props> {
  return loadOnDemand(load, { failed: DialogLoadFailed });
}

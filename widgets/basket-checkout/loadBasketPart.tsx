import { commonMessages } from '@portal/core/session';
import { loadOnDemand, RetryLine } from '@portal/ui';
import type { ComponentType } from 'react';

/**
 * A part of the basket page most visits never show (the express contact, the clear confirmation),
 * fetched when it first shows; if it cannot be, the failure and 'Повторить' in its place.
 */
export function loadBasketPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return loadOnDemand(load, {
    failed: ({ retry }) => <RetryLine message={commonMessages.genericError} onRetry={retry} />,
  });
}

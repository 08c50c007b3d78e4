import { commonMessages } from '@portal/core/session';
import { RetryLine } from '@portal/ui';

/** A view whose code could not be fetched: 'Произошла ошибка.' and 'Повторить'. */
export function VinPartFailed({ retry }: { retry: () => void }) {
  return <RetryLine message={commonMessages.genericError} onRetry={retry} part="error" />;
}

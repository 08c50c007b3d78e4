import { vinMessages } from '@portal/core/vin';
import { RetryLine, StatusLine } from '@portal/ui';
import type { VinPage } from './useVinPage';

/**
 * What a page shows until its data is there: 'Загрузка…' (also on the way to 404), or the failure
 * with 'Повторить'.
 */
export function VinPageStatus({ page }: { page: VinPage<unknown> }) {
  return page.status === 'failed' ? (
    <RetryLine message={page.message} onRetry={page.retry} part="error" />
  ) : (
    <StatusLine>{vinMessages.loading}</StatusLine>
  );
}

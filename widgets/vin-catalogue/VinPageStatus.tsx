import { commonMessages } from '@portal/core/session';
import { vinMessages } from '@portal/core/vin';
import { RetryLine, StatusLine } from '@portal/ui';
import type { VinPage } from './useVinPage';

/** 'Загрузка…' in place of a view. */
function Loading() {
  return <StatusLine>{vinMessages.loading}</StatusLine>;
}

/**
 * What a page shows until its data is there: 'Загрузка…' (also on the way to 404), or the failure
 * with 'Повторить'.
 */
export function VinPageStatus({ page }: { page: VinPage<unknown> }) {
  return page.status === 'failed' ? (
    <RetryLine message={page.message} onRetry={page.retry} part="error" />
  ) : (
    <Loading />
  );
}

/** A view whose code is on its way. */
export function VinPartPending() {
  return <Loading />;
}

/** A view whose code could not be fetched: 'Произошла ошибка.' and 'Повторить'. */
export function VinPartFailed({ retry }: { retry: () => void }) {
  return <RetryLine message={commonMessages.genericError} onRetry={retry} part="error" />;
}

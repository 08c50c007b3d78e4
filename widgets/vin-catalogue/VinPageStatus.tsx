import { commonMessages, retryMessage } from '@portal/core/session';
import { vinMessages } from '@portal/core/vin';
import type { VinPageState } from './useVinPage';
import * as css from './VinCatalogue.css';

function FailureLine({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className={css.failure} role="alert" part="error">
      <span>{message}</span>
      <button type="button" className={css.button} onClick={retry}>
        {retryMessage}
      </button>
    </div>
  );
}

function Loading() {
  return (
    <p className={css.loading} role="status">
      {vinMessages.loading}
    </p>
  );
}

/** What a page shows until its data is there: 'Загрузка…', or the failure with 'Повторить'. */
export function VinPageStatus({ state, retry }: { state: VinPageState<unknown>; retry: () => void }) {
  return state.status === 'failed' ? <FailureLine message={state.message} retry={retry} /> : <Loading />;
}

/** A view whose code is on its way. */
export function VinPartPending() {
  return <Loading />;
}

/** A view whose code could not be fetched: 'Произошла ошибка.' and 'Повторить'. */
export function VinPartFailed({ retry }: { retry: () => void }) {
  return <FailureLine message={commonMessages.genericError} retry={retry} />;
}

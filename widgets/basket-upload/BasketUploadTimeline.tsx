import { basketUploadMessages, UPLOAD_STEPS, type UploadState } from '@portal/core/basket';
import * as css from './BasketUpload.css';

/** The three steps with the one under way highlighted, and a progress bar while it runs. */
export function BasketUploadTimeline({ state }: { state: UploadState }) {
  if (!state.running && state.done.length === 0) return null;
  const finished = state.added !== null;
  return (
    <>
      <ol className={css.timeline} aria-label={basketUploadMessages.title}>
        {UPLOAD_STEPS.map((step, index) => {
          const done = finished || state.done.includes(step);
          const active = state.running && state.step === step;
          return (
            <li key={step} className={css.step} data-state={active ? 'active' : done ? 'done' : 'pending'}>
              <span className={css.dot} aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              {basketUploadMessages.steps[step]}
            </li>
          );
        })}
      </ol>
      {state.running && (
        <progress
          className={css.progress}
          max={UPLOAD_STEPS.length}
          value={state.done.length}
          aria-label={basketUploadMessages.steps[state.step]}
        />
      )}
    </>
  );
}

import {
  basketUploadMessages,
  type UploadState,
  uploadSourceTexts,
  uploadTimeline,
} from '@portal/core/basket';
import * as css from './BasketUpload.css';

const MARKS = { done: '✓', failed: '✕' } as const;

/**
 * The three steps, each marked as it went (done, under way, failed, to come: said in words to a
 * screen reader), and a progress bar while a step runs.
 */
export function BasketUploadTimeline({ state }: { state: UploadState }) {
  const steps = uploadTimeline(state);
  if (steps.length === 0) return null;
  const names = uploadSourceTexts(state.source).steps;
  return (
    <>
      <ol className={css.timeline} aria-label={basketUploadMessages.title}>
        {steps.map(({ step, status }, index) => (
          <li
            key={step}
            className={css.step}
            data-state={status}
            aria-current={status === 'active' ? 'step' : undefined}
          >
            <span className={css.dot} aria-hidden="true">
              {status === 'done' || status === 'failed' ? MARKS[status] : index + 1}
            </span>
            {names[step]}
            <span className={css.hidden}>: {basketUploadMessages.stepStatus[status]}</span>
          </li>
        ))}
      </ol>
      {state.running && (
        <progress
          className={css.progress}
          max={steps.length}
          value={state.done.length}
          aria-label={names[state.step]}
        />
      )}
    </>
  );
}

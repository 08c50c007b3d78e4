import { showsProgressBar, stepSearchMessages } from '@portal/core/search';
import * as css from './StepSearch.css';

interface StepSearchProgressProps {
  /** 0 to 100 (doc 1 §4 "Step-by-step search"). */
  value: number;
  text: string | null;
}

/**
 * The bar with the step's text while the search runs (strictly between 0 and 100); once it is
 * done, only the line 'Поиск завершён' stays.
 */
export function StepSearchProgress({ value, text }: StepSearchProgressProps) {
  if (showsProgressBar(value)) {
    return (
      <div className={css.progress} part="progress">
        <div
          className={css.progressTrack}
          role="progressbar"
          aria-label={stepSearchMessages.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={text ?? undefined}
        >
          <div className={css.progressFill} style={{ width: `${value}%` }} />
        </div>
        <p className={css.progressText} role="status">
          {text}
        </p>
      </div>
    );
  }
  if (value >= 100 && text)
    return (
      <p className={css.progressDone} role="status" part="progress-done">
        {text}
      </p>
    );
  return null;
}

import { showsSkeleton } from '@portal/core/search';
import * as css from './StepSearch.css';

const PLACEHOLDER_ROWS = 3;

/** Placeholder rows where the next step's results will appear (from 35 up to 100). */
export function StepSearchSkeleton({ progress }: { progress: number }) {
  if (!showsSkeleton(progress)) return null;
  return (
    <div className={css.skeleton} aria-hidden="true" part="skeleton">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className={css.skeletonRow}>
          <span className={css.skeletonBlock} data-width="photo" />
          <span className={css.skeletonBlock} data-width="wide" />
          <span className={css.skeletonBlock} data-width="narrow" />
        </div>
      ))}
    </div>
  );
}

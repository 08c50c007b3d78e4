import * as css from './LiveStatus.css';

/**
 * A polite region for screen readers only, in place from the first render (a region that appears
 * with its text is not read): what a list says about its loading and its result count, once. The
 * lines the list shows in place of rows are then not regions of their own (`StatusLine live={false}`).
 */
export function LiveStatus({ text }: { text: string }) {
  return (
    <div role="status" className={css.region}>
      {text}
    </div>
  );
}

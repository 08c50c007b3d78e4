import * as css from './BusyBar.css';

/** The global loading state while an addition is on its way (doc 1 §4), along the widget's top edge. */
export function BusyBar({ busy }: { busy: boolean }) {
  return busy ? <div className={css.busyBar} aria-hidden="true" /> : null;
}

import type { ReactNode } from 'react';
import * as css from './Notice.css';

type NoticeTone = 'info' | 'success' | 'warning' | 'error';

interface NoticeProps {
  /** `info`, `success`, `warning` or `error`. Defaults to `'info'`. */
  tone?: NoticeTone;
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * A framed message to the user, tinted by its tone. Info and success are a polite status; a
 * warning or an error is an alert, read out at once. (A line within a list is a `StatusLine`.)
 */
export function Notice({ tone = 'info', className, part, children }: NoticeProps) {
  return (
    <div
      className={className ? `${css.notice} ${className}` : css.notice}
      data-tone={tone}
      role={tone === 'info' || tone === 'success' ? 'status' : 'alert'}
      part={part}
    >
      {children}
    </div>
  );
}

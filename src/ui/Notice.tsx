import type { ReactNode } from 'react';
import * as css from './Notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  /** `info`, `success`, `warning` or `error`. Defaults to `'info'`. */
  tone?: NoticeTone;
  /** `box` (tinted, bordered) or `line` (a status line: text in the tone's colour). Defaults to `'box'`. */
  look?: 'box' | 'line';
  /** Places it (the `line` look takes its layout from here). */
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * A message to the user. Info and success are a polite status; a warning or an error is an alert,
 * read out at once.
 */
export function Notice({ tone = 'info', look = 'box', className, part, children }: NoticeProps) {
  return (
    <div
      className={className ? `${css.notice} ${className}` : css.notice}
      data-tone={tone}
      data-look={look}
      role={tone === 'info' || tone === 'success' ? 'status' : 'alert'}
      part={part}
    >
      {children}
    </div>
  );
}

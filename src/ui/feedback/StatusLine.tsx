import type { ReactNode } from 'react';
import * as css from './StatusLine.css';

interface StatusLineProps {
  /** `info` (loading, nothing found: a polite status, muted) or `error` (an alert). Defaults to `'info'`. */
  tone?: 'info' | 'error';
  /** Places it: a line takes its layout from where it stands (a list, a dialog). */
  className?: string;
  part?: string;
  /** False: shown only, because a `LiveStatus` beside it says it. Defaults to true. */
  live?: boolean;
  children: ReactNode;
}

/**
 * A line of text in place of content: 'Загружаем товары…', nothing found, what failed. Unframed,
 * so a list can show it among its rows; a message that stands on its own is a `Notice`.
 */
export function StatusLine({ tone = 'info', className, part, live = true, children }: StatusLineProps) {
  return (
    <div
      className={className ? `${css.line} ${className}` : css.line}
      data-tone={tone}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      part={part}
    >
      {children}
    </div>
  );
}

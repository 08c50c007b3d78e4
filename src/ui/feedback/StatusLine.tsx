import type { ReactNode } from 'react';
import * as css from './StatusLine.css';

interface StatusLineProps {
  /** `info` (loading, nothing found: a polite status, muted) or `error` (an alert). Defaults to `'info'`. */
  tone?: 'info' | 'error';
  /** Places it: a line takes its layout from where it stands (a list, a dialog). */
  className?: string;
  part?: string;
  children: ReactNode;
}

/**
 * A line of text in place of content: 'Загружаем товары…', nothing found, what failed. Unframed,
 * so a list can show it among its rows; a message that stands on its own is a `Notice`.
 */
export function StatusLine({ tone = 'info', className, part, children }: StatusLineProps) {
  return (
    <div
      className={className ? `${css.line} ${className}` : css.line}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      part={part}
    >
      {children}
    </div>
  );
}

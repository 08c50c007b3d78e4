import { retryMessage } from '@portal/core';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';
import * as css from './RetryLine.css';

export interface RetryLineProps {
  /** What failed ('Произошла ошибка.'). */
  message: ReactNode;
  /** 'Повторить' was pressed. */
  onRetry: () => void;
  /** As `Notice`'s: `box` or `line`. Defaults to `'box'`. */
  look?: 'box' | 'line';
  className?: string;
  part?: string;
}

/** A failed load or call that can be tried again: the message and 'Повторить', in one alert. */
export function RetryLine({ message, onRetry, look, className, part }: RetryLineProps) {
  return (
    <Notice
      tone="error"
      look={look}
      className={className ? `${css.line} ${className}` : css.line}
      part={part}
    >
      <span>{message}</span>
      <Button onClick={onRetry}>{retryMessage}</Button>
    </Notice>
  );
}

import { retryMessage } from '@portal/core/session';
import type { ReactNode } from 'react';
import { Button } from '../fields/Button';
import { StatusLine } from './StatusLine';
import { withAction } from './StatusLine.css';

interface RetryLineProps {
  /** What failed ('Произошла ошибка.'). */
  message: ReactNode;
  /** 'Повторить' was pressed. */
  onRetry: () => void;
  /** Places it, or frames it. */
  className?: string;
  part?: string;
}

/** A failed load or call that can be tried again: the message and 'Повторить', in one alert. */
export function RetryLine({ message, onRetry, className, part }: RetryLineProps) {
  return (
    <StatusLine tone="error" className={className ? `${withAction} ${className}` : withAction} part={part}>
      <span>{message}</span>
      <Button onClick={onRetry}>{retryMessage}</Button>
    </StatusLine>
  );
}

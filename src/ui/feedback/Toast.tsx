import { TOAST_DURATION_MS } from '@portal/core/basket';
import { useCallback, useEffect, useState } from 'react';
import * as css from './Toast.css';

export interface ToastMessage {
  text: string;
  tone: 'success' | 'error';
}

/** A short notice at the bottom of the screen, gone after 2000 ms (doc 1 §9). */
export function Toast({ message, onClose }: { message: ToastMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <div
      className={css.toast}
      data-tone={message.tone}
      role={message.tone === 'error' ? 'alert' : 'status'}
      part="toast"
    >
      {message.text}
    </div>
  );
}

/** The toast a widget shows, and how to show one. */
export function useToast(): [ToastMessage | null, (message: ToastMessage) => void, () => void] {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const close = useCallback(() => setMessage(null), []);
  return [message, setMessage, close];
}

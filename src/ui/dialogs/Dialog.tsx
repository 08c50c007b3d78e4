import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import * as css from './Dialog.css';
import { deepActiveElement, focusableIn, focusNeighbours, returnFocus } from './focus';

interface DialogProps {
  /** The heading and accessible name of the dialog. */
  title: string;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** `medium` (560 px), `large` (1040 px), `photo` (fits the picture) or `sheet` (full screen). Defaults to `'medium'`. */
  size?: 'medium' | 'large' | 'photo' | 'sheet';
  /** Label of the × button. Defaults to 'Закрыть'. */
  closeLabel?: string;
  /** `alertdialog` for a question that needs an answer (a confirmation). Defaults to the dialog's own role. */
  role?: 'alertdialog';
  /** The id of the element inside that says what the dialog is about (`aria-describedby`). */
  describedBy?: string;
  part?: string;
}

/**
 * A modal dialog: rendered means open. Built on `<dialog>` with `showModal()`, so it sits in the top
 * layer above any CMS page and the rest of the page is inert; Tab and Shift+Tab cycle inside it,
 * Escape closes it, and focus goes back to where it was when it opened (to the next control there
 * when that has gone).
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'medium',
  closeLabel = 'Закрыть',
  role,
  describedBy,
  part,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    const neighbours = opener && opener !== document.body ? focusNeighbours(opener, dialog) : [];
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('data-fallback', 'true');
    focusableIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocus(opener, neighbours);
      // The opener may go in the same update that closes the dialog (its row deleted): once the
      // update is done, a focus that fell with it goes to a neighbour.
      queueMicrotask(() => {
        const now = deepActiveElement();
        if (now === null || now === document.body) returnFocus(opener, neighbours);
      });
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={css.dialog}
      data-size={size}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      part={part}
      onKeyDown={onKeyDown}
      // The browser's own Escape handling would close the element behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className={css.header}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <button
          type="button"
          className={css.close}
          aria-label={closeLabel}
          onClick={() => onCloseRef.current()}
        >
          ×
        </button>
      </div>
      <div className={css.body}>{children}</div>
    </dialog>
  );
}

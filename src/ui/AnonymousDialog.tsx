import { anonymousMessages, BECOME_CLIENT_PATH, LOGIN_PATH } from '@portal/core';
import { useEffect, useId, useRef } from 'react';
import * as css from './AnonymousDialog.css';
import { PortalLink } from './navigation';

export interface AnonymousDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What an anonymous visitor sees instead of prices and search (doc 1 §6). A native modal
 * `<dialog>`: it sits above the host page (top layer) whatever its z-indexes and overflow, keeps
 * focus inside and closes on Escape.
 */
export function AnonymousDialog({ open, onClose }: AnonymousDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click is the backdrop's.
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-labelledby={textId}
      part="anonymous-dialog"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={css.body}>
        <button type="button" className={css.close} aria-label={anonymousMessages.close} onClick={onClose}>
          ×
        </button>
        <p id={textId} className={css.text}>
          {anonymousMessages.notice}
        </p>
        <div className={css.actions}>
          <PortalLink path={BECOME_CLIENT_PATH} className={css.primary} part="become-client">
            {anonymousMessages.becomeClient}
          </PortalLink>
          <PortalLink path={LOGIN_PATH} className={css.secondary} part="log-in">
            {anonymousMessages.logIn}
          </PortalLink>
        </div>
      </div>
    </dialog>
  );
}

import { COMPANY_REQUEST_PATH, loginPage } from '@portal/core/paths';
import { anonymousMessages } from '@portal/core/session';
import { primaryAction, secondaryAction } from '../fields/Button.css';
import { PortalLink } from '../hooks/navigation';
import * as css from './AnonymousDialog.css';
import { Dialog } from './Dialog';

/** Doc 1 §6: what a visitor sees instead of prices, with the ways to become a client or sign in. */
export function AnonymousDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={anonymousMessages.title} onClose={onClose} part="anonymous-dialog">
      <p className={css.text}>{anonymousMessages.text}</p>
      <div className={css.actions}>
        {/* The form may be on this very page: the dialog must not stay over it. */}
        <PortalLink path={COMPANY_REQUEST_PATH} className={primaryAction} onClick={onClose}>
          {anonymousMessages.becomeClient}
        </PortalLink>
        <PortalLink path={loginPage.pattern} className={secondaryAction}>
          {anonymousMessages.signIn}
        </PortalLink>
      </div>
    </Dialog>
  );
}

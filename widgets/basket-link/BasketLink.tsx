import { basketPage, loginPage } from '@portal/core/paths';
import { basketBadgeMessages } from '@portal/core/session';
import { PortalLink, useSession, useStore } from '@portal/ui';
import * as css from './BasketLink.css';

/** A plain text link to the basket page, or to log in for a visitor. */
export function BasketLink() {
  const signedIn = useStore(useSession().$signedIn);
  return signedIn ? (
    <PortalLink path={basketPage.pattern} className={css.link} part="link">
      {basketBadgeMessages.label}
    </PortalLink>
  ) : (
    <PortalLink path={loginPage.pattern} className={css.link} part="link login">
      {basketBadgeMessages.signIn}
    </PortalLink>
  );
}

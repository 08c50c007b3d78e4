import { basketPage, loginPage } from '@portal/core/paths';
import {
  basketBadgeMessages,
  formatRubles,
  goodsWord,
  type HeaderBasket,
  refreshHeaderBasket,
} from '@portal/core/session';
import { PortalLink, useSession, useStore } from '@portal/ui';
import { useEffect } from 'react';
import * as css from './BasketBadge.css';

export interface BasketBadgeProps {
  /** Text beside the cart icon. Defaults to 'Корзина'. */
  label?: string;
  /**
   * Called with the header basket once its figures are known (from the server, to this page or an
   * earlier one) and whenever they change (element: `portal:basket-change`).
   */
  onBasketChange?: (basket: HeaderBasket) => void;
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M1 2h3.3l.9 2H21l-3.8 8H8.1L7 14h12v2H4l2.6-4.5L3 4H1ZM7 18a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z" />
    </svg>
  );
}

/** The header basket: item count and total, linking to the basket page (or to login when signed out). */
export function BasketBadge({ label = basketBadgeMessages.label, onBasketChange }: BasketBadgeProps) {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const basket = useStore(session.$headerBasket);

  useEffect(() => {
    if (!signedIn) return;
    void refreshHeaderBasket(session);
    // A client coming back to the tab may have ordered elsewhere (another device, a manager).
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') void refreshHeaderBasket(session);
    };
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => document.removeEventListener('visibilitychange', refreshWhenShown);
  }, [session, signedIn]);

  const count = basket?.count ?? 0;
  const price = basket?.price ?? 0;
  const known = basket !== null;
  useEffect(() => {
    if (known) onBasketChange?.({ count, price });
  }, [onBasketChange, known, count, price]);

  if (!signedIn) {
    return (
      <PortalLink path={loginPage.pattern} className={css.badge} part="badge login">
        <span className={css.icon}>
          <CartIcon />
        </span>
        <span className={css.total}>{basketBadgeMessages.signIn}</span>
      </PortalLink>
    );
  }

  const total = formatRubles(price);
  // The link is named by what it shows, in reading order (WCAG 2.5.3): 'Корзина 3 товара 1 234,00 ₽';
  // the grid puts the cart with its count on the left.
  return (
    <PortalLink path={basketPage.pattern} className={css.badge} part="badge">
      {label && <span className={css.label}>{label}</span>}
      <span className={css.icon}>
        <CartIcon />
        {count > 0 && (
          <>
            <span className={css.count} part="count">
              {count}
            </span>
            <span className={css.hidden}> {goodsWord(count)}</span>
          </>
        )}
      </span>
      {total && (
        <span className={css.total} part="total">
          {total}
        </span>
      )}
    </PortalLink>
  );
}

import { basketPage, loginPage } from '@portal/core/paths';
import {
  basketBadgeMessages,
  formatRubles,
  goodsCount,
  type HeaderBasket,
  refreshHeaderBasket,
} from '@portal/core/session';
import { PortalLink, useSession, useStore } from '@portal/ui';
import { useEffect } from 'react';
import * as css from './BasketBadge.css';

export interface BasketBadgeProps {
  /** Text beside the cart icon. Defaults to 'Корзина'. */
  label?: string;
  /** Called with the header basket on mount and whenever it changes (element: `portal:basket-change`). */
  onBasketChange?: (basket: HeaderBasket) => void;
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2ZM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42a.25.25 0 0 1-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2Z" />
    </svg>
  );
}

/** The header basket: item count and total, linking to the basket page (or to login when signed out). */
export function BasketBadge({ label = basketBadgeMessages.label, onBasketChange }: BasketBadgeProps) {
  const session = useSession();
  const tokens = useStore(session.$tokens);
  const basket = useStore(session.$headerBasket);
  const signedIn = tokens !== null;

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

  useEffect(() => {
    onBasketChange?.({ count: basket.count, price: basket.price });
  }, [onBasketChange, basket.count, basket.price]);

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

  const total = formatRubles(basket.price);
  const summary = [label, basket.count > 0 ? goodsCount(basket.count) : null, total]
    .filter(Boolean)
    .join(', ');
  return (
    <PortalLink path={basketPage.pattern} className={css.badge} part="badge" aria-label={summary}>
      <span className={css.icon}>
        <CartIcon />
        {basket.count > 0 && (
          <span className={css.count} part="count" data-testid="basket-count">
            {basket.count}
          </span>
        )}
      </span>
      <span className={css.text}>
        {label && <span className={css.label}>{label}</span>}
        {total && (
          <span className={css.total} part="total" data-testid="basket-total">
            {total}
          </span>
        )}
      </span>
    </PortalLink>
  );
}

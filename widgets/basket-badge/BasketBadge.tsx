import {
  basketBadgeMessages,
  formatRubles,
  goodsCount,
  type HeaderBasket,
  refreshHeaderBasket,
} from '@portal/core';
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
      <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.4 2H1v2h2.8l.4 2Z" />
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
      <PortalLink path="/login/" className={css.badge} part="badge login">
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
    <PortalLink path="/basket/" className={css.badge} part="badge" aria-label={summary}>
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

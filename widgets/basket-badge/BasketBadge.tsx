import { basketPage, loginPage } from '@portal/core/paths';
import {
  basketBadgeMessages,
  formatRubles,
  goodsWord,
  type HeaderBasket,
  showHeaderBasket,
} from '@portal/core/session';
import { PortalLink, useSession, useStore } from '@portal/ui';
import { useEffect, useRef } from 'react';
import * as css from './BasketBadge.css';

interface BasketBadgeProps {
  /** Text beside the cart icon. Defaults to 'Корзина'. */
  label?: string;
  /**
   * Called with the header basket once its figures are known (from the server, to this page or an
   * earlier one) and whenever they change (element: `portal-basket-change`).
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

/**
 * The figures last said, for the page: each change is said once, by the first badge to see it (a
 * page may show two), and the first figures of the page are not a change.
 */
let saidFigures = '';

/** The header basket: item count and total, linking to the basket page (or to login when signed out). */
export function BasketBadge({ label = basketBadgeMessages.label, onBasketChange }: BasketBadgeProps) {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const basket = useStore(session.$headerBasket);

  useEffect(() => {
    if (!signedIn) return;
    // Joins a refresh on its way: many badges on a page make one call.
    void showHeaderBasket(session);
    // A client coming back to the tab may have ordered elsewhere (another device, a manager).
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') void showHeaderBasket(session);
    };
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => document.removeEventListener('visibilitychange', refreshWhenShown);
  }, [session, signedIn]);

  const count = basket?.count ?? 0;
  const price = basket?.price ?? 0;
  const known = basket !== null;
  const total = formatRubles(price);
  const region = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!known) return;
    onBasketChange?.({ count, price });
    const text = basketBadgeMessages.changed(count, total);
    if (saidFigures && saidFigures !== text) region.current?.replaceChildren(text);
    saidFigures = text;
  }, [onBasketChange, known, count, price, total]);

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

  // The link is named by what it shows, in reading order (WCAG 2.5.3): 'Корзина 3 товара 1 234,00 ₽';
  // the grid puts the cart with its count on the left.
  return (
    <>
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
      {/* Beside the link, not in it: its name stays what it shows. */}
      <span role="status" ref={region} className={css.hidden} />
    </>
  );
}

import { type BasketTotals, basketMessages } from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import * as css from './BasketCheckout.css';
import { BasketPriceShift } from './BasketPriceShift';

interface BasketSummaryProps {
  totals: BasketTotals;
  express: boolean;
  busy: boolean;
  /** The goods total the client saw before the prices changed, while the changed lines are shown. */
  seenGoods: number | null;
  /** The checkout's last word: a warning, an error or the order numbers. */
  notice: ReactNode;
  /** 'График доставки'. */
  scheduleLink: ReactNode;
  onSubmit: () => void;
}

const rubles = (amount: number) => formatRubles(amount) ?? '0,00 ₽';

/** The total of the selected lines, express delivery as its own line, and 'Оформить заказ'. */
export function BasketSummary({
  totals,
  express,
  busy,
  seenGoods,
  notice,
  scheduleLink,
  onSubmit,
}: BasketSummaryProps) {
  const moved = seenGoods !== null && Math.round(seenGoods * 100) !== Math.round(totals.goods * 100);
  return (
    <section className={css.summary} aria-label={basketMessages.total} part="summary">
      <div className={css.summaryLine}>
        <span>{basketMessages.goods(totals.count)}</span>
        <span data-testid="goods-total">{rubles(totals.goods)}</span>
      </div>
      <div className={css.summaryLine}>
        <span>{express ? basketMessages.expressLine : basketMessages.freeDelivery}</span>
        <span data-testid="delivery-total">{express ? rubles(totals.delivery) : basketMessages.free}</span>
      </div>
      <div className={css.summaryTotal}>
        <span>{basketMessages.total}</span>
        <span data-testid="checkout-total" part="total">
          {rubles(totals.total)}
        </span>
      </div>
      {seenGoods !== null && moved && (
        <div
          className={busy ? `${css.totalWas} ${css.held}` : css.totalWas}
          aria-hidden={busy || undefined}
          data-testid="total-was"
        >
          <span>{basketMessages.priceWas(rubles(seenGoods + totals.delivery))}</span>
          <BasketPriceShift seen={seenGoods} now={totals.goods} of="total" className="" />
        </div>
      )}
      {notice}
      <Button
        variant="primary"
        className={css.submit}
        busy={busy}
        busyLabel={basketMessages.submitting}
        onClick={onSubmit}
        part="submit"
      >
        {basketMessages.submit}
      </Button>
      {scheduleLink}
    </section>
  );
}

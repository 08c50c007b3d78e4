import { type BasketTotals, basketMessages } from '@portal/core/basket';
import { formatRubles } from '@portal/core/session';
import { Button } from '@portal/ui';
import type { ReactNode } from 'react';
import * as css from './BasketCheckout.css';

export interface BasketSummaryProps {
  totals: BasketTotals;
  express: boolean;
  busy: boolean;
  /** The checkout's last word: a warning, an error or the order numbers. */
  notice: ReactNode;
  /** 'График доставки'. */
  scheduleLink: ReactNode;
  onSubmit: () => void;
}

const rubles = (amount: number) => formatRubles(amount) ?? '0,00 ₽';

/** The total of the selected lines, express delivery as its own line, and 'Оформить заказ'. */
export function BasketSummary({ totals, express, busy, notice, scheduleLink, onSubmit }: BasketSummaryProps) {
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

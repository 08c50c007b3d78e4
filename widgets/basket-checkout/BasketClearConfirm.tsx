import { basketMessages } from '@portal/core/basket';
import * as css from './BasketCheckout.css';

/** Asks before the whole basket is emptied. */
export function BasketClearConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className={css.confirm} role="alertdialog" aria-label={basketMessages.clear}>
      <span>{basketMessages.clearConfirm}</span>
      <button type="button" className={css.dangerButton} onClick={onConfirm}>
        {basketMessages.clearYes}
      </button>
      <button type="button" className={css.secondaryButton} onClick={onCancel}>
        {basketMessages.clearNo}
      </button>
    </div>
  );
}

import { basketMessages } from '@portal/core/basket';
import { Button } from '@portal/ui';
import * as css from './BasketCheckout.css';

/** Asks before the whole basket is emptied. */
export function BasketClearConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className={css.confirm} role="alertdialog" aria-label={basketMessages.clear}>
      <span>{basketMessages.clearConfirm}</span>
      <Button className={css.dangerButton} onClick={onConfirm}>
        {basketMessages.clearYes}
      </Button>
      <Button onClick={onCancel}>{basketMessages.clearNo}</Button>
    </div>
  );
}

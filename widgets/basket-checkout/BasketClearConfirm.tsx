import { basketMessages } from '@portal/core/basket';
import { Button, DialogOnOpen } from '@portal/ui';
import { useId } from 'react';
import * as css from './BasketCheckout.css';

/**
 * Asks before the whole basket is emptied: a modal alert dialog like the portal's other dialogs
 * (focus inside, Escape or 'Отмена' closes it and focus goes back to 'Очистить корзину').
 */
export function BasketClearConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const questionId = useId();
  return (
    <DialogOnOpen title={basketMessages.clear} role="alertdialog" describedBy={questionId} onClose={onCancel}>
      <p id={questionId} className={css.confirmQuestion}>
        {basketMessages.clearConfirm}
      </p>
      <div className={css.confirmActions}>
        <Button onClick={onCancel}>{basketMessages.clearNo}</Button>
        <Button className={css.dangerButton} onClick={onConfirm}>
          {basketMessages.clearYes}
        </Button>
      </div>
    </DialogOnOpen>
  );
}

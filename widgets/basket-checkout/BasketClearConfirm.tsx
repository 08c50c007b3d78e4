import { basketClearMessages, basketMessages } from '@portal/core/basket';
import { Button, Dialog } from '@portal/ui';
import { useId } from 'react';
import * as css from './BasketClearConfirm.css';

export interface BasketClearConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before the whole basket is emptied: a modal alert dialog like the portal's other dialogs
 * (focus inside, Escape or 'Отмена' closes it and focus goes back to 'Очистить корзину'). Its code
 * is fetched when it first opens (see BasketCheckout).
 */
export function BasketClearConfirm({ onConfirm, onCancel }: BasketClearConfirmProps) {
  const questionId = useId();
  return (
    <Dialog title={basketMessages.clear} role="alertdialog" describedBy={questionId} onClose={onCancel}>
      <p id={questionId} className={css.question}>
        {basketClearMessages.confirm}
      </p>
      <div className={css.actions}>
        <Button onClick={onCancel}>{basketClearMessages.no}</Button>
        <Button variant="primary" onClick={onConfirm}>
          {basketClearMessages.yes}
        </Button>
      </div>
    </Dialog>
  );
}

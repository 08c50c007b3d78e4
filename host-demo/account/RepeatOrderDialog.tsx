import {
  linesToRepeat,
  loadOrder,
  type OrderDetail,
  type RepeatLine,
  repeatLines,
  repeatNote,
  repeatOrder,
  orderMessages as text,
} from '@portal/core/account';
import { basketPage } from '@portal/core/paths';
import { additionFailureMessage } from '@portal/core/session';
import { Button, Dialog, Notice, RetryLine, useResource, useSession } from '@portal/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as css from './Account.css';
import { AccountTable } from './AccountTable';
import * as own from './OrderPage.css';

type Sending = { stage: 'idle' } | { stage: 'sending' } | { stage: 'done'; added: number; error: unknown };

function Lines({ lines }: { lines: readonly RepeatLine[] }) {
  return (
    <AccountTable
      columns={[
        { label: text.name },
        { label: text.repeatOrdered, align: 'end' },
        { label: text.repeatToBasket, align: 'end' },
        { label: text.repeatWhat },
      ]}
    >
      {lines.map((line) => (
        <tr key={line.item.id} data-repeat={line.kind}>
          <td data-label="" data-title>
            <span>
              <strong>{line.item.name}</strong>
              <span className={css.small}>
                {[line.item.brand, line.item.article].filter(Boolean).join(' ')}
              </span>
            </span>
          </td>
          <td data-label={text.repeatOrdered} data-align="end">
            {line.item.quantity}
          </td>
          <td data-label={text.repeatToBasket} data-align="end">
            {line.kind === 'add' ? line.quantity : 0}
          </td>
          <td data-label={text.repeatWhat}>{repeatNote(line)}</td>
        </tr>
      ))}
    </AccountTable>
  );
}

function Review({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const session = useSession();
  const [lines] = useState(() => repeatLines(order.items, session.$basketQuantities.get()));
  const [sending, setSending] = useState<Sending>({ stage: 'idle' });
  const total = linesToRepeat(lines).length;
  const added = sending.stage === 'done' ? sending.added : 0;
  const finished = sending.stage === 'done' && sending.error === null;
  const toBasket = useRef<HTMLAnchorElement>(null);
  // The pressed button gives way to the link: focus follows, so that the keyboard keeps its place.
  useLayoutEffect(() => {
    if (finished) toBasket.current?.focus();
  }, [finished]);

  async function send() {
    setSending({ stage: 'sending' });
    const outcome = await repeatOrder(session, lines, added);
    setSending({ stage: 'done', ...outcome });
  }

  return (
    <div className={own.repeat}>
      {!finished && <p>{text.repeatHint}</p>}
      <Lines lines={lines} />
      <p role="status">
        {finished
          ? text.repeatAdded(added)
          : total > 0
            ? text.repeatToAdd(total, lines.length)
            : text.repeatNothing}
      </p>
      {sending.stage === 'done' && sending.error !== null && (
        <Notice tone="error">
          {text.repeatFailed(added, total)} {additionFailureMessage(sending.error)}
        </Notice>
      )}
      <div className={css.actions}>
        {finished ? (
          <Link ref={toBasket} to={basketPage.pattern}>
            {text.toBasket}
          </Link>
        ) : (
          total > 0 && (
            <Button
              variant="primary"
              busy={sending.stage === 'sending'}
              busyLabel={text.repeatSending}
              onClick={() => void send()}
            >
              {text.repeatConfirm}
            </Button>
          )
        )}
        <Button onClick={onClose}>{finished ? text.close : text.repeatCancel}</Button>
      </div>
    </div>
  );
}

/**
 * 'Повторить заказ' (issue 26): the order is read again for today's stock, each line is shown as it
 * would go to the basket, and only the client's confirmation sends it.
 */
export function RepeatOrderDialog({
  orderId,
  number,
  onClose,
}: {
  orderId: string;
  number: string;
  onClose: () => void;
}) {
  const { api } = useSession();
  const order = useResource(`order-repeat:${orderId}`, (signal) => loadOrder(api, orderId, signal));
  return (
    <Dialog title={text.repeatTitle(number)} onClose={onClose} size="large">
      {order.status === 'ready' ? (
        order.value ? (
          <Review order={order.value} onClose={onClose} />
        ) : (
          <Notice tone="warning">{text.repeatNothing}</Notice>
        )
      ) : order.status === 'failed' ? (
        <RetryLine message={order.message} onRetry={order.retry} />
      ) : (
        <p className={css.muted} role="status">
          {text.repeatLoading}
        </p>
      )}
    </Dialog>
  );
}

import {
  canRepeat,
  createReturnClaim,
  formatOptionalDate,
  goodsCount,
  loadOrder,
  type OrderDetail,
  type OrderItem,
  searchOrderItems,
  orderMessages as text,
} from '@portal/core/account';
import { homePage, notFoundPage, ordersPage } from '@portal/core/paths';
import { formatRubles } from '@portal/core/session';
import { Button, Field, Notice, ReturnTerms, useResource, useSession, useStore } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageName } from '../shell/usePageName';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';
import { AccountTable } from './AccountTable';
import * as own from './OrderPage.css';
import { RepeatOrderDialog } from './RepeatOrderDialog';
import { ReturnClaimDialog } from './ReturnClaimDialog';

function Breadcrumbs() {
  return (
    <nav aria-label={text.breadcrumbs}>
      <ol className={own.breadcrumbs}>
        <li>
          <Link to={homePage.pattern}>{text.home}</Link>
        </li>
        <li>
          <Link to={ordersPage.pattern}>{text.orders}</Link>
        </li>
      </ol>
    </nav>
  );
}

function ItemRow({ item, onReturn }: { item: OrderItem; onReturn: (item: OrderItem) => void }) {
  return (
    <tr>
      <td data-label="" data-title>
        <div className={own.product}>
          {item.photoUrl ? (
            <img className={own.photo} src={item.photoUrl} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={own.photo} aria-hidden="true" />
          )}
          <span>
            <strong>{item.name}</strong>
            {(item.brand || item.article) && (
              <span className={css.small}>{[item.brand, item.article].filter(Boolean).join(' ')}</span>
            )}
          </span>
        </div>
      </td>
      <td data-label={text.price} data-align="end">
        {formatRubles(item.price) ?? '—'}
      </td>
      <td data-label={text.quantity} data-align="end">
        {item.quantity}
      </td>
      <td data-label={text.sum} data-align="end">
        <strong>{formatRubles(item.sum) ?? '—'}</strong>
      </td>
      <td data-label={text.status}>
        <span>
          {item.statusName}
          {item.deliveryDate && <span className={css.small}>{item.deliveryDate}</span>}
        </span>
      </td>
      <td data-label={text.returnDays} data-align="end">
        <ReturnTerms allowReturn={item.allowReturn} returnDays={item.returnDays} />
      </td>
      <td data-label="" data-align="end">
        <Button aria-label={text.returnFor(item.name)} onClick={() => onReturn(item)}>
          {text.returnAction}
        </Button>
      </td>
    </tr>
  );
}

function Order({ order, onReturn }: { order: OrderDetail; onReturn: (item: OrderItem) => void }) {
  const [query, setQuery] = useState('');
  const [repeating, setRepeating] = useState(false);
  const items = searchOrderItems(order.items, query);
  return (
    <>
      <div className={own.heading}>
        <p className={own.summary}>
          {text.summary(goodsCount(order.itemCount), formatRubles(order.total) ?? '—')}
        </p>
        {canRepeat(order.items) && (
          <Button variant="primary" onClick={() => setRepeating(true)}>
            {text.repeat}
          </Button>
        )}
      </div>
      {repeating && (
        <RepeatOrderDialog orderId={order.id} number={order.number} onClose={() => setRepeating(false)} />
      )}
      <section className={css.card} aria-label={text.items}>
        <Field label={text.search} className={own.search}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          )}
        </Field>
        {items.length === 0 ? (
          <p className={css.muted} role="status">
            {text.nothingFound}
          </p>
        ) : (
          <AccountTable
            columns={[
              { label: text.name },
              { label: text.price, align: 'end' },
              { label: text.quantity, align: 'end' },
              { label: text.sum, align: 'end' },
              { label: text.status },
              { label: text.returnDays, align: 'end' },
              { label: text.returnAction, hidden: true },
            ]}
          >
            {items.map((item) => (
              <ItemRow key={item.id} item={item} onReturn={onReturn} />
            ))}
          </AccountTable>
        )}
      </section>
    </>
  );
}

/**
 * /personal/order/detail/{orderId}/ (doc 2 §2.6): breadcrumbs, the heading with number, date, item
 * count and total, the items with a search by name or article, and a return request per item (§4). Closing the
 * request reloads the order; the order shown stays on screen while it does.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const { api } = useSession();
  const order = useResource(`order:${orderId}`, (signal) => loadOrder(api, orderId, signal));
  const shown = useRef<OrderDetail | null>(null);
  if (order.status === 'ready') shown.current = order.value;
  const retry = useRef(order.retry);
  retry.current = order.retry;
  const [claim] = useState(() => createReturnClaim(api, { reloadOrder: () => retry.current() }));
  const claimState = useStore(claim.$state);
  // The request's outcome stays on the page after the modal closes, until the next request.
  const notice = claimState.stage === 'closed' ? claimState.notice : null;

  const current = order.status === 'ready' ? order.value : shown.current;
  usePageName(current && text.pageName(current.number));
  if (order.status === 'ready' && order.value === null) return <Navigate to={notFoundPage.pattern} replace />;
  const title = current ? text.heading(current.number, formatOptionalDate(current.date)) : text.orders;
  return (
    <AccountPage title={title} lead={<Breadcrumbs />}>
      {notice && (
        <Notice tone={notice.tone} className={own.notice}>
          {notice.text}
        </Notice>
      )}
      <Loaded resource={order} previous={shown.current}>
        {(value) =>
          value && (
            <Order order={value} onReturn={(item) => void claim.open({ item, orderDate: value.date })} />
          )
        }
      </Loaded>
      {claimState.stage !== 'closed' && <ReturnClaimDialog state={claimState} flow={claim} />}
    </AccountPage>
  );
}

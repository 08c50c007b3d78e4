import {
  type AccountFilters,
  accountFilterMessages,
  EMPTY_ACCOUNT_FILTERS,
  loadOrders,
  type OrderSummary,
  ordersMessages as text,
} from '@portal/core/account';
import { orderPage, portalPath } from '@portal/core/paths';
import { formatRubles } from '@portal/core/session';
import { Button, Notice, useResource, useSession } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as css from './Account.css';
import { AccountFiltersForm } from './AccountFiltersForm';
import { AccountPage, Loaded } from './AccountPage';
import { AccountTable } from './AccountTable';
import * as own from './OrdersPage.css';

function OrdersTable({ orders, onClear }: { orders: readonly OrderSummary[]; onClear: () => void }) {
  if (orders.length === 0) {
    return (
      <Notice>
        <span className={own.empty}>
          {text.empty}
          <Button variant="link" onClick={onClear}>
            {accountFilterMessages.clear}
          </Button>
        </span>
      </Notice>
    );
  }
  return (
    <AccountTable
      card
      columns={[
        { label: text.number },
        { label: text.date },
        { label: text.items, align: 'end' },
        { label: text.status },
        { label: text.total, align: 'end' },
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td data-label="" data-title>
            <Link className={css.link} to={portalPath(orderPage, { orderId: order.id })}>
              {text.order(order.number)}
            </Link>
          </td>
          <td data-label={text.date}>{order.date}</td>
          <td data-label={text.items} data-align="end">
            {order.itemCount}
          </td>
          <td data-label={text.status}>{order.status}</td>
          <td data-label={text.total} data-align="end">
            <strong>{formatRubles(order.total) ?? '—'}</strong>
          </td>
        </tr>
      ))}
    </AccountTable>
  );
}

/**
 * /personal/orderlist/ (doc 2 §2.5): the four filters and the orders, a table on a desktop and
 * cards on a phone, each leading to its detail; the empty text offers to clear the filters.
 */
export function OrdersPage() {
  const { api } = useSession();
  const [applied, setApplied] = useState<AccountFilters>(EMPTY_ACCOUNT_FILTERS);
  // Clearing from the empty text starts the filter form again too.
  const [cleared, setCleared] = useState(0);
  const orders = useResource(JSON.stringify(applied), (signal) => loadOrders(api, applied, signal));
  const clear = () => {
    setApplied(EMPTY_ACCOUNT_FILTERS);
    setCleared(cleared + 1);
  };
  return (
    <AccountPage title={text.title}>
      <AccountFiltersForm key={cleared} applied={applied} onApply={setApplied} clearable />
      <Loaded resource={orders}>{(list) => <OrdersTable orders={list} onClear={clear} />}</Loaded>
    </AccountPage>
  );
}

import {
  type DeliveryRow,
  loadPersonalDelivery,
  personalDeliveryMessages as text,
  withWeekday,
} from '@portal/core/account';
import { Notice, useResource, useSession } from '@portal/ui';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';

function DeliveryTable({ rows }: { rows: readonly DeliveryRow[] }) {
  if (rows.length === 0) return <Notice>{text.empty}</Notice>;
  return (
    <div className={`${css.card} ${css.tableBox}`}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{text.direction}</th>
            <th scope="col">{text.closure}</th>
            <th scope="col">{text.shipping}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.direction} ${row.shippingText} ${row.closureText}`}>
              <td data-label="" data-title>
                <strong>{row.direction}</strong>
              </td>
              <td data-label={text.closure}>{withWeekday(row.closure, row.closureText)}</td>
              <td data-label={text.shipping}>{withWeekday(row.shipping, row.shippingText)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /personal/delivery/ (doc 2 §2.8): each direction's order cut-off and delivery date, with weekdays. */
export function PersonalDeliveryPage() {
  const { api } = useSession();
  const rows = useResource('delivery', (signal) => loadPersonalDelivery(api, signal));
  return (
    <AccountPage title={text.title}>
      <Loaded resource={rows}>{(value) => <DeliveryTable rows={value} />}</Loaded>
    </AccountPage>
  );
}

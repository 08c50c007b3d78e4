import {
  type DeliveryRow,
  loadPersonalDelivery,
  personalDeliveryMessages as text,
  withWeekday,
} from '@portal/core/account';
import { Notice, useResource, useSession } from '@portal/ui';
import { AccountPage, Loaded } from './AccountPage';
import { AccountTable } from './AccountTable';

function DeliveryTable({ rows }: { rows: readonly DeliveryRow[] }) {
  if (rows.length === 0) return <Notice>{text.empty}</Notice>;
  return (
    <AccountTable
      card
      columns={[{ label: text.direction }, { label: text.closure }, { label: text.shipping }]}
    >
      {rows.map((row) => (
        <tr key={`${row.direction} ${row.shippingText} ${row.closureText}`}>
          <td data-label="" data-title>
            <strong>{row.direction}</strong>
          </td>
          <td data-label={text.closure}>{withWeekday(row.closure, row.closureText)}</td>
          <td data-label={text.shipping}>{withWeekday(row.shipping, row.shippingText)}</td>
        </tr>
      ))}
    </AccountTable>
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

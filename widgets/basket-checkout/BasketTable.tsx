import { type BasketLine, basketMessages, type LineChange } from '@portal/core/basket';
import type { Quantity } from '@portal/core/catalogue';
import * as css from './BasketCheckout.css';
import { BasketTableRow } from './BasketTableRow';

export interface BasketTableProps {
  lines: readonly BasketLine[];
  selected: ReadonlySet<string>;
  /** Lines the checkout stopped on because they changed, with what the client saw. */
  changes: readonly LineChange[];
  /** The changes are held while the next press is under way: kept in place, not shown. */
  changesHeld: boolean;
  /** The checkout is running: lines cannot change meanwhile. */
  disabled: boolean;
  /** Whether a line's edit waits for the connection. */
  isUnsent: (lineId: string) => boolean;
  onToggle: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: Quantity) => void;
  onRemove: (lineId: string) => void;
}

const { columns } = basketMessages;

/** The basket lines: a table on a wide widget, cards on a narrow one. */
export function BasketTable({
  lines,
  selected,
  changes,
  changesHeld,
  disabled,
  isUnsent,
  onToggle,
  onQuantity,
  onRemove,
}: BasketTableProps) {
  return (
    <table className={css.table} part="table">
      <thead className={css.head}>
        <tr>
          <th>
            <span className={css.hidden}>{basketMessages.selectAll}</span>
          </th>
          <th>{columns.picture}</th>
          <th>
            {columns.article} / {columns.brand}
          </th>
          <th>{columns.name}</th>
          <th>{columns.delivery}</th>
          <th>{columns.price}</th>
          <th>{columns.quantity}</th>
          <th style={{ textAlign: 'right' }}>{columns.sum}</th>
          <th>
            <span className={css.hidden}>{basketMessages.removeLabel}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <BasketTableRow
            key={line.item.id}
            line={line}
            selected={selected.has(line.item.id)}
            change={changes.find((change) => change.id === line.item.id) ?? null}
            changeHeld={changesHeld}
            disabled={disabled}
            unsent={isUnsent(line.item.id)}
            onToggle={onToggle}
            onQuantity={onQuantity}
            onRemove={onRemove}
          />
        ))}
      </tbody>
    </table>
  );
}

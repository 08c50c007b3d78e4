import type { ReactNode } from 'react';
import * as css from './Account.css';

/** A column of an account table: its heading, aligned to the end for figures, or read only (hidden). */
export interface AccountColumn {
  label: string;
  align?: 'end';
  hidden?: boolean;
}

interface AccountTableProps {
  columns: readonly AccountColumn[];
  /** On the page's card (the lists of the account pages), or bare (in an order or a dialog). */
  card?: boolean;
  /** The rows (`<tr>`s of the body). */
  children: ReactNode;
  /** A `<tfoot>` under them (the settlements' totals). */
  foot?: ReactNode;
}

/**
 * The table of an account page (orders, an order's lines, documents, settlements, deliveries): a
 * heading per column and the rows, scrolling sideways in its box on a narrow screen, where each
 * row becomes a card of labelled cells (`data-label`).
 */
export function AccountTable({ columns, card = false, children, foot }: AccountTableProps) {
  return (
    <div className={card ? `${css.card} ${css.tableBox}` : css.tableBox}>
      <table className={css.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-align={column.align}>
                {column.hidden ? <span className={css.visuallyHidden}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}

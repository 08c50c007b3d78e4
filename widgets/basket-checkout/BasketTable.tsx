import { type BasketLine, basketMessages, type LineChange } from '@portal/core/basket';
import type { Quantity } from '@portal/core/catalogue';
import { useDrawnInSlices, useFocusKeptInRows } from '@portal/ui';
import { type CSSProperties, type ReactElement, useLayoutEffect, useMemo, useRef } from 'react';
import * as css from './BasketCheckout.css';
import { BasketTableRow } from './BasketTableRow';

interface BasketTableProps {
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
  /** The three below keep their identity from render to render, so unchanged rows are skipped. */
  onToggle: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: Quantity) => void;
  onRemove: (lineId: string) => void;
  /**
   * The table leaves with the focus in it (its last line deleted here or in another tab): no row is
   * left to take it, so the empty basket does (issue 43).
   */
  onLeaveWithFocus: () => void;
}

/** A row's element as last rendered, and what it was rendered with. */
interface RenderedRow {
  element: ReactElement;
  selected: boolean;
  change: LineChange | null;
  changeHeld: boolean;
  disabled: boolean;
  unsent: boolean;
}

const { columns } = basketMessages;

/** A line's row (not the place of the lines not drawn yet). */
const LINE = 'tr[data-line-id]';

/**
 * A big basket's lines drawn with its answer, more than a tall window shows, then a slice in each
 * idle moment of the browser: no task draws 1,000 lines at once, even on a slow CPU (issue 41).
 */
const LINE_SLICES = { first: 24, slice: 12 };

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
  onLeaveWithFocus,
}: BasketTableProps) {
  const changeOf = useMemo(() => new Map(changes.map((change) => [change.id, change])), [changes]);
  // A line rendered with the same state is handed back as the same element, which Preact skips: an
  // edit, a tick or a delete in a basket of 1,000 lines renders only the lines it changes.
  const rendered = useRef(new WeakMap<BasketLine, RenderedRow>()).current;
  const body = useRef<HTMLTableSectionElement>(null);
  // A row leaving with the focus (its 'Удалить' pressed, or deleted in another tab) hands it to the
  // row now in its place, at the same control: the next row's 'Удалить' (the last row's, the row before).
  useFocusKeptInRows(body, LINE);
  const drawn = useDrawnInSlices(lines.length, body, LINE, LINE_SLICES);
  const ahead = lines.length - drawn;
  const onLeaveWithFocusNow = useRef(onLeaveWithFocus);
  onLeaveWithFocusNow.current = onLeaveWithFocus;
  // Run as the table is taken down, while its focused control is still in the page.
  useLayoutEffect(() => {
    const box = body.current;
    return () => {
      if (box?.matches(':focus-within')) onLeaveWithFocusNow.current();
    };
  }, []);
  const rowOf = (line: BasketLine) => {
    const id = line.item.id;
    const now = {
      selected: selected.has(id),
      change: changeOf.get(id) ?? null,
      changeHeld: changesHeld,
      disabled,
      unsent: isUnsent(id),
    };
    const last = rendered.get(line);
    if (
      last &&
      last.selected === now.selected &&
      last.change === now.change &&
      last.changeHeld === now.changeHeld &&
      last.disabled === now.disabled &&
      last.unsent === now.unsent
    )
      return last.element;
    const element = (
      <BasketTableRow
        key={id}
        line={line}
        {...now}
        onToggle={onToggle}
        onQuantity={onQuantity}
        onRemove={onRemove}
      />
    );
    rendered.set(line, { element, ...now });
    return element;
  };
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
      <tbody ref={body}>
        {lines.slice(0, drawn).map(rowOf)}
        {ahead > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row is never focused; hidden, it is no line to count
          <tr
            className={css.linesAhead}
            style={{ [css.linesAheadCount]: String(ahead) } as CSSProperties}
            aria-hidden="true"
          />
        )}
      </tbody>
    </table>
  );
}

import { moveColumn, type PriceListColumn, priceListMessages as text } from '@portal/core/account';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import * as css from './Account.css';
import * as own from './ColumnOrder.css';

interface ColumnOrderProps {
  columns: readonly PriceListColumn[];
  onChange: (columns: PriceListColumn[]) => void;
  disabled?: boolean;
}

/**
 * The price list's column order (doc 2 §2.7), reordered by pointer (drag a row by its handle, with a
 * mouse, a pen or a finger) or by keyboard (the arrows on the focused handle, or the buttons that
 * move a column up and down). Each move is announced.
 */
export function ColumnOrder({ columns, onChange, disabled = false }: ColumnOrderProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const handles = useRef<(HTMLButtonElement | null)[]>([]);

  /**
   * Moves a column. Focus follows it: the handle keeps it (the row moves with its column), and a
   * move button that the move disables (the column reached an end) hands it to the handle.
   */
  const move = (from: number, to: number, focus: 'handle' | 'at-end' | 'none') => {
    const moved = moveColumn(columns, from, to);
    if (moved.every((column, index) => column === columns[index])) return;
    const column = columns[from];
    const at = moved.indexOf(column as PriceListColumn);
    onChange(moved);
    if (column) setAnnouncement(text.moved(text.columnNames[column], at + 1));
    const atEnd = at === 0 || at === columns.length - 1;
    if (focus === 'handle' || (focus === 'at-end' && atEnd))
      requestAnimationFrame(() => handles.current[at]?.focus());
  };

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: columns.length - 1,
    };
    const target = to[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    move(index, target, 'handle');
  };

  // Dragging: the row under the pointer is where the dragged column goes.
  const rowAt = (y: number) => {
    const index = rows.current.findIndex((row) => {
      const box = row?.getBoundingClientRect();
      return box !== undefined && y < box.top + box.height / 2;
    });
    return index === -1 ? columns.length - 1 : index;
  };
  const onPointerDown = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(index);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging === null) return;
    const target = rowAt(event.clientY);
    if (target !== dragging) {
      move(dragging, target, 'none');
      setDragging(target);
    }
  };
  const endDrag = () => setDragging(null);

  return (
    <div>
      <p className={css.muted} id="column-order-hint">
        {text.columnsHint}
      </p>
      <ol className={own.list}>
        {columns.map((column, index) => {
          const name = text.columnNames[column];
          return (
            <li
              key={column}
              ref={(row) => {
                rows.current[index] = row;
              }}
              className={own.row}
              data-dragging={dragging === index || undefined}
            >
              <button
                ref={(handle) => {
                  handles.current[index] = handle;
                }}
                type="button"
                className={own.handle}
                aria-describedby="column-order-hint"
                disabled={disabled}
                onKeyDown={onHandleKey(index)}
                onPointerDown={onPointerDown(index)}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              >
                <span aria-hidden="true" className={own.grip}>
                  ⠿
                </span>
                <span className={own.position}>{index + 1}.</span>
                {name}
              </button>
              <span className={own.moves}>
                <button
                  type="button"
                  className={own.move}
                  aria-label={text.moveUp(name)}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1, 'at-end')}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={own.move}
                  aria-label={text.moveDown(name)}
                  disabled={disabled || index === columns.length - 1}
                  onClick={() => move(index, index + 1, 'at-end')}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={css.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

import { type PartRow, stepHotspot, vinCalloutMessages } from '@portal/core/vin';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import * as css from './VinCalloutChooser.css';

/**
 * The locked callout's parts, at the callout (issue 23, as the catalogue service's demo lists them):
 * the part a tap on a phone shows without leaving the picture, and for a number with several parts
 * the choice among them. Each brings its row of the table into sight. It takes the focus as it
 * opens; arrows move between the parts, Esc closes it (the diagram gives the focus back).
 */
export function VinCalloutChooser({
  code,
  rows,
  table,
  onClose,
}: {
  code: string;
  /** Every row of the table, in its order. */
  rows: readonly PartRow[];
  table: RefObject<HTMLElement | null>;
  /** `refocus`: the focus goes back to the callout (Esc, 'Закрыть'), not to a chosen row. */
  onClose: (refocus: boolean) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const locked = rows.filter((row) => row.code === code);
  const choices = () => [...(list.current?.querySelectorAll<HTMLElement>('button') ?? [])];
  // Without scrolling: on a phone the picture stays where it is. (Another callout: another chooser.)
  useEffect(() => {
    list.current?.querySelector('button')?.focus({ preventScroll: true });
  }, []);

  // A part chosen: its row, in sight and focused.
  const onChoose = (row: PartRow) => {
    const element = table.current?.querySelectorAll<HTMLElement>('tr[data-code]')[rows.indexOf(row)];
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    onClose(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      // Closing the chooser keeps the callout locked: a second Esc releases it.
      event.stopPropagation();
      onClose(true);
      return;
    }
    const all = choices();
    const next = stepHotspot(all.length, all.indexOf(event.target as HTMLElement), event.key);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  if (locked.length === 0) return null;
  return (
    <div
      className={css.chooser}
      role="dialog"
      aria-label={vinCalloutMessages.title(code)}
      onKeyDown={onKeyDown}
      part="callout-chooser"
    >
      <div className={css.head}>
        <h3 className={css.title}>{vinCalloutMessages.title(code)}</h3>
        <button
          type="button"
          className={css.close}
          aria-label={vinCalloutMessages.close}
          title={vinCalloutMessages.close}
          onClick={() => onClose(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {locked.length > 1 && <p className={css.hint}>{vinCalloutMessages.choose}</p>}
      <ul ref={list} className={css.list}>
        {locked.map((row) => (
          <li key={row.key}>
            <button type="button" className={css.choice} onClick={() => onChoose(row)}>
              {row.part.name} <span className={css.oem}>{row.part.oem}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

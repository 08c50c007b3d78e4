import { type PartRow, vinCalloutMessages } from '@portal/core/vin';
import type { RefObject } from 'react';
import * as css from './VinCalloutParts.css';

/**
 * The locked callout's parts, under the diagram (issue 23): the part a tap on a phone shows without
 * leaving the picture, and for a number with several parts the chooser the catalogue service's demo
 * offers at the callout. Each brings its row of the table into sight.
 */
export function VinCalloutParts({
  code,
  rows,
  table,
}: {
  code: string;
  /** Every row of the table, in its order. */
  rows: readonly PartRow[];
  table: RefObject<HTMLElement | null>;
}) {
  const locked = rows.filter((row) => row.code === code);
  // A part chosen: its row, in sight and focused.
  const onChoose = (row: PartRow) => {
    const element = table.current?.querySelectorAll<HTMLElement>('tr[data-code]')[rows.indexOf(row)];
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  };
  if (locked.length === 0) return null;
  return (
    <section className={css.calloutParts} aria-label={vinCalloutMessages.title(code)} part="callout-parts">
      <h3 className={css.calloutTitle}>{vinCalloutMessages.title(code)}</h3>
      {locked.length > 1 && <p className={css.calloutHint}>{vinCalloutMessages.choose}</p>}
      <ul className={css.calloutList}>
        {locked.map((row) => (
          <li key={row.key}>
            <button type="button" className={css.calloutChoice} onClick={() => onChoose(row)}>
              {row.part.name} <span className={css.calloutOem}>{row.part.oem}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

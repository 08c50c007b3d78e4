import { type PartRow, vinMessages } from '@portal/core/vin';
import * as css from './VinParts.css';

/**
 * The locked callout's parts, under the diagram (issue 23): the part a tap on a phone shows without
 * leaving the picture, and for a number with several parts the chooser the catalogue service's demo
 * offers at the callout. Each brings its row of the table into sight.
 */
export function VinCalloutParts({
  code,
  rows,
  onChoose,
}: {
  code: string;
  rows: readonly PartRow[];
  onChoose: (row: PartRow) => void;
}) {
  return (
    <section className={css.calloutParts} aria-label={vinMessages.calloutParts(code)} part="callout-parts">
      <h3 className={css.calloutTitle}>{vinMessages.calloutParts(code)}</h3>
      {rows.length > 1 && <p className={css.calloutHint}>{vinMessages.calloutChoose}</p>}
      <ul className={css.calloutList}>
        {rows.map((row) => (
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

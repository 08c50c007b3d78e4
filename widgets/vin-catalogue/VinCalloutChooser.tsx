import { formatPricePerPiece, formatStock, type Product, productMessages } from '@portal/core/catalogue';
import { type PartRow, stepHotspot, vinCalloutMessages } from '@portal/core/vin';
import { useDisplayedPrice } from '@portal/ui';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import * as css from './VinCalloutChooser.css';

/** Our goods of a part as the table's offer shows them: brand, stock, price (a visitor sees none). */
function ChoiceOffer({ product }: { product: Product }) {
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  return (
    <span className={css.offer}>
      <span className={css.brand}>{product.brand}</span>
      <span>
        {productMessages.stock}: {formatStock(product.stock)}
      </span>
      {price && <span className={css.price}>{price}</span>}
    </span>
  );
}

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
  onChoose,
  onClose,
}: {
  code: string;
  /** Every row of the table, in its order. */
  rows: readonly PartRow[];
  table: RefObject<HTMLElement | null>;
  /** A part chosen: its row is singled out in the table. */
  onChoose: (row: PartRow) => void;
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

  // A part chosen: its row, singled out, in sight and focused.
  const choose = (row: PartRow) => {
    onChoose(row);
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
            <button type="button" className={css.choice} onClick={() => choose(row)}>
              <span>
                {row.part.name} <span className={css.oem}>{row.part.oem}</span>
              </span>
              {row.part.products.map((product) => (
                <ChoiceOffer key={product.id} product={product} />
              ))}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import {
  type BasketLine,
  basketMessages,
  countedQuantity,
  type LineChange,
  lineLimits,
  lineSum,
} from '@portal/core/basket';
import type { Quantity } from '@portal/core/catalogue';
import { formatRubles } from '@portal/core/session';
import { QuantityStepper } from '@portal/ui';
import { useMemo } from 'react';
import * as css from './BasketCheckout.css';
import { BasketPriceShift } from './BasketPriceShift';

interface BasketTableRowProps {
  line: BasketLine;
  selected: boolean;
  /** What the client saw of this line when the checkout found it changed; `null` when it did not. */
  change: LineChange | null;
  /** The change is held while the next press is under way: kept in place, not shown. */
  changeHeld: boolean;
  disabled: boolean;
  /** The line's edit waits for the connection. */
  unsent: boolean;
  onToggle: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: Quantity) => void;
  onRemove: (lineId: string) => void;
}

/**
 * One basket line: picture, article, brand, name, delivery, price, stepper, sum, delete. Its cells
 * are kept as the same elements while what they show stays (Preact skips them): ticking a line, or
 * all 1,000 of them, redraws only the boxes.
 */
export function BasketTableRow({
  line,
  selected,
  change,
  changeHeld,
  disabled,
  unsent,
  onToggle,
  onQuantity,
  onRemove,
}: BasketTableRowProps) {
  const { item } = line;
  const seenPrice = change?.seenPrice ?? null;
  const seenQuantity = change?.seenQuantity ?? null;
  const goods = useMemo(() => {
    const outOfStock = item.stock <= 0;
    return (
      <>
        <td className={css.pictureCell}>
          {item.picture ? (
            <img className={css.picture} src={item.picture} alt="" loading="lazy" />
          ) : (
            <span className={css.noPicture}>{basketMessages.noPicture}</span>
          )}
        </td>
        <td className={css.metaCell}>
          <span className={css.article}>{item.article}</span>
          <br className={css.wideOnly} />
          <span className={css.narrowOnly}> · </span>
          {item.brand}
        </td>
        <td className={css.nameCell}>
          <span className={css.name}>{item.name}</span>
        </td>
        <td className={css.deliveryCell}>
          {outOfStock ? (
            <span className={css.outOfStock}>{basketMessages.outOfStock}</span>
          ) : (
            (item.deliveryDate ?? <span className={css.muted}>{basketMessages.deliveryUnknown}</span>)
          )}
        </td>
        <td className={css.priceCell}>
          {formatRubles(item.price)}
          {/* The catalogue's struck-out price beside a changed one would read as the price seen. */}
          {item.oldPrice !== null && seenPrice === null && (
            <s className={css.oldPrice} title={basketMessages.oldPrice}>
              {formatRubles(item.oldPrice)}
            </s>
          )}
          {seenPrice !== null && (
            <Was held={changeHeld}>{basketMessages.priceWas(formatRubles(seenPrice) ?? '')}</Was>
          )}
          {seenPrice !== null && (
            <BasketPriceShift seen={seenPrice} now={item.price} of="line" className={wasClass(changeHeld)} />
          )}
        </td>
      </>
    );
  }, [item, seenPrice, changeHeld]);
  const rest = useMemo(() => {
    const outOfStock = item.stock <= 0;
    const sum = lineSum(item.price, countedQuantity(item.quantity, line.quantity));
    return (
      <>
        <td className={css.quantityCell}>
          <QuantityStepper
            quantity={line.quantity}
            limits={lineLimits(item)}
            onChange={(quantity) => onQuantity(item.id, quantity)}
            disabled={disabled || line.removing || outOfStock}
            product={item.name}
          />
          {line.message && (
            <span className={css.lineMessage} role="alert">
              {line.message}
            </span>
          )}
          {unsent ? (
            <span className={css.lineUnsent} role="status" part="unsent">
              {basketMessages.unsent}
            </span>
          ) : (
            line.drafted && (
              <span className={css.lineUnsent} role="status" part="pending">
                {basketMessages.saving}
              </span>
            )
          )}
          {seenQuantity !== null && <Was held={changeHeld}>{basketMessages.quantityWas(seenQuantity)}</Was>}
        </td>
        <td className={css.sumCell} data-testid="line-sum">
          {formatRubles(sum)}
        </td>
        <td className={css.removeCell}>
          <button
            type="button"
            className={css.removeButton}
            aria-label={basketMessages.remove(item.name)}
            title={basketMessages.removeLabel}
            disabled={disabled || line.removing}
            onClick={() => onRemove(item.id)}
          >
            ×
          </button>
        </td>
      </>
    );
  }, [line, item, disabled, unsent, seenQuantity, changeHeld, onQuantity, onRemove]);
  return (
    <tr
      className={css.row}
      data-removing={line.removing || undefined}
      data-changed={(change && !changeHeld) || undefined}
      data-line-id={item.id}
      part="line"
    >
      <td className={css.checkCell}>
        <input
          type="checkbox"
          className={css.checkbox}
          checked={selected}
          aria-label={basketMessages.selectItem(item.name)}
          onChange={() => onToggle(item.id)}
        />
      </td>
      {goods}
      {rest}
    </tr>
  );
}

// Held (while the next press is under way) a change keeps its place, hidden (visibility hides it
// from screen readers too).
const wasClass = (held: boolean) => (held ? `${css.was} ${css.held}` : css.was);

/** What the client saw of a changed line. */
function Was({ held, children }: { held: boolean; children: string }) {
  return (
    <span className={wasClass(held)} aria-hidden={held || undefined}>
      {children}
    </span>
  );
}

import { formatPricePerPiece, formatStock, type Product, productMessages } from '@portal/core/catalogue';
import { articleSearchPath } from '@portal/core/search';
import {
  type DiagramSelection,
  highlightOf,
  type PartRow,
  partAttributeLines,
  vinMessages,
} from '@portal/core/vin';
import { AddToBasketControls, PortalLink, tooltip, useBasketQuantity, useDisplayedPrice } from '@portal/ui';
import { useMemo } from 'react';
import * as css from './VinParts.css';
import { VinTableHead } from './VinTableHead';

type AddPart = (product: Product, quantity: number) => Promise<void>;

/** Our goods of the part's number: stock, price (with the markup), the stepper and 'В корзину'. */
function VinPartOffer({ product, onAdd }: { product: Product; onAdd: AddPart }) {
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  const basketQuantity = useBasketQuantity(product.id);
  const limits = useMemo(
    () => ({ multiplicity: product.multiplicity, stock: product.stock }),
    [product.multiplicity, product.stock],
  );
  return (
    <div className={css.offer} part="offer" data-product-id={product.id}>
      <div className={css.offerFacts}>
        <span className={css.offerBrand}>{product.brand}</span>
        <span part="stock">
          {productMessages.stock}: {formatStock(product.stock)}
        </span>
        {price && (
          <span className={css.offerPrice} part="price">
            {price}
          </span>
        )}
      </div>
      <AddToBasketControls
        product={product.name}
        limits={limits}
        basketQuantity={basketQuantity}
        onAdd={(quantity) => onAdd(product, quantity)}
      />
    </div>
  );
}

/** The row's link to the diagram: pointing at the row points at its callout; its number locks it. */
interface DiagramLink {
  selection: DiagramSelection;
  onPoint: (code: string | null) => void;
  onLock: (code: string) => void;
}

interface VinPartsTableProps {
  /** Names the table for assistive technology: the unit's name. */
  label: string;
  rows: readonly PartRow[];
  /** The key of the row chosen at its callout (the chooser): singled out, as the current one. */
  chosen?: string | null;
  /** Set beside a diagram; a group's list of units has none. */
  diagram?: DiagramLink;
  onAdd: AddPart;
}

/**
 * A unit's parts (doc 2 §2.18): number on the diagram (several rows of one number are its variants),
 * the OEM number linking to the article search, the name with its attributes in a tooltip, and our
 * own goods of that number with stock, price and 'В корзину'.
 */
export function VinPartsTable({ label, rows, chosen, diagram, onAdd }: VinPartsTableProps) {
  return (
    <div className={css.box}>
      <table className={css.table} aria-label={label} part="parts">
        <VinTableHead
          titles={[vinMessages.position, vinMessages.oem, vinMessages.partName, vinMessages.offer]}
          className={css.head}
          cellClassName={css.headCell}
        />
        <tbody>
          {rows.map((row) => {
            const { part, code } = row;
            const point = diagram && code ? diagram.onPoint : undefined;
            const attributes = partAttributeLines(part.attributes, vinMessages.quantity)
              .map((line) => `${line.name}: ${line.value}`)
              .join('; ');
            return (
              <tr
                key={row.key}
                className={css.row}
                data-code={code}
                aria-current={row.key === chosen ? 'true' : undefined}
                data-highlight={diagram ? (highlightOf(diagram.selection, code) ?? undefined) : undefined}
                onMouseEnter={point && (() => point(code))}
                onMouseLeave={point && (() => point(null))}
                onFocus={point && (() => point(code))}
                onBlur={point && (() => point(null))}
                part="part"
              >
                <td className={css.positionCell}>
                  {diagram && code ? (
                    <button
                      type="button"
                      className={css.position}
                      aria-pressed={diagram.selection.locked === code}
                      aria-label={vinMessages.showOnDiagram(code)}
                      onClick={() => diagram.onLock(code)}
                    >
                      {code}
                    </button>
                  ) : (
                    <span className={css.positionText}>{code}</span>
                  )}
                  {row.variant !== null && (
                    <span className={css.variant}>{vinMessages.variant(row.variant)}</span>
                  )}
                </td>
                <td className={css.oemCell}>
                  {part.oem ? (
                    <PortalLink
                      path={articleSearchPath({ article: part.oem, brand: '' })}
                      className={css.oem}
                      part="oem"
                    >
                      {part.oem}
                    </PortalLink>
                  ) : (
                    <span className={css.none}>—</span>
                  )}
                </td>
                <td className={css.nameCell}>
                  <button
                    type="button"
                    className={css.name}
                    aria-description={attributes || undefined}
                    {...tooltip(attributes)}
                    part="part-name"
                  >
                    {part.name}
                  </button>
                </td>
                <td className={css.offerCell}>
                  {part.products.length > 0 ? (
                    <div className={css.offers}>
                      {part.products.map((product) => (
                        <VinPartOffer key={product.id} product={product} onAdd={onAdd} />
                      ))}
                    </div>
                  ) : (
                    <span className={css.none}>—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

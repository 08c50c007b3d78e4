import type { FoundProduct, UploadOffer, UploadRow } from '../domain/upload';
import { basketUploadMessages as texts } from '../messages/basket-upload';

/**
 * The reconciliation of an order from a file, row by row (issue 22): what each row of the file
 * becomes before anything is added. Nothing reaches the basket that the client has not seen: a
 * changed quantity says from what to what and why, an article of several makers and a part out of
 * stock wait for the client's choice, an article the catalogue lacks is named.
 */

/** Why a quantity differs from the file's: rounded up to the multiple sold, cut to the stock. */
export type QuantityReason = 'multiplicity' | 'stock';

/** A line the row would add: the part, the quantity, and why it is not the file's. */
interface ReviewLine {
  offer: UploadOffer;
  quantity: number;
  reasons: readonly QuantityReason[];
}

type RowOutcome =
  /** One part, the quantity as asked, or changed (`line.reasons` say why). */
  | { kind: 'found'; line: ReviewLine }
  /** The article is made by several makers: the client picks one of `choices` (those in stock). */
  | { kind: 'brands'; choices: readonly UploadOffer[] }
  /** No part with the article is in stock: the client may pick one of the analogues in stock. */
  | { kind: 'no-stock'; offers: readonly UploadOffer[]; choices: readonly UploadOffer[] }
  | { kind: 'not-found' };

export interface ReviewedRow {
  row: UploadRow;
  outcome: RowOutcome;
}

/**
 * The quantity of `offer` that answers a request for `asked`: rounded up to its multiple, then down
 * to the multiples its stock still holds; 0 when not one multiple is left.
 */
export function fitQuantity(
  asked: number,
  offer: UploadOffer,
): { quantity: number; reasons: QuantityReason[] } {
  const multiple = Math.max(1, offer.multiplicity);
  const wanted = Math.max(1, Math.ceil(asked / multiple)) * multiple;
  const held = Math.floor(Math.max(0, offer.available) / multiple) * multiple;
  const quantity = Math.min(wanted, held);
  const reasons: QuantityReason[] = [];
  if (asked % multiple !== 0) reasons.push('multiplicity');
  if (quantity < wanted) reasons.push('stock');
  return { quantity, reasons };
}

const inStock = (asked: number) => (offer: UploadOffer) => fitQuantity(asked, offer).quantity > 0;

/** What a row of the file becomes before the client's choices. */
export function reviewRow(row: UploadRow): RowOutcome {
  if (row.offers.length === 0) return { kind: 'not-found' };
  const choices = row.offers.filter(inStock(row.quantity));
  if (choices.length === 0)
    return { kind: 'no-stock', offers: row.offers, choices: row.analogues.filter(inStock(row.quantity)) };
  const brands = new Set(row.offers.map((offer) => offer.brand));
  if (brands.size > 1) return { kind: 'brands', choices };
  const [offer] = choices as [UploadOffer];
  return { kind: 'found', line: { offer, ...fitQuantity(row.quantity, offer) } };
}

export function reviewRows(rows: readonly UploadRow[]): ReviewedRow[] {
  return rows.map((row) => ({ row, outcome: reviewRow(row) }));
}

/** The client's choice per row (by its index): the id of a part among the row's choices. */
export type ReviewChoices = Readonly<Record<number, string>>;

/** The line a reviewed row adds with the client's choice, or `null` when it adds nothing. */
export function reviewLine({ row, outcome }: ReviewedRow, choice: string | undefined): ReviewLine | null {
  if (outcome.kind === 'found') return outcome.line;
  if (outcome.kind === 'not-found') return null;
  const offer = outcome.choices.find((candidate) => candidate.id === choice);
  return offer ? { offer, ...fitQuantity(row.quantity, offer) } : null;
}

/** What the add2basket step sends: each row's line, as the client saw and chose it. */
export function linesToAdd(review: readonly ReviewedRow[], choices: ReviewChoices): FoundProduct[] {
  const lines: FoundProduct[] = [];
  review.forEach((reviewed, index) => {
    const line = reviewLine(reviewed, choices[index]);
    if (line) lines.push({ id: line.offer.id, quantity: line.quantity });
  });
  return lines;
}

/** Whether anything of the file can reach the basket, now or by a choice. */
export function reviewCanAdd(review: readonly ReviewedRow[]): boolean {
  return review.some(
    ({ outcome }) => outcome.kind === 'found' || (outcome.kind !== 'not-found' && outcome.choices.length > 0),
  );
}

type ReviewStatus = 'as-asked' | 'changed' | 'brands' | 'no-stock' | 'not-found';

/** The status a row is counted under in the review's summary. */
export function reviewStatus({ outcome }: ReviewedRow): ReviewStatus {
  if (outcome.kind === 'found') return outcome.line.reasons.length === 0 ? 'as-asked' : 'changed';
  return outcome.kind;
}

/** How many rows have each status, for the summary above the review. */
export function reviewSummary(review: readonly ReviewedRow[]): Record<ReviewStatus, number> {
  const counts: Record<ReviewStatus, number> = {
    'as-asked': 0,
    changed: 0,
    brands: 0,
    'no-stock': 0,
    'not-found': 0,
  };
  for (const reviewed of review) counts[reviewStatus(reviewed)] += 1;
  return counts;
}

/** What a line does to the file's quantity, in words: as asked, or from → to and why. */
function lineNote(line: ReviewLine, asked: number): string {
  if (line.reasons.length === 0) return texts.asAsked;
  const why = line.reasons.map((reason) =>
    reason === 'multiplicity'
      ? texts.multiplicity(line.offer.multiplicity)
      : texts.stock(line.offer.available),
  );
  return `${texts.changed(asked, line.quantity)}: ${why.join(', ')}`;
}

/** The 'Что будет' of a reviewed row with the client's choice. */
export function reviewNote(reviewed: ReviewedRow, choice: string | undefined): string {
  const { row, outcome } = reviewed;
  const line = reviewLine(reviewed, choice);
  if (line) return lineNote(line, row.quantity);
  switch (outcome.kind) {
    case 'brands':
      return texts.brands;
    case 'no-stock':
      return outcome.choices.length > 0
        ? `${texts.noStock} ${texts.analogues}`
        : `${texts.noStock} ${texts.noAnalogues}`;
    default:
      return texts.notFound;
  }
}

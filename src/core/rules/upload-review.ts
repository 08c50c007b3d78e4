import type { FoundProduct, UploadOffer, UploadRow, UploadSource } from '../domain/upload';
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

/**
 * Why a row waits for the client's pick among its parts: the article is made by several makers;
 * the article, less its leading zeros, is that of several parts of one maker; or the row names a
 * brand none of its parts is of (never replaced without a word).
 */
type ChoiceReason = 'makers' | 'articles' | 'named-brand';

type RowOutcome =
  /** One part, the quantity as asked, or changed (`line.reasons` say why). */
  | { kind: 'found'; line: ReviewLine }
  /** The client picks one of `choices` (the parts in stock), as for an article of several makers. */
  | { kind: 'brands'; why: ChoiceReason; choices: readonly UploadOffer[] }
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

const brandKey = (brand: string) => brand.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/** Whether a catalogue brand is the one a buyer named: case and separators aside, or its start ('Mann' is MANN-FILTER). */
export function isNamedBrand(brand: string, named: string): boolean {
  const catalogue = brandKey(brand);
  const asked = brandKey(named);
  return catalogue === asked || (asked.length >= 3 && catalogue.startsWith(asked));
}

/** What a row of the file becomes before the client's choices. */
export function reviewRow(row: UploadRow): RowOutcome {
  if (row.offers.length === 0) return { kind: 'not-found' };
  const { brand } = row;
  const named = brand === null ? row.offers : row.offers.filter((offer) => isNamedBrand(offer.brand, brand));
  const parts = named.length > 0 ? named : row.offers;
  const choices = parts.filter(inStock(row.quantity));
  if (choices.length === 0) {
    // Another maker's part in stock stands in for the named brand's as an analogue does.
    const others = named === row.offers ? [] : row.offers.filter((offer) => !named.includes(offer));
    const replacements = [...row.analogues, ...others].filter(inStock(row.quantity));
    return { kind: 'no-stock', offers: parts, choices: replacements };
  }
  if (named.length === 0) return { kind: 'brands', why: 'named-brand', choices };
  if (new Set(parts.map((offer) => offer.brand)).size > 1) return { kind: 'brands', why: 'makers', choices };
  if (new Set(parts.map((offer) => offer.article)).size > 1)
    return { kind: 'brands', why: 'articles', choices };
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

/** What a line does to the file's (or list's) quantity, in words: as asked, or from → to and why. */
function lineNote(line: ReviewLine, asked: number, source: UploadSource): string {
  if (line.reasons.length === 0) return source === 'list' ? texts.asListed : texts.asAsked;
  const why = line.reasons.map((reason) =>
    reason === 'multiplicity'
      ? texts.multiplicity(line.offer.multiplicity)
      : texts.stock(line.offer.available),
  );
  return `${texts.changed(asked, line.quantity)}: ${why.join(', ')}`;
}

/**
 * The catalogue's article a row takes, said where it is not written as typed (issue 44: an article
 * whose spreadsheet lost its zeros, or typed with other spaces, dashes or case): '986494524 → BOSCH
 * 0 986 494 524'; null where it is the very text.
 */
export function articleTaken(row: UploadRow, offer: UploadOffer): string | null {
  return offer.article === row.article ? null : texts.taken(row.article, offer.brand, offer.article);
}

const CHOICE_NOTES = { makers: texts.brands, articles: texts.articles } as const;

/** The 'Что будет' of a reviewed row of a file or list with the client's choice. */
export function reviewNote(reviewed: ReviewedRow, choice: string | undefined, source: UploadSource): string {
  const { row, outcome } = reviewed;
  const line = reviewLine(reviewed, choice);
  if (line) {
    const note = lineNote(line, row.quantity, source);
    const taken = articleTaken(row, line.offer);
    return taken ? `${taken} ${note}` : note;
  }
  switch (outcome.kind) {
    case 'brands':
      return outcome.why === 'named-brand' ? texts.namedBrand(row.brand ?? '') : CHOICE_NOTES[outcome.why];
    case 'no-stock':
      return outcome.choices.length > 0
        ? `${texts.noStock} ${texts.analogues}`
        : `${texts.noStock} ${texts.noAnalogues}`;
    default:
      return texts.notFound;
  }
}

/** The texts of the timeline and the review that name where the rows came from: the file, or the pasted list. */
export function uploadSourceTexts(source: UploadSource) {
  const list = source === 'list';
  return {
    steps: list ? texts.forList.steps : texts.steps,
    reviewHint: list ? texts.forList.reviewHint : texts.reviewHint,
    summary: { ...texts.summary, 'as-asked': list ? texts.forList.asAsked : texts.summary['as-asked'] },
    nothingToAdd: list ? texts.forList.nothingToAdd : texts.nothingToAdd,
    asked: list ? texts.inList : texts.inFile,
  };
}

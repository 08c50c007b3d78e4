import {
  linesToAdd,
  type ReviewChoices,
  type ReviewedRow,
  reviewLine,
  reviewNote,
  reviewStatus,
  reviewSummary,
  basketUploadMessages as texts,
  type UploadOffer,
  type UploadSource,
  uploadSourceTexts,
} from '@portal/core/basket';
import { rowRuns, TABLE_ROWS_PER_STEP } from '@portal/core/catalogue';
import { Button, RowsAheadPlace, useRowsInReach } from '@portal/ui';
import { type HTMLAttributes, type ReactElement, useMemo, useRef } from 'react';
import { subtitle } from './BasketUpload.css';
import * as css from './BasketUploadReview.css';

interface BasketUploadReviewProps {
  /** The element of the review's title, one level below the widget's. */
  heading: 'h2' | 'h3';
  review: readonly ReviewedRow[];
  /** A file's rows or a pasted list's: the quantity column and the notes say which. */
  source: UploadSource;
  choices: ReviewChoices;
  /** The flow waits on the client's confirmation ('Добавить в корзину'). */
  canConfirm: boolean;
  /**
   * The last confirmation failed: its message says what became of it, which may be that it is not
   * known, so the review no longer says that nothing was added.
   */
  confirmFailed: boolean;
  /** Stable: rows drawn once keep it. */
  onChoose: (row: number, offerId: string | null) => void;
  onConfirm: () => void;
}

const HEADS = ['row', 'article', 'asked', 'part', 'addColumn', 'note'] as const;

/**
 * A part of the review's grid, with a table's role: the review is rows of a grid, not a <table>,
 * since drawing more rows of a long file then lays out those rows only, where a table lays out all
 * its rows again (issue 25).
 */
function Part({
  role,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell';
}) {
  return <div role={role} {...props} />;
}

/**
 * Rows per group of the review's rows. As the window scrolls, the browser hit-tests the pointer
 * and lays out the groups, then one group's rows, instead of walking all 5,000 rows each frame.
 */
const ROWS_PER_GROUP = 50;

/** The review's rows (their indexes) in groups of `ROWS_PER_GROUP`. */
function rowGroups(count: number): { from: number; indexes: number[] }[] {
  const groups = [];
  for (let from = 0; from < count; from += ROWS_PER_GROUP) {
    const to = Math.min(count, from + ROWS_PER_GROUP);
    groups.push({ from, indexes: Array.from({ length: to - from }, (_, index) => from + index) });
  }
  return groups;
}

const offerText = (offer: UploadOffer) => `${offer.brand} ${offer.article}, ${offer.name}`;

interface ReviewRowProps {
  index: number;
  reviewed: ReviewedRow;
  source: UploadSource;
  choice: string | undefined;
  onChoose: (row: number, offerId: string | null) => void;
}

function ReviewRow({ index, reviewed, source, choice, onChoose }: ReviewRowProps) {
  const { row, outcome } = reviewed;
  const line = reviewLine(reviewed, choice);
  let part: ReactElement | string = '—';
  const choosing = outcome.kind !== 'found' && outcome.kind !== 'not-found' && outcome.choices.length > 0;
  const chosenOffer = choosing ? outcome.choices.find((offer) => offer.id === choice) : undefined;
  if (outcome.kind === 'found') part = offerText(outcome.line.offer);
  else if (choosing)
    part = (
      <>
        <select
          className={css.select}
          aria-label={
            outcome.kind === 'brands' ? texts.brandLabel(row.article) : texts.analogueLabel(row.article)
          }
          value={choice ?? ''}
          onChange={(event) => onChoose(index, event.currentTarget.value || null)}
        >
          <option value="">{texts.skip}</option>
          {outcome.choices.map((offer) => (
            <option key={offer.id} value={offer.id}>
              {texts.offer(offer.brand, offer.article, offer.name, offer.available)}
            </option>
          ))}
        </select>
        {chosenOffer && (
          // The select says it to assistive technology; this is for the eye, where it is cut.
          <span className={css.chosen} aria-hidden="true">
            {offerText(chosenOffer)}
          </span>
        )}
      </>
    );
  else if (outcome.kind === 'no-stock' && outcome.offers[0]) part = offerText(outcome.offers[0]);
  return (
    <Part
      role="row"
      className={choosing ? `${css.reviewRow} ${css.choiceRow}` : css.reviewRow}
      data-status={line ? reviewStatus(reviewed) : outcome.kind}
    >
      <Part role="cell" className={css.rowNumber}>
        {index + 1}
      </Part>
      <Part role="rowheader" className={css.rowHead}>
        {row.brand ? `${row.article} ${row.brand}` : row.article}
      </Part>
      <Part role="cell" className={css.number}>
        {row.quantity}
      </Part>
      <Part role="cell" className={css.reviewCell}>
        {part}
      </Part>
      <Part role="cell" className={css.number}>
        {line ? line.quantity : '—'}
      </Part>
      <Part role="cell" className={css.reviewCell}>
        {reviewNote(reviewed, choice, source)}
      </Part>
    </Part>
  );
}

/**
 * Every row of the file as it will be added (src/core/rules/upload-review.ts), before anything is:
 * as asked, the quantity changed and why, a maker or an analogue to pick, not found. The rows are
 * drawn as they come within reach of the window, 25 at a time (`useRowsInReach`, core
 * `TABLE_ROWS_PER_STEP`): a file of 5,000 rows opens at once, and every row is in the page once
 * scrolled to.
 */
export function BasketUploadReview({
  heading: Heading,
  review,
  source,
  choices,
  canConfirm,
  confirmFailed,
  onChoose,
  onConfirm,
}: BasketUploadReviewProps) {
  const { drawn, box } = useRowsInReach<HTMLDivElement>(review.length, {
    rowsPerStep: TABLE_ROWS_PER_STEP,
  });
  const groups = useMemo(() => rowGroups(review.length), [review]);
  const summary = useMemo(() => reviewSummary(review), [review]);
  const named = uploadSourceTexts(source);
  const count = useMemo(() => linesToAdd(review, choices).length, [review, choices]);
  // A row drawn with the same choice is handed back as the same element, which Preact skips:
  // drawing the next rows, or a pick in one row, leaves the other rows alone.
  const rendered = useRef(
    new WeakMap<ReviewedRow, { choice: string | undefined; element: ReactElement }>(),
  ).current;
  const rowOf = (index: number) => {
    const reviewed = review[index] as ReviewedRow;
    const choice = choices[index];
    const last = rendered.get(reviewed);
    if (last && last.choice === choice) return last.element;
    const element = (
      <ReviewRow
        key={index}
        index={index}
        reviewed={reviewed}
        source={source}
        choice={choice}
        onChoose={onChoose}
      />
    );
    rendered.set(reviewed, { choice, element });
    return element;
  };
  const counted = (Object.keys(summary) as (keyof typeof summary)[]).filter((status) => summary[status] > 0);
  return (
    <div className={css.review} part="review">
      <Heading className={subtitle}>{texts.reviewTitle}</Heading>
      {canConfirm && !confirmFailed && <p className={css.hint}>{named.reviewHint}</p>}
      <p className={css.summary}>
        {counted.map((status) => (
          <span key={status} className={css.summaryItem} data-status={status}>
            {named.summary[status]}: {summary[status]}
          </span>
        ))}
      </p>
      {canConfirm && (
        <div className={css.confirm}>
          <p role="status" className={css.toAdd}>
            {texts.toAdd(count, review.length)} {count === 0 && texts.noneChosen}
          </p>
          <Button variant="primary" aria-disabled={count === 0} onClick={onConfirm}>
            {texts.continue}
          </Button>
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the review's grid (Part says why); a ref finds its places. */}
      <div role="table" aria-label={texts.reviewTitle} className={css.reviewTable} ref={box}>
        <Part role="rowgroup">
          <Part role="row" className={css.reviewHead}>
            {HEADS.map((head) => (
              <Part
                key={head}
                role="columnheader"
                className={head === 'row' ? css.rowNumberHead : css.reviewHeadCell}
              >
                {head === 'asked' ? named.asked : texts[head]}
              </Part>
            ))}
          </Part>
        </Part>
        {groups.map((group) => (
          <Part key={group.from} role="rowgroup">
            {rowRuns(group.indexes, group.from, drawn).map((run) =>
              run.drawn ? (
                run.products.map(rowOf)
              ) : (
                <RowsAheadPlace
                  key={`ahead-${run.from}`}
                  as="div"
                  from={run.from}
                  count={run.count}
                  className={css.rowsAhead}
                  countProperty={css.rowsAheadCount}
                />
              ),
            )}
          </Part>
        ))}
      </div>
    </div>
  );
}

import {
  type AnsweredReview,
  answeredReview,
  createSubmission,
  INITIAL_REVIEW,
  isReviewLinkComplete,
  REVIEW_RATINGS,
  type ReviewContext,
  type ReviewForm,
  type ReviewQuestion,
  reviewContext,
  reviewErrors,
  reviewParams,
  sendFailureMessage,
  sendReview,
  reviewMessages as text,
} from '@portal/core/account';
import { Button, Field, Notice, useSession, useStore } from '@portal/ui';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import * as css from './Account.css';
import { AccountPage } from './AccountPage';
import * as own from './ReviewsPage.css';

const QUESTIONS: readonly (readonly [ReviewQuestion, string])[] = [
  ['deliveryOnTime', text.deliveryOnTime],
  ['productComplete', text.productComplete],
  ['refundTaken', text.refundTaken],
];

/** 1 to 5 stars as a radio group: Tab reaches it, the arrows choose (doc 2 §2.19). */
function StarRating({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset className={own.group}>
      <legend className={own.legend}>{text.rating}</legend>
      <div className={own.stars}>
        {REVIEW_RATINGS.map((rating) => (
          <label key={rating} className={own.star} data-on={rating <= value || undefined}>
            <input
              className={own.starInput}
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              disabled={disabled}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true" className={own.starGlyph}>
              ★
            </span>
            <span className={css.visuallyHidden}>{text.stars(rating)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function YesNo({
  name,
  question,
  value,
  error,
  disabled,
  onChange,
}: {
  name: ReviewQuestion;
  question: string;
  value: boolean | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={own.group} aria-describedby={error ? errorId : undefined}>
      <legend className={own.legend}>{question}</legend>
      <div className={own.answers}>
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className={own.answer}>
            <input
              type="radio"
              name={name}
              checked={value === answer}
              disabled={disabled}
              onChange={() => onChange(answer)}
            />
            {answer ? text.yes : text.no}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={own.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Context({ context }: { context: ReviewContext }) {
  const rows = [
    [text.contragent, context.contragent],
    [text.direction, context.direction],
    [text.saleDate, context.saleDate],
    [text.saleNumber, context.saleNumber],
  ] as const;
  return (
    <section className={css.card} aria-labelledby="review-context">
      <h2 id="review-context" className={css.cardTitle}>
        {text.context}
      </h2>
      <dl className={css.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={own.fact}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /reviews/?direction&client&saledate&salenumber (doc 2 §2.19, public): the sale's context, stars
 * (4 at first), three yes/no answers that start unanswered and a comment, sent to our relay. A link
 * without its sale says so and offers no form. Success replaces the form with the thanks and starts
 * the fields again; a failure keeps them.
 */
export function ReviewsPage() {
  const { search } = useLocation();
  const context = reviewContext(search);
  return (
    <AccountPage title={text.title}>
      <Context context={context} />
      {isReviewLinkComplete(context) ? (
        <ReviewFields context={context} />
      ) : (
        <Notice tone="warning">{text.incompleteLink}</Notice>
      )}
    </AccountPage>
  );
}

function ReviewFields({ context }: { context: ReviewContext }) {
  const { api } = useSession();
  const [review, setReview] = useState<ReviewForm>(INITIAL_REVIEW);
  // The questions' messages show once the client has tried to send.
  const [pressed, setPressed] = useState(false);
  const [send] = useState(() =>
    createSubmission(
      ({ about, fields }: { about: ReviewContext; fields: AnsweredReview }, key: string) =>
        sendReview(api, reviewParams(about, fields), key),
      sendFailureMessage(text.unknown, () => text.failed),
    ),
  );
  const state = useStore(send.$state);
  const busy = state.status === 'sending';
  const errors = pressed ? reviewErrors(review) : {};
  const set = <Name extends keyof ReviewForm>(name: Name, value: ReviewForm[Name]) => {
    setReview({ ...review, [name]: value });
    send.reset();
  };
  if (state.status === 'done' && state.outcome) return <Notice tone="success">{text.sent}</Notice>;
  return (
    <form
      className={`${css.card} ${css.form}`}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setPressed(true);
        const answered = answeredReview(review);
        if (!answered) return;
        await send.submit({ about: context, fields: answered });
        const after = send.$state.get();
        if (after.status === 'done' && after.outcome) {
          setReview(INITIAL_REVIEW);
          setPressed(false);
        }
      }}
    >
      <StarRating value={review.rating} disabled={busy} onChange={(rating) => set('rating', rating)} />
      {QUESTIONS.map(([name, question]) => (
        <YesNo
          key={name}
          name={name}
          question={question}
          value={review[name]}
          error={errors[name]}
          disabled={busy}
          onChange={(value) => set(name, value)}
        />
      ))}
      <Field label={text.comment}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${own.comment}`}
            rows={4}
            value={review.comment}
            readOnly={busy}
            onChange={(event) => set('comment', event.currentTarget.value)}
          />
        )}
      </Field>
      {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
      {state.status === 'done' && !state.outcome && <Notice tone="error">{text.failed}</Notice>}
      <div className={css.actions}>
        <Button type="submit" variant="primary" busy={busy} busyLabel={text.sending}>
          {text.send}
        </Button>
      </div>
    </form>
  );
}

import type { FormObject } from '../domain/form';
import { reviewMessages } from '../messages/account';

/**
 * The delivery review of doc 2 §2.19, §4, §5: 1 to 5 stars (default 4), three yes/no answers and a
 * comment, about the sale the link names.
 */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
const DEFAULT_RATING = 4;

/** The sale the review is about, from the link's query (direction, client, saledate, salenumber). */
export interface ReviewContext {
  contragent: string;
  direction: string;
  saleDate: string;
  saleNumber: string;
}

/** The three yes/no questions of doc 2 §2.19. */
const REVIEW_QUESTIONS = ['deliveryOnTime', 'productComplete', 'refundTaken'] as const;
export type ReviewQuestion = (typeof REVIEW_QUESTIONS)[number];

/** The form as the client fills it: a question is `null` until it is answered. */
export type ReviewForm = { rating: number; comment: string } & Record<ReviewQuestion, boolean | null>;

/** A form whose three questions are answered: what can be sent. */
export type AnsweredReview = { rating: number; comment: string } & Record<ReviewQuestion, boolean>;

/**
 * What the form shows first, and again after a review is accepted: 4 stars (doc 2 §2.19) and no
 * answer given, so that a client who only taps the stars does not report on time, complete and
 * return taken.
 */
export const INITIAL_REVIEW: ReviewForm = {
  rating: DEFAULT_RATING,
  deliveryOnTime: null,
  productComplete: null,
  refundTaken: null,
  comment: '',
};

/** 'Выберите «Да» или «Нет».' under each question left unanswered. */
export function reviewErrors(form: ReviewForm): Partial<Record<ReviewQuestion, string>> {
  return Object.fromEntries(
    REVIEW_QUESTIONS.filter((question) => form[question] === null).map((question) => [
      question,
      reviewMessages.unanswered,
    ]),
  );
}

/** The form as it can be sent, or null while a question is unanswered. */
export function answeredReview(form: ReviewForm): AnsweredReview | null {
  const { deliveryOnTime, productComplete, refundTaken } = form;
  if (deliveryOnTime === null || productComplete === null || refundTaken === null) return null;
  return { ...form, deliveryOnTime, productComplete, refundTaken };
}

/** The context of a link such as /reviews/?direction=…&client=…&saledate=…&salenumber=…. */
export function reviewContext(search: string): ReviewContext {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name)?.trim() ?? '';
  return {
    contragent: value('client'),
    direction: value('direction'),
    saleDate: value('saledate'),
    saleNumber: value('salenumber'),
  };
}

/**
 * A review is about one sale: a link without all four of its parameters (cut by a mail program, or
 * typed by hand) cannot be sent.
 */
export function isReviewLinkComplete(context: ReviewContext): boolean {
  return Object.values(context).every((value) => value !== '');
}

/** A rating the form keeps: a whole number from 1 to 5, else the default. */
export function clampRating(value: number): number {
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : DEFAULT_RATING;
}

/** The fields of review.send.json (doc 2 §3 "Delivery review"); yes/no go as Y/N. */
export function reviewParams(context: ReviewContext, form: AnsweredReview): FormObject {
  return {
    contragent: context.contragent,
    direction: context.direction,
    saledate: context.saleDate,
    salenumber: context.saleNumber,
    rating: clampRating(form.rating),
    delivery_on_time: form.deliveryOnTime,
    product_completely: form.productComplete,
    refund_take: form.refundTaken,
    comment: form.comment.trim(),
  };
}

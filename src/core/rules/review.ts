import type { FormObject } from '../api/form';

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

export interface ReviewForm {
  rating: number;
  deliveryOnTime: boolean;
  productComplete: boolean;
  refundTaken: boolean;
  comment: string;
}

/** What the form shows first, and again after a review is accepted. */
export const INITIAL_REVIEW: ReviewForm = {
  rating: DEFAULT_RATING,
  deliveryOnTime: true,
  productComplete: true,
  refundTaken: true,
  comment: '',
};

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

/** A rating the form keeps: a whole number from 1 to 5, else the default. */
export function clampRating(value: number): number {
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : DEFAULT_RATING;
}

/** The fields of review.send.json (doc 2 §3 "Delivery review"); yes/no go as Y/N. */
export function reviewParams(context: ReviewContext, form: ReviewForm): FormObject {
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

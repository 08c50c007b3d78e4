import { describe, expect, it } from 'vitest';
import {
  answeredReview,
  clampRating,
  INITIAL_REVIEW,
  isReviewLinkComplete,
  reviewContext,
  reviewErrors,
  reviewParams,
} from './review';

describe('delivery review', () => {
  it('reads the context from the link', () => {
    expect(
      reviewContext(
        '?direction=%D0%9B%D0%B8%D0%BF%D0%B5%D1%86%D0%BA&client=ООО+Ромашка&saledate=18.11.2024&salenumber=ВРН-001038',
      ),
    ).toEqual({
      contragent: 'ООО Ромашка',
      direction: 'Липецк',
      saleDate: '18.11.2024',
      saleNumber: 'ВРН-001038',
    });
    expect(reviewContext('')).toEqual({ contragent: '', direction: '', saleDate: '', saleNumber: '' });
  });

  it('is complete only with all four of its parameters', () => {
    const full = reviewContext('?direction=Липецк&client=ООО+Ромашка&saledate=18.11.2024&salenumber=7');
    expect(isReviewLinkComplete(full)).toBe(true);
    expect(
      isReviewLinkComplete(reviewContext('?direction=Липецк&client=ООО+Ромашка&saledate=18.11.2024')),
    ).toBe(false);
    expect(isReviewLinkComplete({ ...full, saleNumber: '' })).toBe(false);
  });

  it('starts at 4 stars with no answer given, and waits for all three answers', () => {
    expect(INITIAL_REVIEW).toEqual({
      rating: 4,
      deliveryOnTime: null,
      productComplete: null,
      refundTaken: null,
      comment: '',
    });
    expect(answeredReview(INITIAL_REVIEW)).toBeNull();
    expect(reviewErrors(INITIAL_REVIEW)).toEqual({
      deliveryOnTime: 'Выберите «Да» или «Нет».',
      productComplete: 'Выберите «Да» или «Нет».',
      refundTaken: 'Выберите «Да» или «Нет».',
    });
    const partly = { ...INITIAL_REVIEW, deliveryOnTime: false, refundTaken: true };
    expect(reviewErrors(partly)).toEqual({ productComplete: 'Выберите «Да» или «Нет».' });
    expect(answeredReview({ ...partly, productComplete: false })).toEqual({
      ...partly,
      productComplete: false,
    });
  });

  it('keeps ratings within 1 to 5', () => {
    expect([0, 1, 5, 6, 2.5].map(clampRating)).toEqual([4, 1, 5, 4, 4]);
  });

  it('sends the fields of review.send.json with yes/no as flags', () => {
    const context = {
      contragent: 'ООО Ромашка',
      direction: 'Липецк',
      saleDate: '18.11.2024',
      saleNumber: '7',
    };
    expect(
      reviewParams(context, {
        rating: 5,
        deliveryOnTime: true,
        productComplete: true,
        refundTaken: false,
        comment: ' Спасибо ',
      }),
    ).toEqual({
      contragent: 'ООО Ромашка',
      direction: 'Липецк',
      saledate: '18.11.2024',
      salenumber: '7',
      rating: 5,
      delivery_on_time: true,
      product_completely: true,
      refund_take: false,
      comment: 'Спасибо',
    });
  });
});

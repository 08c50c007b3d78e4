import { describe, expect, it } from 'vitest';
import { clampRating, INITIAL_REVIEW, reviewContext, reviewParams } from './review';

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

  it('starts at 4 stars with yes answers and keeps ratings within 1 to 5', () => {
    expect(INITIAL_REVIEW.rating).toBe(4);
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
      reviewParams(context, { ...INITIAL_REVIEW, rating: 5, refundTaken: false, comment: ' Спасибо ' }),
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

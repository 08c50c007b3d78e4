import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentCount, ORDER_COMMENT_MAX } from './order-comment';

describe('the order comment count', () => {
  it('counts the characters typed against the limit', () => {
    expect(commentCount('')).toEqual({ text: '0 из 1000 символов', over: false });
    expect(commentCount('Позвонить за час')).toEqual({ text: '16 из 1000 символов', over: false });
    expect(commentCount('я'.repeat(1000))).toEqual({ text: '1000 из 1000 символов', over: false });
  });

  it('says by how much a longer comment is over, never cutting it', () => {
    expect(commentCount('я'.repeat(1001))).toEqual({
      text: 'Комментарий длиннее 1000 символов: сократите его на 1 символ.',
      over: true,
    });
    expect(commentCount('я'.repeat(1003)).text).toBe(
      'Комментарий длиннее 1000 символов: сократите его на 3 символа.',
    );
    expect(commentCount('я'.repeat(1025)).text).toBe(
      'Комментарий длиннее 1000 символов: сократите его на 25 символов.',
    );
  });

  it('counts a character outside the basic plane once', () => {
    expect(commentCount('🚚').text).toBe('1 из 1000 символов');
  });

  it('is over exactly when longer than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * ORDER_COMMENT_MAX }), (length) => {
        expect(commentCount('a'.repeat(length)).over).toBe(length > ORDER_COMMENT_MAX);
      }),
    );
  });
});

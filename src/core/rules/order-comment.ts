import { basketMessages } from '../messages/basket';

/**
 * The longest order comment (user_description) the portal sends. Ours: the spec gives no limit for
 * it, and a comment is a note to the manager, not a letter; docs/server-contract.md says so.
 */
export const ORDER_COMMENT_MAX = 1000;

/** What the comment field says under itself: how many characters of how many, or by how many it is over. */
export interface CommentCount {
  text: string;
  /** Longer than the limit: the order is not sent until it is cut (by the client, never by us). */
  over: boolean;
}

export function commentCount(comment: string): CommentCount {
  const length = [...comment].length;
  const over = length > ORDER_COMMENT_MAX;
  return {
    text: over
      ? basketMessages.commentTooLong(ORDER_COMMENT_MAX, length - ORDER_COMMENT_MAX)
      : basketMessages.commentCount(length, ORDER_COMMENT_MAX),
    over,
  };
}

/**
 * What a paged list's loading (paged-list.ts) tells its step function: answers and failures
 * carry the generation and page they were asked for, so the step function can drop stale ones.
 */
export type PagedEvent<Answer> =
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'loaded'; generation: number; page: number; answer: Answer }
  | { type: 'failed'; generation: number; page: number; message: string };

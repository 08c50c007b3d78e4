/**
 * The button beside every failed load or call that can be tried again. Not in commonMessages: that
 * file is in the shared runtime, and the basket badge, which retries nothing, would carry it.
 */
export const retryMessage = 'Повторить';

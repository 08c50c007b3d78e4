/**
 * Which area a call belongs to decides where an invalid token sends the user (doc 1 §8):
 * shell calls (page data, menus, basket count) to the landing page, everything else to login.
 */
export type CallArea = 'shell' | 'portal';

/**
 * Which area a call belongs to: where doc 1 §8 sends the user on an invalid token, shell calls
 * (page data, menus, basket count) to the landing page, everything else to login. Since issue 44.3
 * the portal sends every session the server ended to the login page, which says why and returns to
 * the page (rules/sign-in-return.ts), so the area no longer changes where the client goes.
 */
export type CallArea = 'shell' | 'portal';

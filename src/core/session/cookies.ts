/** Cookies the portal's server sets for the basket and the PHP session (doc 1 §4 "Logout"). */
const SESSION_COOKIES = ['BITRIX_SM_SALE_UID', 'PHPSESSID'] as const;

/** Expires the session cookies on this path and the root; a no-op outside a browser. */
export function removeSessionCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of SESSION_COOKIES) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
    document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

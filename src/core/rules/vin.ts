import { type PortalConfig, readPortalConfig } from '../config';

/**
 * The VIN/frame field of the online catalogues (doc 2 §5): a VIN is 12 letters or digits, then 5 of
 * digits, o, i or q in any case (the serial, where people type O for 0 and I for 1); a frame number
 * is 3 to 7 letters, digits, spaces or hyphens, then 3 to 7 digits, spaces or hyphens.
 */
const VIN = /^[A-Za-z0-9]{12}[0-9OIQoiq]{5}$/;
const FRAME = /^[A-Za-z0-9 -]{3,7}[0-9 -]{3,7}$/;

/**
 * What the field searches for, or `null` when it holds neither a VIN nor a frame number (then
 * nothing is asked). Spaces around the value (a pasted VIN often carries them) are not part of it.
 */
export function vinSearchValue(text: string): string | null {
  const value = text.trim();
  return VIN.test(value) || FRAME.test(value) ? value : null;
}

/**
 * A picture address the catalogue's answer names (a unit's diagram), as the page may load it: a
 * path on the API, or an http(s) address on the API's or the portal's host; anything else
 * (javascript:, data:, another host) is dropped (DESIGN "Server HTML").
 */
export function catalogueImageUrl(
  url: string | null,
  config: PortalConfig = readPortalConfig(),
): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${config.apiBase}${url}`;
  try {
    const address = new URL(url);
    const allowed = [config.apiBase, config.portalBase].map((base) => new URL(base).origin);
    return /^https?:$/.test(address.protocol) && allowed.includes(address.origin) ? address.href : null;
  } catch {
    return null;
  }
}

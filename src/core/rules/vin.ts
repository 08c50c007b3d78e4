/**
 * The VIN/frame field of the online catalogues (doc 2 §5): a VIN is 12 letters or digits, then 5 of
 * digits, o, i or q in any case (the serial, where people type O for 0 and I for 1); a frame number
 * is 3 to 7 letters, digits, spaces or hyphens, then 3 to 7 digits, spaces or hyphens.
 */
const VIN = /^[A-Za-z0-9]{12}[0-9OIQoiq]{5}$/;
const FRAME = /^[A-Za-z0-9 -]{3,7}[0-9 -]{3,7}$/;

/**
 * What the field searches for, or `null` when it holds neither a VIN nor a frame number (then
 * nothing is asked). Spaces around the value (a pasted VIN often carries them) are not part of it;
 * spaces inside a VIN are dropped too, as the catalogue service's own field does (a VIN copied from
 * a registration certificate comes in groups). A frame number keeps its inner spaces.
 */
export function vinSearchValue(text: string): string | null {
  const value = text.trim();
  const compact = value.replace(/\s+/g, '');
  if (VIN.test(compact)) return compact;
  return FRAME.test(value) ? value : null;
}

/** A frame number as people type it into a search box: the model code, a hyphen, the serial. */
const TYPED_FRAME = /^[A-Za-z0-9]{3,7}-\d{3,7}$/;

/**
 * A VIN or frame number typed into the portal's quick search (issue 23), to offer the online
 * catalogue for that car beside the article hits; `null` for anything else. A frame number counts
 * only in its usual hyphenated form ('ACV40-0123456'): many article numbers fit the field's wider
 * pattern, and offering a car for each of them would be noise.
 */
export function typedVehicleIdent(text: string): { kind: 'vin' | 'frame'; value: string } | null {
  const value = vinSearchValue(text);
  if (value === null) return null;
  if (VIN.test(value)) return { kind: 'vin', value };
  return TYPED_FRAME.test(value) ? { kind: 'frame', value } : null;
}

/**
 * What a page of the online catalogues shows, for its heading and document title (WCAG 2.4.2): a
 * unit with its car ('Двигатель — VW Polo 6R1'), a car, or a catalogue; tabs and history tell the
 * pages apart by it.
 */
export function vinPageName(page: {
  catalogue: { name: string };
  vehicle?: { name: string };
  unit?: { name: string };
}): string {
  if (page.unit && page.vehicle) return `${page.unit.name} — ${page.vehicle.name}`;
  return page.vehicle?.name ?? page.catalogue.name;
}

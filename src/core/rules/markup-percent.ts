// The markup panel's rule, apart from ./markup.ts: every list shows prices by ./markup.ts, and
// fetches the panel (which reads what the client types) when it is first opened.

/**
 * A percent typed into the markup panel: one positive number (a decimal comma is fine). Anything
 * else — several numbers, letters, zero, negatives — means no markup (doc 1 §4 "Markup").
 */
export function parseMarkupPercent(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return 0;
  const percent = Number(normalised);
  return Number.isFinite(percent) && percent > 0 ? percent : 0;
}

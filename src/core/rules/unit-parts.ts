import type { Hotspot, VinAttribute, VinPart } from '../domain/vin';
import { vinMessages } from '../messages/vin';

/** A row of a unit's parts table. */
export interface PartRow {
  /** Unique in the table. */
  key: string;
  part: VinPart;
  /** The callout number on the diagram; '' for a part that is not drawn. */
  code: string;
  /** 1, 2… when several rows share the code (variants of one position); `null` for a single row. */
  variant: number | null;
}

/**
 * The table's rows: the parts in the server's order, except that the rows of one callout number
 * stand together (doc 2 §2.18: several rows with one code are its variants, numbered).
 */
export function partRows(parts: readonly VinPart[]): PartRow[] {
  const byCode = new Map<string, VinPart[]>();
  const order: VinPart[][] = [];
  for (const part of parts) {
    const code = part.codeOnImage.trim();
    const same = code ? byCode.get(code) : undefined;
    if (same) same.push(part);
    else {
      const group = [part];
      order.push(group);
      if (code) byCode.set(code, group);
    }
  }
  return order.flatMap((group, position) =>
    group.map((part, index) => ({
      key: `${position}.${index}`,
      part,
      code: part.codeOnImage.trim(),
      variant: group.length > 1 ? index + 1 : null,
    })),
  );
}

/**
 * The hotspots that lead to rows, in the table's order (the keyboard's order between them): a
 * hotspot whose number no row has is left out, as the catalogue service's own pages do.
 */
export function linkedHotspots(hotspots: readonly Hotspot[], rows: readonly PartRow[]): Hotspot[] {
  const rank = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.code && !rank.has(row.code)) rank.set(row.code, index);
  });
  return hotspots
    .filter((hotspot) => rank.has(hotspot.code))
    .sort((a, b) => (rank.get(a.code) ?? 0) - (rank.get(b.code) ?? 0) || a.y1 - b.y1 || a.x1 - b.x1);
}

/**
 * The accessible name of each hotspot, in order: its number and its part ('2 — Фильтр масляный');
 * a number drawn at several places is told apart by its place among them ('2 — Фильтр масляный,
 * 1 из 2'), so that no two buttons of the diagram share a name.
 */
export function hotspotNames(hotspots: readonly Hotspot[], names: ReadonlyMap<string, string>): string[] {
  const counts = new Map<string, number>();
  for (const hotspot of hotspots) counts.set(hotspot.code, (counts.get(hotspot.code) ?? 0) + 1);
  const seen = new Map<string, number>();
  return hotspots.map(({ code }) => {
    const name = vinMessages.hotspot(code, names.get(code) ?? '');
    const count = counts.get(code) ?? 1;
    if (count === 1) return name;
    const place = (seen.get(code) ?? 0) + 1;
    seen.set(code, place);
    return vinMessages.hotspotPlace(name, place, count);
  });
}

/** The hotspot an arrow key, Home or End moves to from `index` among `count` (round the ends). */
export function stepHotspot(count: number, index: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Which callout is pointed at (hover or focus), which one a click locked, and the callouts of the
 * quick group the unit was opened from (the catalogue service's `coi`), lit until the page closes.
 */
export interface DiagramSelection {
  pointed: string | null;
  locked: string | null;
  group: readonly string[];
}

export const NO_SELECTION: DiagramSelection = { pointed: null, locked: null, group: [] };

/** A click or Enter on a callout locks it; on the locked one, unlocks it. */
export function toggleLock(selection: DiagramSelection, code: string): DiagramSelection {
  return { ...selection, locked: selection.locked === code ? null : code };
}

/**
 * How a callout and its rows show: pointed wins over locked, as the pointer is where the eye is;
 * then the quick group's callouts.
 */
export function highlightOf(
  selection: DiagramSelection,
  code: string,
): 'pointed' | 'locked' | 'group' | null {
  if (!code) return null;
  if (selection.pointed === code) return 'pointed';
  if (selection.locked === code) return 'locked';
  return selection.group.includes(code) ? 'group' : null;
}

/** The callouts of a quick group's parts in a unit, as the unit's link carries them (`coi`: '3,7'). */
export function groupCallouts(parts: readonly VinPart[]): string {
  return [...new Set(parts.map((part) => part.codeOnImage.trim()).filter(Boolean))].join(',');
}

/**
 * The selection a unit's link opens with: its `coi` callouts lit and its `callout` locked, each
 * kept only when the unit has it (a stale link lights nothing).
 */
export function linkedSelection(
  rows: readonly PartRow[],
  coi: string | undefined,
  callout: string | undefined,
): DiagramSelection {
  const codes = new Set(rows.map((row) => row.code).filter(Boolean));
  const group = [...new Set((coi ?? '').split(',').map((code) => code.trim()))].filter((code) =>
    codes.has(code),
  );
  const locked = callout?.trim() ?? '';
  return { pointed: null, locked: codes.has(locked) ? locked : null, group };
}

/**
 * A part's attributes as its tooltip lists them (doc 2 §2.18): each with the server's label, the
 * key 'amount' read as `quantityLabel`, first; a key without a label shows as it is.
 */
export function partAttributeLines(
  attributes: readonly VinAttribute[],
  quantityLabel: string,
): { name: string; value: string }[] {
  const lines = attributes
    .filter((attribute) => attribute.value.trim() !== '')
    .map((attribute) => ({
      name: attribute.key === 'amount' ? quantityLabel : attribute.name || attribute.key,
      value: attribute.value,
      amount: attribute.key === 'amount',
    }));
  return [...lines.filter((line) => line.amount), ...lines.filter((line) => !line.amount)].map(
    ({ name, value }) => ({ name, value }),
  );
}

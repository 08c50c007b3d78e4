/**
 * The basket's checkboxes (doc 1 §4): every line is selected by default, and the select-all box
 * stays in step with the line boxes. The state is kept as the lines the client unticked, so a line
 * that appears after a reload starts selected and a line that is gone drops out by itself.
 */
export type Deselected = ReadonlySet<string>;

type SelectAllState = 'all' | 'some' | 'none';

export function selectedIds(lineIds: readonly string[], deselected: Deselected): string[] {
  return lineIds.filter((id) => !deselected.has(id));
}

export function selectAllState(lineIds: readonly string[], deselected: Deselected): SelectAllState {
  const selected = selectedIds(lineIds, deselected).length;
  if (lineIds.length > 0 && selected === lineIds.length) return 'all';
  return selected === 0 ? 'none' : 'some';
}

export function toggleLine(deselected: Deselected, id: string): Deselected {
  const next = new Set(deselected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Select-all: unticks every line when all are ticked, otherwise ticks them all. */
export function toggleAll(lineIds: readonly string[], deselected: Deselected): Deselected {
  return selectAllState(lineIds, deselected) === 'all' ? new Set(lineIds) : new Set();
}

/** Ticks exactly `ids` (an order shown again as it was sent); every other line is unticked. */
export function selectOnly(lineIds: readonly string[], ids: readonly string[]): Deselected {
  return new Set(lineIds.filter((id) => !ids.includes(id)));
}

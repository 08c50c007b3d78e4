/**
 * Exclusions among the configurator's configuration items (doc 2 §4), as DESIGN "Mat constructor"
 * reads them:
 * - h5arfuiw is the full set and excludes every other item;
 * - cwgjmwqv (the driver's mat) and c1cwzy5i (the front pair) exclude each other;
 * - checking any other item (cwgjmwqv, c1cwzy5i, fu8qeqkk or another) unchecks h5arfuiw;
 * - c1cwzy5i and fu8qeqkk checked together become h5arfuiw (when the pattern offers it);
 * - unchecking the last item leaves the first item checked: a set is never empty.
 * Upsale items are not configuration items: they come and go freely.
 */
export const FULL_SET = 'h5arfuiw';
export const DRIVER_MAT = 'cwgjmwqv';
export const FRONT_PAIR = 'c1cwzy5i';
export const REAR_MATS = 'fu8qeqkk';

/** `checked` in the order the items are offered, without those not offered. */
function inOrder(checked: ReadonlySet<string>, offered: readonly string[]): string[] {
  return offered.filter((id) => checked.has(id));
}

/**
 * The rule applied to a set however it came (a link, a change of mat type that took items away):
 * only offered items, the full set alone, the front pair rather than the driver's mat beside it
 * (it holds it), the front pair and the rear mats as the full set, never empty. `offered` is the
 * order the items are shown in; its first is the one left checked.
 */
export function normaliseMatItems(checked: readonly string[], offered: readonly string[]): string[] {
  const set = new Set(checked.filter((id) => offered.includes(id)));
  if (set.has(FULL_SET)) return [FULL_SET];
  if (set.has(FRONT_PAIR)) set.delete(DRIVER_MAT);
  if (set.has(FRONT_PAIR) && set.has(REAR_MATS) && offered.includes(FULL_SET)) return [FULL_SET];
  const result = inOrder(set, offered);
  return result.length > 0 || offered[0] === undefined ? result : [offered[0]];
}

/** The checked configuration items after the client checks (`on`) or unchecks item `id`. */
export function toggleMatItem(
  checked: readonly string[],
  id: string,
  on: boolean,
  offered: readonly string[],
): string[] {
  if (!offered.includes(id)) return normaliseMatItems(checked, offered);
  if (on && id === FULL_SET) return [FULL_SET];
  const set = new Set(checked);
  if (on) {
    set.delete(FULL_SET);
    if (id === DRIVER_MAT) set.delete(FRONT_PAIR);
    if (id === FRONT_PAIR) set.delete(DRIVER_MAT);
    set.add(id);
  } else {
    set.delete(id);
  }
  return normaliseMatItems([...set], offered);
}

import type { QuickGroup } from '../domain/vin';
import { toCyrillicLayout, toLatinLayout } from './keyboard-layout';

/** The quick-group search filters the tree only for text longer than 3 characters (doc 2 §5). */
const QUICK_GROUP_SEARCH_MIN_LENGTH = 4;

/** What the tree shows for a search. */
export interface QuickGroupSearch {
  /** Groups whose name or a synonym holds the text. */
  matched: ReadonlySet<string>;
  /** Groups shown: the matches, the groups above them and everything under them. */
  shown: ReadonlySet<string>;
  /** Groups open: those above a match, and a match's own branch; every other group is closed. */
  open: ReadonlySet<string>;
}

/** Levels (from 0) whose names and synonyms are searched: the second and the third (doc 2 §5). */
const SEARCHED_LEVELS = new Set([1, 2]);

function fold(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/**
 * Filters the quick-group tree by a text (doc 2 §5): a group of the second or third level matches
 * when its name or a synonym holds the text, in any case, also when it was typed with the other
 * keyboard layout on ('cdtxb' finds 'свечи'). `null` while the text is too short to search: the
 * tree is then shown as the client left it.
 */
export function searchQuickGroups(groups: readonly QuickGroup[], text: string): QuickGroupSearch | null {
  const typed = fold(text);
  if ([...typed].length < QUICK_GROUP_SEARCH_MIN_LENGTH) return null;
  const queries = [...new Set([typed, fold(toCyrillicLayout(typed)), fold(toLatinLayout(typed))])];
  const matches = (group: QuickGroup) =>
    [group.name, ...group.synonyms].some((term) => queries.some((query) => fold(term).includes(query)));

  const matched = new Set<string>();
  const shown = new Set<string>();
  const open = new Set<string>();
  const searched = (group: QuickGroup, depth: number) => SEARCHED_LEVELS.has(depth) && matches(group);
  const showBranch = (group: QuickGroup, depth: number) => {
    shown.add(group.id);
    if (searched(group, depth)) matched.add(group.id);
    if (group.children.length > 0) open.add(group.id);
    for (const child of group.children) showBranch(child, depth + 1);
  };
  /** Walks a level; true when something at or under it matched. */
  const walk = (level: readonly QuickGroup[], depth: number): boolean => {
    let found = false;
    for (const group of level) {
      if (searched(group, depth)) {
        showBranch(group, depth);
        found = true;
      } else if (walk(group.children, depth + 1)) {
        shown.add(group.id);
        open.add(group.id);
        found = true;
      }
    }
    return found;
  };
  walk(groups, 0);
  return { matched, shown, open };
}

/** The ids of the groups above a group, from the top; `null` when the tree has no such group. */
export function quickGroupAncestors(groups: readonly QuickGroup[], id: string): string[] | null {
  for (const group of groups) {
    if (group.id === id) return [];
    const below = quickGroupAncestors(group.children, id);
    if (below) return [group.id, ...below];
  }
  return null;
}

/** The group with this id anywhere in the tree. */
export function findQuickGroup(groups: readonly QuickGroup[], id: string): QuickGroup | null {
  for (const group of groups) {
    if (group.id === id) return group;
    const below = findQuickGroup(group.children, id);
    if (below) return below;
  }
  return null;
}

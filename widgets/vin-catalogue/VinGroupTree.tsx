import {
  type QuickGroup,
  type QuickGroupSearch,
  quickGroupAncestors,
  searchQuickGroups,
  vinGroupMessages,
} from '@portal/core/vin';
import { Field, PortalLink, StatusLine } from '@portal/ui';
import { useMemo, useState } from 'react';
import * as treeCss from './VinGroups.css';

interface VinGroupTreeProps {
  groups: readonly QuickGroup[];
  /** The group whose parts are shown; its branch starts open. */
  selected: string;
  /** The page of a group's parts. */
  pathOf: (group: QuickGroup) => string;
}

const toggled = (set: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

interface NodeProps {
  group: QuickGroup;
  selected: string;
  pathOf: (group: QuickGroup) => string;
  search: QuickGroupSearch | null;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function GroupNode({ group, selected, pathOf, search, open, onToggle }: NodeProps) {
  if (search && !search.shown.has(group.id)) return null;
  const expanded = open.has(group.id);
  const matched = search?.matched.has(group.id) ?? false;
  const hasChildren = group.children.length > 0;
  return (
    <li className={treeCss.node}>
      {group.searchable ? (
        <PortalLink
          path={pathOf(group)}
          className={treeCss.leaf}
          aria-current={group.id === selected ? 'page' : undefined}
          data-matched={matched}
          part="group"
        >
          {group.name}
        </PortalLink>
      ) : null}
      {hasChildren && (
        <button
          type="button"
          className={treeCss.toggle}
          aria-expanded={expanded}
          data-matched={matched && !group.searchable}
          onClick={() => onToggle(group.id)}
          part="group-toggle"
        >
          {group.searchable ? vinGroupMessages.subgroups(group.name) : group.name}
        </button>
      )}
      {hasChildren && expanded && (
        <ul className={treeCss.nested}>
          {group.children.map((child) => (
            <GroupNode
              key={child.id}
              group={child}
              selected={selected}
              pathOf={pathOf}
              search={search}
              open={open}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The quick-group tree with its search (doc 2 §2.18, §5): above 3 characters it shows only the
 * groups whose name or synonym holds the text (also typed in the other layout), their branches
 * open and the rest closed; shorter text shows the tree as the client left it.
 */
export function VinGroupTree({ groups, selected, pathOf }: VinGroupTreeProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(quickGroupAncestors(groups, selected)));
  // What the client opened or closed during the current search, over what the search opened.
  const [searchToggles, setSearchToggles] = useState<ReadonlySet<string>>(new Set());
  const search = useMemo(() => searchQuickGroups(groups, text), [groups, text]);
  const shownOpen = useMemo(() => {
    if (!search) return open;
    let set: ReadonlySet<string> = search.open;
    for (const toggledId of searchToggles) set = toggled(set, toggledId);
    return set;
  }, [search, open, searchToggles]);

  return (
    <div className={treeCss.tree} part="groups">
      <Field label={vinGroupMessages.groupSearchLabel} hint={vinGroupMessages.groupSearchHint}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={text}
            autoComplete="off"
            onChange={(event) => {
              setText(event.currentTarget.value);
              setSearchToggles(new Set());
            }}
            part="group-search"
          />
        )}
      </Field>
      {/* Always there, so that a screen reader hears when its text comes. */}
      <StatusLine>{search && search.shown.size === 0 ? vinGroupMessages.groupsNothingFound : ''}</StatusLine>
      <ul className={treeCss.list}>
        {groups.map((group) => (
          <GroupNode
            key={group.id}
            group={group}
            selected={selected}
            pathOf={pathOf}
            search={search}
            open={shownOpen}
            onToggle={(toggledId) =>
              search
                ? setSearchToggles((now) => toggled(now, toggledId))
                : setOpen((now) => toggled(now, toggledId))
            }
          />
        ))}
      </ul>
    </div>
  );
}

import { activeFilterCount, filterMessages } from '@portal/core/catalogue';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { DialogOnOpen } from './dialogsOnOpen';
import { FilterForm } from './FilterForm';
import type { FilterPanelProps } from './FilterPanel';
import * as css from './FilterPanel.css';

/**
 * The filter panel itself (see FilterPanel): the 'Фильтры' button and sheet of narrow containers,
 * the panel with its heading, collapse button and fields beside the list in wide ones.
 */
export function FilterPanelBody({ data, applied, onApply }: FilterPanelProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = activeFilterCount(applied);
  // The form restarts from the applied filter whenever that changes.
  const formKey = JSON.stringify(applied);
  // The restarted form takes the focus back on the button that was pressed, not <body>.
  const aside = useRef<HTMLElement>(null);
  const pressed = useRef<string | null>(null);
  const applyFromPanel = (filter: Parameters<typeof onApply>[0]) => {
    const root = aside.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement;
    if (focused && aside.current?.contains(focused))
      pressed.current = focused.getAttribute('data-action') ?? 'apply';
    onApply(filter);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form restarts.
  useLayoutEffect(() => {
    const action = pressed.current;
    pressed.current = null;
    if (action) aside.current?.querySelector<HTMLElement>(`[data-action="${action}"]`)?.focus();
  }, [formKey]);
  return (
    <>
      <Button
        className={css.sheetToggle}
        data-active={count > 0}
        aria-haspopup="dialog"
        onClick={() => setSheetOpen(true)}
        part="filters-button"
      >
        {filterMessages.filtersCount(count)}
      </Button>
      <aside
        ref={aside}
        className={css.panel}
        data-collapsed={collapsed}
        aria-label={filterMessages.filters}
        part="filters"
      >
        <div className={css.panelHeader}>
          <h2 className={css.panelTitle}>{filterMessages.filtersCount(count)}</h2>
          <button
            type="button"
            className={css.collapse}
            aria-expanded={!collapsed}
            aria-label={collapsed ? filterMessages.openFilters : filterMessages.collapseFilters}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        {!collapsed && <FilterForm key={formKey} data={data} applied={applied} onApply={applyFromPanel} />}
      </aside>
      {sheetOpen && (
        <DialogOnOpen title={filterMessages.filters} size="sheet" onClose={() => setSheetOpen(false)}>
          <FilterForm
            data={data}
            applied={applied}
            onApply={(filter) => {
              onApply(filter);
              setSheetOpen(false);
            }}
          />
        </DialogOnOpen>
      )}
    </>
  );
}

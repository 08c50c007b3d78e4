import { activeFilterCount, type FilterData, filterMessages, type ListFilter } from '@portal/core/catalogue';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { DialogOnOpen } from '../dialogs/dialogsOnOpen';
import { Button } from '../fields/Button';
import { FilterForm } from './FilterForm';
import * as layoutCss from './FilterLayout.css';
import * as css from './FilterPanel.css';

export interface FilterPanelProps {
  /** What the server offers for the list: price range, property lists, sections, brands. */
  data: FilterData;
  /** The filter the list shows now; the panel starts from it. */
  applied: ListFilter;
  /** 'Применить' (or 'Сбросить') was pressed with this filter. */
  onApply: (filter: ListFilter) => void;
}

/** The filter panel beside its list: wide containers show the panel, narrow ones a button and a sheet. */
export function FilterLayout({ panel, children }: { panel: ReactNode; children: ReactNode }) {
  return (
    <div className={layoutCss.layout}>
      <div className={layoutCss.layoutGrid}>
        {panel}
        <div className={layoutCss.layoutContent}>{children}</div>
      </div>
    </div>
  );
}

/** The panel's room (its width beside the list, or the 'Фильтры' button's height) while a list that will have filters waits for them. */
export function FilterPanelRoom() {
  return (
    <>
      <span className={layoutCss.reservedButton} aria-hidden="true" />
      <span className={layoutCss.reservedPanel} aria-hidden="true" />
    </>
  );
}

/**
 * The filter panel of doc 1 §2: 240 px wide open, 40 px collapsed; a price range slider in whole
 * roubles, property lists of five values with 'Показать ещё' / 'Скрыть', sections and brands in
 * full. In a narrow container it is a 'Фильтры' button opening a full-screen sheet that closes
 * after each application. Place it with `FilterLayout`. Only lists with filters show it (the new
 * arrivals, trends and hits have none).
 */
export function FilterPanel({ data, applied, onApply }: FilterPanelProps) {
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

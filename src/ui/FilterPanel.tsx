import { activeFilterCount, type FilterData, filterMessages, type ListFilter } from '@portal/core/catalogue';
import { commonMessages } from '@portal/core/session';
import { type ReactNode, useState } from 'react';
import { Button } from './Button';
import { DialogOnOpen } from './dialogsOnOpen';
import * as css from './FilterPanel.css';
import { loadOnDemand } from './loadOnDemand';
import { RetryLine } from './RetryLine';

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
    <div className={css.layout}>
      <div className={css.layoutGrid}>
        {panel}
        <div className={css.layoutContent}>{children}</div>
      </div>
    </div>
  );
}

/** Instead of the fields when their code could not be fetched: the message and a retry. */
function FilterFormFailed({ retry }: { retry: () => void }) {
  return <RetryLine message={commonMessages.genericError} onRetry={retry} className={css.formFailed} />;
}

/**
 * The fields are most of the panel's code, and only lists with filters show them (the new arrivals,
 * trends and hits have none): fetched when the panel first renders, beside the list's first page.
 */
const FilterForm = loadOnDemand(() => import('./FilterForm').then((module) => module.FilterForm), {
  failed: FilterFormFailed,
});

/**
 * The filter panel of doc 1 §2: 240 px wide open, 40 px collapsed; a price range slider in whole
 * roubles, property lists of five values with 'Показать ещё' / 'Скрыть', sections and brands in
 * full. In a narrow container it is a 'Фильтры' button opening a full-screen sheet that closes
 * after each application. Place it with `FilterLayout`.
 */
export function FilterPanel({ data, applied, onApply }: FilterPanelProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = activeFilterCount(applied);
  // The form restarts from the applied filter whenever that changes.
  const formKey = JSON.stringify(applied);
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
        {!collapsed && <FilterForm key={formKey} data={data} applied={applied} onApply={onApply} />}
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

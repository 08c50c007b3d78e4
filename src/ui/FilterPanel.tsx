import { type FilterData, filtersLabel, type ListFilter } from '@portal/core/catalogue';
import { commonMessages } from '@portal/core/session';
import type { ReactNode } from 'react';
import * as css from './FilterLayout.css';
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

/**
 * The panel's room (its width beside the list, or the 'Фильтры' button's height): while its code is
 * on its way, or while a list that will have filters waits for them.
 */
export function FilterPanelRoom() {
  return (
    <>
      <span className={css.reservedButton} aria-hidden="true" />
      <span className={css.reservedPanel} aria-hidden="true" />
    </>
  );
}

/** Instead of the panel when its code could not be fetched: the message and a retry, in its place. */
function FilterPanelFailed({ retry }: { retry: () => void }) {
  return (
    <aside className={css.reservedPanel} aria-label={filtersLabel} part="filters">
      <RetryLine message={commonMessages.genericError} onRetry={retry} />
    </aside>
  );
}

/**
 * The filter panel of doc 1 §2: 240 px wide open, 40 px collapsed; a price range slider in whole
 * roubles, property lists of five values with 'Показать ещё' / 'Скрыть', sections and brands in
 * full. In a narrow container it is a 'Фильтры' button opening a full-screen sheet that closes
 * after each application. Place it with `FilterLayout`. Only lists with filters show it (the new
 * arrivals, trends and hits have none): its code, fields included, is fetched when it first
 * renders, beside the list's first page; its room is kept from the start, so the list does not
 * move when it comes.
 */
export const FilterPanel = loadOnDemand(
  () => import('./FilterPanelBody').then((module) => module.FilterPanelBody),
  { pending: FilterPanelRoom, failed: FilterPanelFailed },
);

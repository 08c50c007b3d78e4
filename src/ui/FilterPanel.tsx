import {
  activeFilterCount,
  catalogueMessages,
  EMPTY_FILTER,
  FILTER_VALUES_SHOWN,
  type FilterData,
  type FilterOption,
  type ListFilter,
  type PriceRange,
  priceRangeFromText,
  sliderBounds,
  toggleProperty,
  toggleValue,
  visibleValues,
} from '@portal/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import * as controls from './controls.css';
import { DialogOnOpen } from './dialogsOnOpen';
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
    <div className={css.layout}>
      <div className={css.layoutGrid}>
        {panel}
        <div className={css.layoutContent}>{children}</div>
      </div>
    </div>
  );
}

function ChoiceList({
  title,
  options,
  chosen,
  onToggle,
  limited,
}: {
  title: string;
  options: readonly FilterOption[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
  /** Five values until 'Показать ещё'; sections and brands are always shown fully. */
  limited: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = limited ? visibleValues(options, chosen, expanded) : options;
  return (
    <fieldset className={css.block}>
      <legend className={css.legend}>{title}</legend>
      <div className={css.values}>
        {shown.map((option) => {
          const checked = chosen.includes(option.id);
          const disabled = !option.active && !checked;
          return (
            <label key={option.id} className={controls.check} data-disabled={disabled}>
              <input
                type="checkbox"
                className={controls.checkbox}
                checked={checked}
                disabled={disabled}
                onChange={() => onToggle(option.id)}
              />
              {option.name}
            </label>
          );
        })}
      </div>
      {limited && options.length > FILTER_VALUES_SHOWN && (
        <button
          type="button"
          className={controls.linkButton}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? catalogueMessages.hide : catalogueMessages.showMore}
        </button>
      )}
    </fieldset>
  );
}

function PriceSlider({
  bounds,
  text,
  onChange,
}: {
  bounds: PriceRange;
  text: { min: string; max: string };
  onChange: (text: { min: string; max: string }) => void;
}) {
  const low = Number(text.min.replace(',', '.')) || bounds.min;
  const high = Number(text.max.replace(',', '.')) || bounds.max;
  const share = (value: number) =>
    `${(100 * (Math.min(bounds.max, Math.max(bounds.min, value)) - bounds.min)) / (bounds.max - bounds.min)}%`;
  return (
    <div className={css.slider}>
      <div className={css.track}>
        <div className={css.trackFill} style={{ left: share(low), right: `calc(100% - ${share(high)})` }} />
      </div>
      <input
        type="range"
        className={css.range}
        aria-label={catalogueMessages.priceFrom}
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={Math.min(low, high)}
        onChange={(event) =>
          onChange({ ...text, min: String(Math.min(Number(event.currentTarget.value), high)) })
        }
      />
      <input
        type="range"
        className={css.range}
        aria-label={catalogueMessages.priceTo}
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={Math.max(low, high)}
        onChange={(event) =>
          onChange({ ...text, max: String(Math.max(Number(event.currentTarget.value), low)) })
        }
      />
    </div>
  );
}

function priceText(price: PriceRange | null): { min: string; max: string } {
  return price ? { min: String(price.min), max: String(price.max) } : { min: '', max: '' };
}

/** The filter's fields; changes stay a draft until 'Применить'. */
function FilterForm({ data, applied, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(applied);
  const [price, setPrice] = useState(() => priceText(applied.price));
  const [priceError, setPriceError] = useState(false);
  const errorId = useId();
  const bounds = sliderBounds(data.price);

  function submit(event: FormEvent) {
    event.preventDefault();
    const range = bounds ? priceRangeFromText(price, bounds) : null;
    if (range === 'invalid') {
      setPriceError(true);
      return;
    }
    setPriceError(false);
    onApply({ ...draft, price: range });
  }

  function reset() {
    setDraft(EMPTY_FILTER);
    setPrice(priceText(null));
    setPriceError(false);
    onApply(EMPTY_FILTER);
  }

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      {bounds && (
        <fieldset className={css.block}>
          <legend className={css.legend}>{catalogueMessages.price}</legend>
          <div className={css.price}>
            <div className={css.priceFields}>
              {(['min', 'max'] as const).map((end) => (
                <label key={end} className={css.priceLabel}>
                  {end === 'min' ? catalogueMessages.priceFrom : catalogueMessages.priceTo}
                  <input
                    type="text"
                    inputMode="numeric"
                    className={controls.field}
                    placeholder={String(bounds[end])}
                    value={price[end]}
                    aria-invalid={priceError}
                    aria-describedby={priceError ? errorId : undefined}
                    onChange={(event) => setPrice({ ...price, [end]: event.currentTarget.value })}
                  />
                </label>
              ))}
            </div>
            <PriceSlider bounds={bounds} text={price} onChange={setPrice} />
            {priceError && (
              <p id={errorId} className={controls.error} role="alert">
                {catalogueMessages.priceInvalid}
              </p>
            )}
          </div>
        </fieldset>
      )}
      {data.sections.length > 0 && (
        <ChoiceList
          title={catalogueMessages.sections}
          options={data.sections}
          chosen={draft.sections}
          limited={false}
          onToggle={(id) => setDraft({ ...draft, sections: toggleValue(draft.sections, id) })}
        />
      )}
      {data.brands.length > 0 && (
        <ChoiceList
          title={catalogueMessages.brands}
          options={data.brands}
          chosen={draft.brands}
          limited={false}
          onToggle={(id) => setDraft({ ...draft, brands: toggleValue(draft.brands, id) })}
        />
      )}
      {data.properties.map((property) => (
        <ChoiceList
          key={property.code}
          title={property.name}
          options={property.options}
          chosen={draft.properties[property.code] ?? []}
          limited
          onToggle={(id) => setDraft(toggleProperty(draft, property.code, id))}
        />
      ))}
      <div className={css.actions}>
        <button type="submit" className={controls.primaryButton}>
          {catalogueMessages.apply}
        </button>
        <button type="button" className={controls.button} onClick={reset}>
          {catalogueMessages.reset}
        </button>
      </div>
    </form>
  );
}

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
      <button
        type="button"
        className={`${controls.button} ${css.sheetToggle}`}
        data-active={count > 0}
        aria-haspopup="dialog"
        onClick={() => setSheetOpen(true)}
        part="filters-button"
      >
        {catalogueMessages.filtersCount(count)}
      </button>
      <aside
        className={css.panel}
        data-collapsed={collapsed}
        aria-label={catalogueMessages.filters}
        part="filters"
      >
        <div className={css.panelHeader}>
          <h2 className={css.panelTitle}>{catalogueMessages.filtersCount(count)}</h2>
          <button
            type="button"
            className={css.collapse}
            aria-expanded={!collapsed}
            aria-label={collapsed ? catalogueMessages.openFilters : catalogueMessages.collapseFilters}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        {!collapsed && <FilterForm key={formKey} data={data} applied={applied} onApply={onApply} />}
      </aside>
      {sheetOpen && (
        <DialogOnOpen title={catalogueMessages.filters} size="sheet" onClose={() => setSheetOpen(false)}>
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

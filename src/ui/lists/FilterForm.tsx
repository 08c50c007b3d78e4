import {
  EMPTY_FILTER,
  FILTER_VALUES_SHOWN,
  type FilterOption,
  filterMessages,
  type PriceRange,
  priceRangeFromText,
  sliderBounds,
  toggleProperty,
  toggleValue,
  visibleValues,
} from '@portal/core/catalogue';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../fields/Button';
import * as controls from '../fields/controls.css';
import { input } from '../fields/input.css';
import * as css from './FilterForm.css';
import type { FilterPanelProps } from './FilterPanel';

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
        <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? filterMessages.hide : filterMessages.showMore}
        </Button>
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
        aria-label={filterMessages.priceFrom}
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
        aria-label={filterMessages.priceTo}
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
export function FilterForm({ data, applied, onApply }: FilterPanelProps) {
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
      <div className={css.fields}>
        {bounds && (
          <fieldset className={css.block}>
            <legend className={css.legend}>{filterMessages.price}</legend>
            <div className={css.price}>
              <div className={css.priceFields}>
                {(['min', 'max'] as const).map((end) => (
                  <label key={end} className={css.priceLabel}>
                    {end === 'min' ? filterMessages.priceFrom : filterMessages.priceTo}
                    <input
                      type="text"
                      inputMode="numeric"
                      className={input}
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
                  {filterMessages.priceInvalid}
                </p>
              )}
            </div>
          </fieldset>
        )}
        {data.sections.length > 0 && (
          <ChoiceList
            title={filterMessages.sections}
            options={data.sections}
            chosen={draft.sections}
            limited={false}
            onToggle={(id) => setDraft({ ...draft, sections: toggleValue(draft.sections, id) })}
          />
        )}
        {data.brands.length > 0 && (
          <ChoiceList
            title={filterMessages.brands}
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
      </div>
      <div className={css.actions}>
        <Button type="submit" variant="primary" data-action="apply">
          {filterMessages.apply}
        </Button>
        <Button onClick={reset} data-action="reset">
          {filterMessages.reset}
        </Button>
      </div>
    </form>
  );
}

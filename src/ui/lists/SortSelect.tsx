import { catalogueMessages, isSortCode, SORT_CODES, type SortCode } from '@portal/core/catalogue';
import { useId } from 'react';
import * as css from './SortSelect.css';

interface SortSelectProps {
  value: SortCode;
  onChange: (sort: SortCode) => void;
  /** The orders offered. Defaults to all five of doc 1 §9, relevance first. */
  options?: readonly SortCode[];
}

/** The sort order of a list (doc 1 §4): relevance, price up or down, name up or down. */
export function SortSelect({ value, onChange, options = SORT_CODES }: SortSelectProps) {
  const id = useId();
  return (
    <span className={css.sort}>
      <label htmlFor={id}>{catalogueMessages.sort}</label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isSortCode(next)) onChange(next);
        }}
        part="sort"
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {catalogueMessages.sortOptions[code]}
          </option>
        ))}
      </select>
    </span>
  );
}

import { isSearchType, searchMessages } from '@portal/core/search';
import { SEARCH_TYPES, type SearchType } from '@portal/core/session';
import * as css from './QuickSearch.css';

interface SearchTypeSelectProps {
  type: SearchType;
  onChange: (type: SearchType) => void;
}

/** 'Артикул', 'Названию', 'Расширенный', 'Коду' (doc 1 §9). */
export function SearchTypeSelect({ type, onChange }: SearchTypeSelectProps) {
  return (
    <select
      className={css.type}
      aria-label={searchMessages.typeLabel}
      value={type}
      part="search-type"
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isSearchType(value)) onChange(value);
      }}
    >
      {SEARCH_TYPES.map((option) => (
        <option key={option} value={option}>
          {searchMessages.types[option]}
        </option>
      ))}
    </select>
  );
}

import { portalPath, vinByVinPage } from '@portal/core/paths';
import { portalUrl } from '@portal/core/session';
import { vinMessages, vinSearchValue } from '@portal/core/vin';
import { useNavigate } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import * as css from './VinCatalogue.css';

/**
 * The VIN/frame field (doc 2 §2.18, §5): it searches only a value that is a VIN or a frame number
 * and otherwise says so, asking nothing. A search is the page /laximo-vin/{identstring}/.
 */
export function VinSearchForm({ initial = '' }: { initial?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identstring = vinSearchValue(text);
    setInvalid(identstring === null);
    if (identstring === null) return;
    const path = portalPath(vinByVinPage, { identstring });
    if (!navigate(path)) location.assign(portalUrl(path));
  }

  return (
    <form className={css.search} onSubmit={submit} noValidate part="vin-search">
      <label htmlFor={`${id}-vin`} className={css.searchLabel}>
        {vinMessages.vinLabel}
      </label>
      <div className={css.searchRow}>
        <input
          id={`${id}-vin`}
          className={css.searchInput}
          value={text}
          placeholder={vinMessages.vinHint}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={`${id}-note`}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className={css.primary}>
          {vinMessages.search}
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-note`} className={css.fieldError} role="alert">
          {vinMessages.vinInvalid}
        </p>
      ) : (
        <p id={`${id}-note`} className={css.fieldHint}>
          {vinMessages.vinExample}
        </p>
      )}
    </form>
  );
}

import {
  type MatAccess,
  type MatVinSearch as MatVinState,
  matVinMessages,
  resolveMatVin,
} from '@portal/core/mats';
import type { Session } from '@portal/core/session';
import { vinSearchValue } from '@portal/core/vin';
import { Button, Field, Notice } from '@portal/ui';
import { useState } from 'react';
import * as css from './MatVinSearch.css';

function outcomeText(
  vin: MatVinState,
): { tone: 'info' | 'success' | 'warning' | 'error'; text: string } | null {
  if (vin.status === 'failed') return { tone: 'error', text: vin.message };
  if (vin.status !== 'done') return null;
  const car = vin.car?.name ?? '';
  switch (vin.outcome) {
    case 'nothing':
      return { tone: 'warning', text: matVinMessages.vinNothing };
    case 'not-in-catalogue':
      return { tone: 'warning', text: matVinMessages.vinNotInCatalogue(car) };
    case 'choose-model':
      return { tone: 'info', text: matVinMessages.vinChooseModel(car) };
    case 'choose-generation':
      return { tone: 'info', text: matVinMessages.vinChooseGeneration(car) };
    case 'found':
      return { tone: 'success', text: matVinMessages.vinFound(car) };
  }
}

/**
 * The VIN or frame number of the client's car (doc 2 §5 says which): the online catalogue finds
 * it, and the selectors are set to it as far as the mat catalogue has it.
 */
export function MatVinSearch({
  vin,
  disabled,
  onSearch,
}: {
  vin: MatVinState;
  disabled: boolean;
  onSearch: (identstring: string) => void;
}) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const outcome = outcomeText(vin);
  return (
    <form
      className={css.vin}
      part="vin"
      onSubmit={(event) => {
        event.preventDefault();
        const value = vinSearchValue(text);
        setInvalid(value === null);
        if (value !== null) onSearch(value);
      }}
    >
      <Field
        label={matVinMessages.vinLabel}
        error={invalid ? matVinMessages.vinInvalid : null}
        className={css.vinField}
      >
        {(control) => (
          <input
            {...control}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        className={css.vinButton}
        disabled={disabled}
        busy={vin.status === 'searching'}
        busyLabel={matVinMessages.vinSearching}
      >
        {matVinMessages.vinSearch}
      </Button>
      {outcome && (
        <Notice tone={outcome.tone} className={css.vinOutcome}>
          {outcome.text}
        </Notice>
      )}
    </form>
  );
}

/** The VIN search's lookup: the online catalogue's call, then the mat catalogue's lists. */
export function lookUpVin(
  session: Session,
  access: MatAccess,
  request: Parameters<typeof resolveMatVin>[2],
  signal: AbortSignal,
) {
  return resolveMatVin(session.api, access, request, signal);
}

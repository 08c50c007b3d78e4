import { type QuickSearchHit, type QuickSearchState, searchMessages } from '@portal/core/search';
import { errorMessageFor, retryMessage } from '@portal/core/session';
import type { ComponentType, ReactNode } from 'react';
import * as css from './QuickSearch.css';
import type { QuickSearchHitListProps } from './QuickSearchHitList';

interface QuickSearchHitsProps {
  id: string;
  state: QuickSearchState<QuickSearchHit>;
  /** The hit the arrow keys are on; -1 for none. */
  active: number;
  optionId: (index: number) => string;
  linkTo: (path: string) => string;
  /** A message of the box itself (an empty query), shown instead of the hits. */
  hint: string | null;
  onChoose: () => void;
  onRetry: () => void;
  /** The hit list, once its code is here (see suggestions.ts): hits cannot arrive before it. */
  HitList: ComponentType<QuickSearchHitListProps> | null;
  /** The first option, above the hits: the online catalogue for a VIN or frame number typed (QuickSearchVehicleOffer). */
  offer: ReactNode;
}

function statusText(state: QuickSearchState<QuickSearchHit>, hint: string | null): string {
  if (hint) return hint;
  if (state.hits.length) return searchMessages.found(state.hits.length);
  if (state.status === 'failed') return errorMessageFor(state.error);
  if (state.status === 'done') return searchMessages.noHits;
  return searchMessages.searching;
}

/** The drop-down under the box: the hits as options of a listbox, and a status line that counts them. */
export function QuickSearchHits(props: QuickSearchHitsProps) {
  const { id, state, active, optionId, linkTo, hint, onChoose, onRetry, HitList, offer } = props;
  const hits = hint ? [] : state.hits;
  const status = statusText(state, hint);
  // Keeps the focus in the box while a hit is clicked, as the combobox pattern expects.
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

  return (
    <div className={css.popup} part="popup">
      <div
        id={id}
        role="listbox"
        aria-label={searchMessages.boxLabel}
        className={css.hits}
        part="hits"
        onMouseDown={keepFocus}
      >
        {offer}
        {HitList && (
          <HitList hits={hits} active={active} optionId={optionId} linkTo={linkTo} onChoose={onChoose} />
        )}
      </div>
      {/* Always there, so that a screen reader hears each change, the number of hits among them. */}
      <div
        role="status"
        className={css.status}
        data-state={hint ? 'hint' : state.status}
        part="search-status"
      >
        {status}
        {state.status === 'failed' && !hits.length && !hint && (
          <button type="button" className={css.retry} onMouseDown={keepFocus} onClick={onRetry}>
            {retryMessage}
          </button>
        )}
      </div>
    </div>
  );
}

import { portalPath, vinByVinPage } from '@portal/core/paths';
import {
  articleSearchPath,
  isSearchType,
  type QuickSearchHit,
  searchMessages,
  searchPagePath,
  tidyQuery,
  typedVehicleIdent,
} from '@portal/core/search';
import { portalUrl, readPortalConfig, type SearchType, searchTypeOf } from '@portal/core/session';
import { useNavigate, useSession, useStore } from '@portal/ui';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as css from './QuickSearch.css';
import { QuickSearchHits } from './QuickSearchHits';
import { SearchTypeSelect } from './SearchTypeSelect';
import { useQuickSearchHits } from './useQuickSearchHits';

export interface QuickSearchProps {
  /** Text of the empty box. Defaults to 'Поиск запчастей'. */
  placeholder?: string;
  /** Where links lead (origin and optional path). Defaults to the page's configured portal base. */
  portalBase?: string;
  /**
   * The query of the search the page shows (a search results page sets it): the box shows it, and
   * a new value (or type) replaces whatever was typed, without opening the hits. Defaults to empty.
   */
  value?: string;
  /**
   * The type of that search: the selector shows it until the client picks another. It does not
   * change the remembered type; an unknown one is ignored. Defaults to the remembered type.
   */
  searchType?: string;
  /** A search was started with Enter or the button (element: `portal-search`). */
  onSearch?: (search: { query: string; type: SearchType }) => void;
}

/**
 * The header's search box (doc 1 §2, §5): a search-type selector and a combobox that suggests
 * parts from 3 characters on. Enter on a suggestion opens its step search; Enter in the box opens
 * the named search. An anonymous visitor gets the become-a-client dialog instead of suggestions.
 */
export function QuickSearch({ placeholder, portalBase, value = '', searchType, onSearch }: QuickSearchProps) {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const remembered = useStore(searchTypeOf(session));
  const navigate = useNavigate();
  const { state, input, retry, clear, prepare, HitList, VehicleOffer } = useQuickSearchHits(session);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState({ value, searchType });
  // The client picked a type in the selector since the page's search was shown.
  const [typeChosen, setTypeChosen] = useState(false);
  const type = !typeChosen && isSearchType(searchType) ? searchType : remembered;
  const [open, setOpen] = useState(false);
  // The arrow keys' position belongs to one list of options: a new list starts with none active.
  const [selection, setSelection] = useState<{
    hits: readonly QuickSearchHit[];
    vehicle: string | null;
    index: number;
  }>({ hits: [], vehicle: null, index: -1 });
  const [hint, setHint] = useState<string | null>(null);
  const [anonymousDialog, setAnonymousDialog] = useState(false);
  const [AnonymousDialog, setAnonymousDialogComponent] = useState<ComponentType<{
    onClose: () => void;
  }> | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-hits`;
  const hitId = (index: number) => `${id}-hit-${index}`;
  const vehicleOptionId = `${id}-vehicle`;
  const hits = hint ? [] : state.hits;
  // A VIN or frame number typed: its car's catalogue is the first option (issue 44), once the
  // suggestions' code that draws it is here.
  const vehicle = signedIn && VehicleOffer ? typedVehicleIdent(text) : null;
  const offset = vehicle ? 1 : 0;
  const optionCount = offset + hits.length;
  const optionId = (index: number) => (index < offset ? vehicleOptionId : hitId(index - offset));
  const active =
    selection.hits === hits && selection.vehicle === (vehicle?.value ?? null) ? selection.index : -1;
  const setActive = (index: number) => setSelection({ hits, vehicle: vehicle?.value ?? null, index });

  // Another search is shown: its query replaces what was typed, before this render is painted.
  if (value !== shown.value || searchType !== shown.searchType) {
    setShown({ value, searchType });
    setText(value);
    setTypeChosen(false);
    setHint(null);
    setOpen(false);
  }
  // ...and the hits of what was typed go, so focusing the box does not bring them back (doc 1 §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search shown is what clears the hits.
  useEffect(() => {
    clear();
  }, [clear, value, searchType]);

  const linkTo = (path: string) =>
    portalBase
      ? portalUrl(path, { ...readPortalConfig(), portalBase: portalBase.replace(/\/+$/, '') })
      : portalUrl(path);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // The hits close when the focus leaves the search, not the box: a keyboard user reaches
  // 'Повторить' under a failed search with Tab, through 'Найти'. Escape there closes them too (the
  // box has its own), and from inside them, which go, the focus goes back to the box. Handlers of
  // the search's element, whose blur is a focusout (React and preact/compat alike).
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) close();
  };
  const escapeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = event.target;
    if (event.key !== 'Escape' || from === box.current || !(from instanceof Element)) return;
    // The box opens the hits when focused: it is focused first, then they are closed.
    if (from.closest('[part~="popup"]')) box.current?.focus();
    close();
  };

  // 'Повторить' goes once pressed: the focus goes back to the box, where the hits will come.
  const retryInBox = () => {
    retry();
    box.current?.focus();
  };

  /** Leaving for another page: the suggestions are dropped (doc 1 §2). */
  const leave = () => {
    close();
    clear();
  };

  const go = (path: string) => {
    const url = linkTo(path);
    leave();
    if (!navigate(path, url)) location.assign(url);
  };

  const goToHit = (hit: QuickSearchHit) => go(articleSearchPath(hit));
  const goToVehicle = (value: string) => go(portalPath(vinByVinPage, { identstring: value }));

  const showAnonymousDialog = () => {
    setAnonymousDialog(true);
    if (AnonymousDialog) return;
    import('./anonymousDialog').then(
      (module) => setAnonymousDialogComponent(() => module.AnonymousDialog),
      (error: unknown) => console.error('[portal] could not load the anonymous dialog', error),
    );
  };

  const submit = () => {
    const query = tidyQuery(text);
    if (!signedIn) {
      showAnonymousDialog();
      return;
    }
    if (query === '') {
      setHint(searchMessages.emptyQuery);
      setOpen(true);
      return;
    }
    // A VIN is no article: Enter takes it to its car's catalogue. A frame number may be one (Toyota
    // numbers such as 04465-33471 look alike), so it is searched, the offer still the first option.
    const typed = typedVehicleIdent(query);
    if (typed?.kind === 'vin') {
      goToVehicle(typed.value);
      return;
    }
    onSearch?.({ query, type });
    go(searchPagePath({ query, type }));
  };

  const change = (value: string) => {
    setHint(null);
    if (!signedIn) {
      // The server's quick search needs a token: a visitor is told how to get one instead.
      if (value.trim() !== '') showAnonymousDialog();
      setText('');
      return;
    }
    setText(value);
    input(value);
    setOpen(true);
  };

  const move = (step: 1 | -1) => {
    if (optionCount === 0) return;
    setOpen(true);
    if (!open || active < 0) setActive(step === 1 ? 0 : optionCount - 1);
    else setActive((active + step + optionCount) % optionCount);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        if (!open || active < 0) return;
        event.preventDefault();
        const hit = hits[active - offset];
        if (vehicle && active < offset) goToVehicle(vehicle.value);
        else if (hit) goToHit(hit);
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
    }
  };

  const expanded = open && (hint !== null || state.status !== 'idle');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears what bubbles from its controls (focus leaving, Escape).
    <div
      className={css.root}
      data-anonymous={!signedIn}
      part="search"
      onBlur={focusLeft}
      onKeyDown={escapeKey}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers CMS pages serve. */}
      <form
        role="search"
        className={css.box}
        part="box"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SearchTypeSelect
          type={type}
          onChange={(next) => {
            searchTypeOf(session).set(next);
            setTypeChosen(true);
            box.current?.focus();
          }}
        />
        <input
          ref={box}
          className={css.input}
          type="text"
          role="combobox"
          aria-label={searchMessages.boxLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder || searchMessages.placeholder}
          value={text}
          part="search-input"
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={keyDown}
          onFocus={() => {
            setOpen(true);
            if (signedIn) void prepare().catch(() => undefined);
          }}
        />
        <button type="submit" className={css.submit} part="search-button">
          {searchMessages.submit}
        </button>
      </form>
      {expanded && (
        <QuickSearchHits
          id={listboxId}
          state={state}
          active={active - offset}
          optionId={hitId}
          linkTo={linkTo}
          hint={hint}
          onChoose={leave}
          onRetry={retryInBox}
          HitList={HitList}
          offer={
            VehicleOffer &&
            vehicle && (
              <VehicleOffer
                id={vehicleOptionId}
                vehicle={vehicle}
                active={active === 0}
                linkTo={linkTo}
                onChoose={leave}
              />
            )
          }
        />
      )}
      {!signedIn && AnonymousDialog && anonymousDialog && (
        <AnonymousDialog onClose={() => setAnonymousDialog(false)} />
      )}
    </div>
  );
}

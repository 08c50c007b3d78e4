import type { WritableAtom } from 'nanostores';
import { boolean, numeric, object, oneOf } from '../api/decode';
import { persistedAtom } from './persisted';
import type { Session } from './session';
import { DEFAULT_MARKUP, DEFAULT_SEARCH_TYPE, type Markup, SEARCH_TYPES, type SearchType } from './types';

/**
 * What this browser remembers of the client's choices, for the widgets that offer them: the search
 * type (the quick search, the product list, the step search) and the markup (product rows, the mat
 * constructor). Not in the shared runtime's session, which every page downloads: the badge offers
 * neither. One store each per session, on globalThis, so that every widget bundle (each carries its
 * own copy of this module) and a second copy of the library read and write the same one.
 */
function perSession<T>(key: symbol, make: () => WritableAtom<T>): (session: Session) => WritableAtom<T> {
  return (session) => {
    const holder = globalThis as { [key]?: WeakMap<Session, WritableAtom<T>> };
    holder[key] ??= new WeakMap();
    const stores = holder[key];
    const known = stores.get(session);
    if (known) return known;
    const made = make();
    stores.set(session, made);
    return made;
  };
}

/** The search type last chosen; persisted, `article` by default. */
export const searchTypeOf = perSession(Symbol.for('portal-widgets.search-type'), () =>
  persistedAtom<SearchType>('search-type', DEFAULT_SEARCH_TYPE, oneOf(SEARCH_TYPES)),
);

/** The client's markup over the prices shown; persisted, off at 0 by default. */
export const markupOf = perSession(Symbol.for('portal-widgets.markup'), () =>
  persistedAtom<Markup>('markup', DEFAULT_MARKUP, object({ enabled: boolean, percent: numeric })),
);

import type { WritableAtom } from 'nanostores';
import { type Decoder, isRecord, numeric, object, string } from '../api/decode';
import { persistedAtom } from './persisted';
import type { Session } from './session';

/** What a client changed in the basket that the server has not confirmed yet. */
export interface BasketDraft {
  /** Quantity per basket line id, as the client last set it, not yet answered by the server. */
  edits: Readonly<Record<string, number>>;
  /** The order comment as typed (sent only with the order). */
  comment: string;
}

/** Every signed-in client's draft on this browser, by user id. */
export type BasketDrafts = Readonly<Record<string, BasketDraft>>;

const EMPTY_DRAFT: BasketDraft = { edits: {}, comment: '' };

const recordOf =
  <T>(value: Decoder<T>): Decoder<Record<string, T>> =>
  (input, path = '') => {
    if (!isRecord(input)) throw new TypeError(`${path}: not an object`);
    return Object.fromEntries(
      Object.entries(input).map(([key, item]) => [key, value(item, `${path}.${key}`)]),
    );
  };

const drafts = recordOf(object({ edits: recordOf(numeric), comment: string }));

const PAGES = Symbol.for('portal-widgets.basket-drafts');

/** What a page knows of the drafts: their store, and its sending of the kept edits. */
interface PageDrafts {
  $drafts: WritableAtom<BasketDrafts>;
  /** Settles once this page's sending of kept edits (session/basket-drafts-resend.ts) is over. */
  sent: Promise<void>;
}

/**
 * One per session, on globalThis: each widget bundle that needs it carries its own copy of this
 * module. The store is the browser's drafts, persisted per user under `portal:basket-drafts` (the
 * key session/kept-edits.ts looks for): quantity edits not yet confirmed by the server, kept until
 * they are, so that a tab closed or reloaded meanwhile leaves them to the next page, and the order
 * comment. Other tabs follow it.
 */
export function pageDrafts(session: Session): PageDrafts {
  const holder = globalThis as { [PAGES]?: WeakMap<Session, PageDrafts> };
  holder[PAGES] ??= new WeakMap();
  let page = holder[PAGES].get(session);
  if (!page) {
    page = { $drafts: persistedAtom<BasketDrafts>('basket-drafts', {}, drafts), sent: Promise.resolve() };
    holder[PAGES].set(session, page);
  }
  return page;
}

export const basketDraftsOf = (session: Session): WritableAtom<BasketDrafts> => pageDrafts(session).$drafts;

/** Settles once this page's sending of kept edits is over: the basket's own edits go after it. */
export const keptEditsSent = (session: Session): Promise<void> => pageDrafts(session).sent;

/** Changes a user's draft (the signed-in one by default); nothing while the page does not know who. */
export function changeDraft(
  session: Session,
  change: (draft: BasketDraft) => BasketDraft,
  user = session.$user.get()?.id,
): void {
  if (!user) return;
  const $drafts = basketDraftsOf(session);
  const { [user]: before, ...others } = $drafts.get();
  const next = change(before ?? EMPTY_DRAFT);
  const empty = Object.keys(next.edits).length === 0 && next.comment === '';
  $drafts.set(empty ? others : { ...others, [user]: next });
}

/** A user's draft (the signed-in one by default). */
export function draftOf(session: Session, user = session.$user.get()?.id): BasketDraft {
  return (user && basketDraftsOf(session).get()[user]) || EMPTY_DRAFT;
}

/** The draft with this line's edit set (a quantity) or dropped (`null`). */
export function withEdit(draft: BasketDraft, lineId: string, quantity: number | null): BasketDraft {
  const { [lineId]: _, ...rest } = draft.edits;
  return { ...draft, edits: quantity === null ? rest : { ...rest, [lineId]: quantity } };
}

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

export const EMPTY_DRAFT: BasketDraft = { edits: {}, comment: '' };

const edits: Decoder<Record<string, number>> = (input, path = '') => {
  if (!isRecord(input)) throw new TypeError(`${path}: not an object`);
  return Object.fromEntries(
    Object.entries(input).map(([lineId, quantity]) => [lineId, numeric(quantity, `${path}.${lineId}`)]),
  );
};

const draft = object({ edits, comment: string });

const drafts: Decoder<BasketDrafts> = (input, path = '') => {
  if (!isRecord(input)) throw new TypeError(`${path}: not an object`);
  return Object.fromEntries(
    Object.entries(input).map(([user, value]) => [user, draft(value, `${path}.${user}`)]),
  );
};

const STORES = Symbol.for('portal-widgets.basket-drafts');

/** One store per session, on globalThis: each widget bundle that needs it carries its own copy of this module. */
function stores(): WeakMap<Session, WritableAtom<BasketDrafts>> {
  const holder = globalThis as { [STORES]?: WeakMap<Session, WritableAtom<BasketDrafts>> };
  holder[STORES] ??= new WeakMap();
  return holder[STORES];
}

/**
 * The basket drafts of this browser, persisted per user: quantity edits not yet confirmed by the
 * server (kept until they are, so that a tab closed or reloaded meanwhile sends them when the
 * basket opens again) and the order comment. Other tabs follow it.
 */
export function basketDraftsOf(session: Session): WritableAtom<BasketDrafts> {
  const known = stores().get(session);
  if (known) return known;
  const $drafts = persistedAtom<BasketDrafts>('basket-drafts', {}, drafts);
  stores().set(session, $drafts);
  return $drafts;
}

/** Changes the signed-in user's draft; nothing while the page does not know the user. */
export function changeDraft(session: Session, change: (draft: BasketDraft) => BasketDraft): void {
  const user = session.$user.get()?.id;
  if (!user) return;
  const $drafts = basketDraftsOf(session);
  const all = $drafts.get();
  const next = change(all[user] ?? EMPTY_DRAFT);
  const { [user]: _, ...others } = all;
  const empty = Object.keys(next.edits).length === 0 && next.comment === '';
  $drafts.set(empty ? others : { ...others, [user]: next });
}

/** The signed-in user's draft. */
export function draftOf(session: Session): BasketDraft {
  const user = session.$user.get()?.id;
  return (user && basketDraftsOf(session).get()[user]) || EMPTY_DRAFT;
}

/** The draft with this line's edit set (a quantity) or dropped (`null`). */
export function withEdit(draft: BasketDraft, lineId: string, quantity: number | null): BasketDraft {
  const { [lineId]: _, ...rest } = draft.edits;
  return { ...draft, edits: quantity === null ? rest : { ...rest, [lineId]: quantity } };
}

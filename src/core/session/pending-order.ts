import type { WritableAtom } from 'nanostores';
import { array, object, oneOf, optional, refine, string } from '../api/decode';
import type { DeliveryType, OrderAttempt } from '../flows/checkout/state';
import { persistedAtom } from './persisted';
import type { Session } from './session';

/** An order attempt as the session keeps it: with who placed it. */
interface PendingOrder extends OrderAttempt {
  /**
   * The id of the user who placed it (`CurrentUser.id`); `null` when the page did not know them yet,
   * and for an attempt kept by an earlier version, which did not record it.
   */
  owner: string | null;
}

const storedOrder = optional(
  object({
    key: refine(string, (key) => key !== '', 'a key'),
    request: object({
      itemIds: refine(array(string), (ids) => ids.length > 0, 'line ids'),
      delivery: oneOf(['simple', 'express'] satisfies DeliveryType[]),
      contact: object({ name: string, phone: string }),
      comment: string,
    }),
    owner: optional(
      refine(string, (id) => id !== '', 'a user id'),
      null,
    ),
  }),
  null,
);

const STORES = Symbol.for('portal-widgets.pending-order');

/** One store per session, on globalThis: each widget bundle that needs it carries its own copy of this module. */
function stores(): WeakMap<Session, WritableAtom<PendingOrder | null>> {
  const holder = globalThis as { [STORES]?: WeakMap<Session, WritableAtom<PendingOrder | null>> };
  holder[STORES] ??= new WeakMap();
  return holder[STORES];
}

/**
 * The order sent (order.add.json) whose answer is not known yet; `null` when none. Persisted, so
 * that a reloaded basket page or another tab sends it again under its key, never a second order.
 * Only the checkout and the sign-in need it, so it is not part of the shared runtime's session.
 *
 * A session that ends on its own keeps it for its owner: one stored without an owner (sent before
 * the page knew the user, or kept by an earlier version) was kept while that client was signed
 * in, since signing in drops it for anyone else, so it is theirs; with no client known, it goes.
 * A client known later (the page loads the user) owns one stored without an owner.
 */
export function pendingOrderOf(session: Session): WritableAtom<PendingOrder | null> {
  const known = stores().get(session);
  if (known) return known;
  const $pending = persistedAtom<PendingOrder | null>('pending-order', null, storedOrder);
  stores().set(session, $pending);
  const claim = (user: { id: string } | null) => {
    const pending = $pending.get();
    if (pending?.owner === null) $pending.set(user ? { ...pending, owner: user.id } : null);
  };
  session.onEnded(claim);
  session.$user.listen((user) => {
    if (user) claim(user);
  });
  return $pending;
}

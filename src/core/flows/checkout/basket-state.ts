import { atom, type WritableAtom } from 'nanostores';
import type { BasketItem } from '../../domain/basket';
import { savedQuantity } from '../../rules/basket-lines';
import type { Deselected } from '../../rules/basket-selection';
import type { Quantity } from '../../rules/quantity';
import { refreshHeaderBasket } from '../../session/basket';
import { changeDraft, withEdit } from '../../session/basket-drafts';
import { basketQuantitiesOf } from '../../session/basket-quantities';
import type { Session } from '../../session/session';
import { type CheckoutState, INITIAL_CHECKOUT, type OrderForm } from './state';

/** A line of the basket as the checkout shows it. */
export interface BasketLine {
  /** As the server last confirmed it. */
  item: BasketItem;
  /** What the stepper shows: the client's edit, saved or not yet. */
  quantity: Quantity;
  /** An edit or a delete of this line is waiting or under way. */
  saving: boolean;
  removing: boolean;
  /** Why the last save or delete of this line failed; the line shows what the server holds. */
  message: string | null;
  /**
   * The quantity shown is an edit kept in the browser's storage and not confirmed by the server yet:
   * made before this page was opened (the page sends it again), or in another tab.
   */
  drafted?: boolean;
}

/**
 * What a press orders, and what the total under the basket counts: the selected lines, less any the
 * client is deleting, whether or not its delete has been answered (nor whether it then fails).
 */
export function linesToOrder(lines: readonly BasketLine[], deselected: Deselected): BasketLine[] {
  return lines.filter((line) => !line.removing && !deselected.has(line.item.id));
}

/** A line whose shown quantity is the client's own invalid text (kept across reloads). */
export const typedError = (line: BasketLine) =>
  line.quantity.state === 'error' && line.quantity.text !== savedQuantity(line.item).text;

export interface BasketCheckoutState {
  status: 'loading' | 'ready' | 'failed';
  /** Why the basket could not be loaded. */
  loadError: string | null;
  lines: readonly BasketLine[];
  /** The lines the client unticked; every other line is selected. */
  deselected: Deselected;
  /** Delivery, contact and comment as filled in (or as an order waiting for its answer was sent). */
  form: OrderForm;
  checkout: CheckoutState;
  clearing: boolean;
  /** Why clearing the basket failed. */
  clearError: string | null;
  /** The client edited lines the basket no longer holds (deleted elsewhere): what became of the edit. */
  goneNotice: string | null;
}

const EMPTY_FORM: OrderForm = { delivery: 'simple', contact: { name: '', phone: '' }, comment: '' };

/** The basket page's store, and the writes every part of the page makes to it and to the session. */
export interface BasketState {
  readonly $state: WritableAtom<BasketCheckoutState>;
  patch(changes: Partial<BasketCheckoutState>): void;
  /** Changes one line; a change answering `null` takes the line off the page. */
  patchLine(lineId: string, change: (line: BasketLine) => BasketLine | null): void;
  /** The session's basket quantities follow the lines: the badge and the lists show them. */
  syncSession(): void;
  /** The header basket as a call answered it, or read again where the call did not say. */
  applyHeader(header: { count: number; price: number } | null): void;
  /** Keeps the line's edit in storage until the server answers it (`null`: answered, or dropped). */
  keepEdit(lineId: string, quantity: number | null): void;
  keepComment(comment: string): void;
}

export function createBasketState(session: Session): BasketState {
  const $state = atom<BasketCheckoutState>({
    status: 'loading',
    loadError: null,
    lines: [],
    deselected: new Set(),
    form: EMPTY_FORM,
    checkout: INITIAL_CHECKOUT,
    clearing: false,
    clearError: null,
    goneNotice: null,
  });
  const patch = (changes: Partial<BasketCheckoutState>) => $state.set({ ...$state.get(), ...changes });
  return {
    $state,
    patch,
    patchLine: (lineId, change) =>
      patch({
        lines: $state.get().lines.flatMap((line) => {
          if (line.item.id !== lineId) return [line];
          const next = change(line);
          return next ? [next] : [];
        }),
      }),
    syncSession: () =>
      session.$basketQuantities.set(basketQuantitiesOf($state.get().lines.map(({ item }) => item))),
    applyHeader(header) {
      if (header) session.$headerBasket.set(header);
      else void refreshHeaderBasket(session);
    },
    keepEdit: (lineId, quantity) => changeDraft(session, (current) => withEdit(current, lineId, quantity)),
    keepComment: (comment) => changeDraft(session, (current) => ({ ...current, comment })),
  };
}

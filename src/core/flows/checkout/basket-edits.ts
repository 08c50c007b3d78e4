import type { HeaderBasket } from '../../api/basket';
import { clearBasket, deleteBasketLine, listBasket, updateBasketLine } from '../../api/basket-items';
import { errorMessageFor } from '../../api/error-message';
import { basketClearMessages } from '../../messages/basket';
import type { Quantity } from '../../rules/quantity';
import { changeDraft, keptEditsSent } from '../../session/basket-drafts';
import type { Session } from '../../session/session';
import { answerLost, createOnceSender } from '../submission/once';
import type { BasketReads } from './basket-reads';
import type { BasketState } from './basket-state';
import type { CheckoutEvent } from './state';
import { type BasketUpdateQueue, createBasketUpdateQueue } from './update-queue';

interface BasketEditsOptions {
  session: Session;
  state: BasketState;
  /** Debounce of quantity edits. Defaults to `BASKET_UPDATE_DELAY_MS`. */
  updateDelayMs?: number;
  /** What reads the basket again; made after the edits, as it waits for them. */
  reads(): BasketReads;
  /** Tells the checkout flow of a line deleted, or of the basket cleared. */
  dispatch(event: CheckoutEvent): Promise<void>;
}

/** The client's changes to the lines: quantities (sent after a rest), deletes and clearing. */
export interface BasketEdits {
  readonly updates: BasketUpdateQueue;
  /** A stepper change: a valid quantity is sent once the line rests; an invalid one is not sent. */
  setQuantity(lineId: string, quantity: Quantity): void;
  remove(lineId: string): Promise<void>;
  clear(): Promise<void>;
  /** The page is closing: sends edits still resting as requests that outlive it. */
  leavePage(): Promise<void>;
}

export function createBasketEdits({
  session,
  state,
  updateDelayMs,
  reads,
  dispatch,
}: BasketEditsOptions): BasketEdits {
  const { $state, patch, patchLine, syncSession, applyHeader, keepEdit } = state;
  let leavingPage = false;
  const clears = createOnceSender();
  const updates = createBasketUpdateQueue({
    delayMs: updateDelayMs,
    async send(lineId, quantity) {
      // An older edit of the line, kept from a closed tab, may be on its way.
      await keptEditsSent(session);
      applyHeader(await updateBasketLine(session.api, lineId, quantity, { keepalive: leavingPage }));
    },
    onSaved(lineId, quantity) {
      const newerEdit = updates.isPending(lineId);
      if (!newerEdit) keepEdit(lineId, null);
      patchLine(lineId, (line) => ({
        ...line,
        item: { ...line.item, quantity },
        saving: newerEdit,
        message: newerEdit ? line.message : null,
      }));
      syncSession();
    },
    onHeld(lineId) {
      patchLine(lineId, (line) => ({ ...line, saving: true, message: null }));
      reads().heldEdit();
    },
    onFailed(lineId, quantity, error) {
      // A newer edit of the line is on its way: its answer tells what the server holds.
      if (updates.isPending(lineId)) return;
      // The server's word (or its doubt) on it: the line shows what the server holds, not the draft.
      keepEdit(lineId, null);
      void reads().doubt(lineId, quantity, error);
    },
  });

  return {
    updates,
    setQuantity(lineId, quantity) {
      const line = $state.get().lines.find((candidate) => candidate.item.id === lineId);
      // What the server will hold once the edits on their way are answered: the same is not sent
      // again (minus at the minimum), unless a failed change leaves it unknown.
      const held = updates.lastSent(lineId) ?? line?.item.quantity;
      const valid = quantity.state !== 'error' && quantity.value !== null;
      if (valid && quantity.value !== null && (quantity.value !== held || reads().isDoubted(lineId))) {
        updates.schedule(lineId, quantity.value);
        // A tab closed before the answer leaves it to the next page.
        keepEdit(lineId, quantity.value);
      } else {
        updates.cancel(lineId);
        if (!updates.isPending(lineId)) keepEdit(lineId, null);
      }
      // The client has read what became of an edit of a line gone elsewhere, and goes on.
      if ($state.get().goneNotice) patch({ goneNotice: null });
      patchLine(lineId, (changed) => ({
        ...changed,
        quantity,
        message: null,
        saving: updates.isPending(lineId) || reads().isDoubted(lineId),
        drafted: false,
      }));
    },
    async remove(lineId) {
      updates.cancel(lineId);
      keepEdit(lineId, null);
      if ($state.get().goneNotice) patch({ goneNotice: null });
      patchLine(lineId, (line) => ({ ...line, removing: true, message: null }));
      try {
        const header = await updates.run(() => deleteBasketLine(session.api, lineId));
        patchLine(lineId, () => null);
        patch({ deselected: new Set([...$state.get().deselected].filter((id) => id !== lineId)) });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'line-removed', lineId });
      } catch (error) {
        await reads().doubt(lineId, null, error);
      }
    },
    async clear() {
      const { lines } = $state.get();
      for (const line of lines) updates.cancel(line.item.id);
      changeDraft(session, (current) => ({ ...current, edits: {} }));
      patch({ clearing: true, clearError: null });
      const cleared = async (header: HeaderBasket | null) => {
        patch({ lines: [], deselected: new Set(), clearing: false });
        syncSession();
        applyHeader(header);
        await dispatch({ type: 'basket-cleared' });
      };
      try {
        // Under a key, asked again when its answer is lost: a second press clears nothing added since.
        const lineIds = lines.map((line) => line.item.id);
        await cleared(await updates.run(() => clears.send(lineIds, (key) => clearBasket(session.api, key))));
      } catch (error) {
        // Lost twice: the basket as the server holds it says whether it was cleared.
        const held = answerLost(error) ? await listBasket(session.api).catch(() => null) : null;
        if (held?.length === 0) return cleared(null);
        if (held) reads().show(held);
        const unknown = answerLost(error) && !held;
        patch({
          clearing: false,
          clearError: unknown ? basketClearMessages.unknown : errorMessageFor(error),
        });
      }
    },
    leavePage() {
      leavingPage = true;
      return updates.flush();
    },
  };
}

import { savedQuantity } from '../../rules/basket-lines';
import { basketDraftsOf, draftOf } from '../../session/basket-drafts';
import { basketQuantitiesOf, sameQuantities } from '../../session/basket-quantities';
import type { Session } from '../../session/session';
import type { BasketReads } from './basket-reads';
import type { BasketState } from './basket-state';
import type { OrderRunner } from './order-runner';
import { isCheckoutBusy } from './state';
import type { BasketUpdateQueue } from './update-queue';

interface BasketFollowersOptions {
  session: Session;
  state: BasketState;
  updates: BasketUpdateQueue;
  reads: BasketReads;
  runner: OrderRunner;
  /** Calls back when the connection is back; answers the unsubscribe. */
  onOnline: (listener: () => void) => () => void;
}

/** What the basket page follows from elsewhere while it is open, and stops following when it goes. */
export interface BasketFollowers {
  /**
   * The client's edits kept in storage and not confirmed yet (a tab closed or reloaded before the
   * server answered them, or another tab's) show as pending: the page's sending of kept edits
   * (session/kept-edits.ts) or the other tab sends them. Once one shown is settled, the basket is
   * read again for the server's figures.
   */
  showDrafts(): Promise<void>;
  /**
   * Starts following: other tabs' orders, drafts and changes to the basket, the user, the connection.
   * Once per load.
   */
  follow(): void;
  unfollow(): void;
}

export function createBasketFollowers({
  session,
  state: { $state, patchLine },
  updates,
  reads,
  runner,
  onOnline,
}: BasketFollowersOptions): BasketFollowers {
  async function showDrafts(): Promise<void> {
    if ($state.get().status !== 'ready' || !session.$signedIn.get()) return;
    const { edits } = draftOf(session);
    if ($state.get().lines.some((line) => line.drafted && edits[line.item.id] === undefined)) {
      try {
        await reads.applyFresh(await reads.freshList());
      } catch (error) {
        console.warn('[portal] basket reload after a kept edit failed', error);
      }
    }
    for (const [lineId, quantity] of Object.entries(edits)) {
      if (updates.isPending(lineId)) continue;
      patchLine(lineId, (shown) =>
        shown.item.quantity === quantity || (shown.drafted && shown.quantity.value === quantity)
          ? shown
          : { ...shown, quantity: savedQuantity({ ...shown.item, quantity }), saving: true, drafted: true },
      );
    }
  }

  /** Another tab sent an order or got its answer: the basket it acted on is loaded again. */
  async function followOtherTab(): Promise<void> {
    const { status, checkout } = $state.get();
    // Signed out (here or there): the widget is leaving, there is no basket to load.
    if (status !== 'ready' || isCheckoutBusy(checkout) || !session.$signedIn.get()) return;
    try {
      await reads.applyFresh(await reads.freshList());
    } catch (error) {
      // A press still finds the stored attempt and resends it rather than making a new order.
      console.warn('[portal] basket reload after another tab failed', error);
      return;
    }
    if (!isCheckoutBusy($state.get().checkout)) await runner.takeUpStored();
  }

  /**
   * The session's basket quantities no longer match the lines: another tab (or another widget of the
   * page) added, deleted or changed a line. The basket is read again, so the table and the total
   * show what the badge already shows. The page's own changes set the quantities from its lines, so
   * they never differ after one of them.
   */
  async function followChangeElsewhere(): Promise<void> {
    const { status, checkout, lines } = $state.get();
    // An order under way reads the basket itself; a page not ready reads it as it loads.
    if (status !== 'ready' || isCheckoutBusy(checkout) || !session.$signedIn.get()) return;
    const shown = basketQuantitiesOf(lines.map((line) => line.item));
    if (sameQuantities(shown, session.$basketQuantities.get())) return;
    try {
      await reads.applyFresh(await reads.freshList());
    } catch (error) {
      console.warn('[portal] basket reload after a change elsewhere failed', error);
    }
  }

  let stops: (() => void)[] | null = null;
  return {
    showDrafts,
    follow() {
      stops ??= [
        runner.followOtherTabs(() => void followOtherTab()),
        session.$basketQuantities.listen(() => void followChangeElsewhere()),
        // This page's own edits are pending while kept: only the others' show as drafts.
        basketDraftsOf(session).listen(() => void showDrafts()),
        // The drafts are the user's: a page that learns who that is only later (its own call for it
        // failed, the header's came after) shows them then.
        session.$user.listen(() => void showDrafts()),
        onOnline(reads.reconnected),
      ];
    },
    unfollow() {
      for (const stop of stops ?? []) stop();
      stops = null;
    },
  };
}

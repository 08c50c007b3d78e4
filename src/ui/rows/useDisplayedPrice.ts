import { displayedPrice } from '@portal/core/catalogue';
import { markupOf } from '@portal/core/session';
import { useSession } from '../hooks/useSession';
import { useStore } from '../hooks/useStore';

/** The price as the client sees it: with the session's markup when it is on (doc 1 §4). */
export function useDisplayedPrice(price: number): number {
  return displayedPrice(price, useStore(markupOf(useSession())));
}

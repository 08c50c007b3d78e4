import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../api/client';
import { errorMessageFor } from '../../api/error-message';
import { isApiError } from '../../api/errors';
import { lookupSale, sendClaim } from '../../api/return-claim';
import type { ClaimForm } from '../../rules/return-claim';
import {
  CLOSED_CLAIM,
  type ClaimEffect,
  type ClaimEvent,
  type ClaimState,
  type ClaimSubject,
  returnClaimStep,
} from './step';

export interface ReturnClaimFlow {
  $state: ReadableAtom<ClaimState>;
  /** Opens the request for an item: checks the window, then asks for the sale record. */
  open(subject: ClaimSubject): Promise<void>;
  edit(form: ClaimForm): void;
  /** Sends the claim; a press while one is on its way changes nothing. */
  submit(): Promise<void>;
  close(): void;
}

interface ReturnClaimOptions {
  /** Reloads the order; called whenever the modal closes. */
  reloadOrder: () => void;
  /** Defaults to the current time. */
  now?: () => Date;
}

/** Runs the return request's effects: the sale lookup, the claim and the reload. */
export function createReturnClaim(api: ApiClient, options: ReturnClaimOptions): ReturnClaimFlow {
  const now = options.now ?? (() => new Date());
  const $state = atom<ClaimState>(CLOSED_CLAIM);

  async function dispatch(event: ClaimEvent): Promise<void> {
    const { state, effect } = returnClaimStep($state.get(), event);
    $state.set(state);
    if (effect) await perform(effect);
  }

  async function perform(effect: ClaimEffect): Promise<void> {
    switch (effect.type) {
      case 'reload-order':
        options.reloadOrder();
        return;
      case 'lookup-sale': {
        // A failed lookup reads as no sale record: 'не был реализован или произошла ошибка'.
        const target = { itemId: effect.item.id, innerId: effect.item.innerId };
        const guid = await lookupSale(api, target).catch(() => null);
        await dispatch({ type: 'sale-found', attempt: effect.attempt, guid });
        return;
      }
      case 'send-claim': {
        const { attempt } = effect;
        try {
          await dispatch({ type: 'answered', attempt, success: await sendClaim(api, effect.claim) });
        } catch (error) {
          // An answer, even a refusal, ends the request (doc 2 §4); no answer keeps the form open.
          await dispatch(
            isApiError(error) && error.kind === 'network'
              ? { type: 'unsent', attempt, message: errorMessageFor(error) }
              : { type: 'answered', attempt, success: false },
          );
        }
        return;
      }
    }
  }

  return {
    $state,
    open: (subject) => dispatch({ type: 'open', subject, now: now() }),
    edit: (form) => void dispatch({ type: 'edit', form }),
    submit: () => dispatch({ type: 'submit', now: now() }),
    close: () => void dispatch({ type: 'close' }),
  };
}

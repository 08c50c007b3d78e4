import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { lookupSale, sendClaim } from '../../api/return-claim';
import { returnClaimMessages } from '../../messages/account';
import { commonMessages } from '../../messages/common';
import type { ClaimForm } from '../../rules/return-claim';
import { createOnceSender, sendFailureMessage } from '../submission/once';
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

/**
 * Why a claim was not taken: the server's own words when it refused with some, that the connection
 * is lost when nothing answered, that it is not known whether it went when its answers were lost,
 * else the spec's failure (doc 2 §8).
 */
const claimFailure = sendFailureMessage(returnClaimMessages.unknown, (error) => {
  if (!isApiError(error)) return returnClaimMessages.failed;
  if (error.kind === 'network') return commonMessages.connectionLost;
  return (error.kind === 'rejected' && error.serverMessage) || returnClaimMessages.failed;
});

/** Runs the return request's effects: the sale lookup, the claim and the reload. */
export function createReturnClaim(api: ApiClient, options: ReturnClaimOptions): ReturnClaimFlow {
  const now = options.now ?? (() => new Date());
  const $state = atom<ClaimState>(CLOSED_CLAIM);
  // Under a key, asked again when its answer is lost: a second press files no second claim.
  const claims = createOnceSender();

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
        const { attempt, claim } = effect;
        try {
          const sent = await claims.send(claim, (key) => sendClaim(api, claim, key));
          await dispatch(
            sent
              ? { type: 'sent', attempt }
              : { type: 'failed', attempt, message: returnClaimMessages.failed },
          );
        } catch (error) {
          await dispatch({ type: 'failed', attempt, message: claimFailure(error) });
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

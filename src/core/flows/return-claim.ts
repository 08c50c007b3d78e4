import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import type { OrderItem } from '../api/orders';
import { lookupSale, type ReturnClaim, sendClaim } from '../api/return-claim';
import { returnClaimMessages } from '../messages/account';
import {
  type ClaimForm,
  type ClaimFormErrors,
  initialClaimForm,
  isClaimOverdue,
  sentReasonCode,
  validateClaimForm,
} from '../rules/return-claim';

/**
 * The return request of doc 2 §4 as a state machine. `returnClaimStep` is pure: it takes the state and
 * what happened and answers the next state and the one effect to run; `createReturnClaim` runs them.
 *
 *   closed ─open─▶ overdue (the window has passed: nothing is sent)
 *      └─▶ looking-up ─no GUID / failed─▶ closed + 'not sold' notice, reload
 *             └─ GUID ─▶ editing ─submit, overdue─▶ overdue
 *                           └─ submit, valid ─▶ sending ─▶ closed + 'sent' / 'failed' notice, reload
 *   any open stage but sending ─close─▶ closed, reload
 *
 * A submit while sending changes nothing, so a double click sends one claim. Every open gets a new
 * `attempt`; answers of an earlier one are ignored.
 */
export interface ClaimNotice {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

/** The item being claimed and the order's date, which opens its window. */
export interface ClaimSubject {
  item: OrderItem;
  orderDate: Date;
}

export type ClaimState =
  | { stage: 'closed'; notice: ClaimNotice | null }
  | { stage: 'overdue'; attempt: number; subject: ClaimSubject }
  | { stage: 'looking-up'; attempt: number; subject: ClaimSubject }
  | {
      stage: 'editing';
      attempt: number;
      subject: ClaimSubject;
      guid: string;
      form: ClaimForm;
      /** Shown once the client tried to send. */
      errors: ClaimFormErrors | null;
    }
  | { stage: 'sending'; attempt: number; subject: ClaimSubject; guid: string; form: ClaimForm };

export type ClaimEvent =
  | { type: 'open'; subject: ClaimSubject; now: Date }
  | { type: 'sale-found'; attempt: number; guid: string | null }
  | { type: 'edit'; form: ClaimForm }
  | { type: 'submit'; now: Date }
  | { type: 'answered'; attempt: number; success: boolean }
  | { type: 'close' };

export type ClaimEffect =
  | { type: 'lookup-sale'; attempt: number; item: OrderItem }
  | { type: 'send-claim'; attempt: number; claim: ReturnClaim }
  /** Closing the modal reloads the order (doc 2 §4). */
  | { type: 'reload-order' };

export interface ClaimTransition {
  state: ClaimState;
  effect: ClaimEffect | null;
}

export const CLOSED_CLAIM: ClaimState = { stage: 'closed', notice: null };

const closeWith = (notice: ClaimNotice | null): ClaimTransition => ({
  state: { stage: 'closed', notice },
  effect: { type: 'reload-order' },
});

/** The claim of a valid form (doc 2 §3 "Return claim"). */
function claimOf({ item }: ClaimSubject, guid: string, form: ClaimForm): ReturnClaim {
  return {
    itemId: item.id,
    innerId: item.innerId,
    guid,
    quantity: Number(form.quantity.trim()),
    reasonType: sentReasonCode(form.reason),
    comment: form.comment.trim(),
  };
}

/** An attempt number above any the state holds. */
const nextAttempt = (state: ClaimState, last: number) => ('attempt' in state ? state.attempt : last) + 1;

export function returnClaimStep(state: ClaimState, event: ClaimEvent, lastAttempt = 0): ClaimTransition {
  const ignore = { state, effect: null };
  switch (event.type) {
    case 'open': {
      if (state.stage !== 'closed') return ignore;
      const attempt = nextAttempt(state, lastAttempt);
      const { subject } = event;
      if (isClaimOverdue(event.now, subject.orderDate, subject.item))
        return { state: { stage: 'overdue', attempt, subject }, effect: null };
      return {
        state: { stage: 'looking-up', attempt, subject },
        effect: { type: 'lookup-sale', attempt, item: subject.item },
      };
    }
    case 'sale-found': {
      if (state.stage !== 'looking-up' || state.attempt !== event.attempt) return ignore;
      if (!event.guid) return closeWith({ tone: 'warning', text: returnClaimMessages.notSold });
      const { subject } = state;
      return {
        state: {
          stage: 'editing',
          attempt: state.attempt,
          subject,
          guid: event.guid,
          form: initialClaimForm(subject.item),
          errors: null,
        },
        effect: null,
      };
    }
    case 'edit':
      if (state.stage !== 'editing') return ignore;
      return {
        state: {
          ...state,
          form: event.form,
          errors: state.errors && validateClaimForm(event.form, state.subject.item),
        },
        effect: null,
      };
    case 'submit': {
      if (state.stage !== 'editing') return ignore;
      const { subject, form, guid, attempt } = state;
      if (isClaimOverdue(event.now, subject.orderDate, subject.item))
        return { state: { stage: 'overdue', attempt, subject }, effect: null };
      const errors = validateClaimForm(form, subject.item);
      if (Object.keys(errors).length > 0) return { state: { ...state, errors }, effect: null };
      return {
        state: { stage: 'sending', attempt, subject, guid, form },
        effect: { type: 'send-claim', attempt, claim: claimOf(subject, guid, form) },
      };
    }
    case 'answered':
      if (state.stage !== 'sending' || state.attempt !== event.attempt) return ignore;
      return closeWith(
        event.success
          ? { tone: 'success', text: returnClaimMessages.sent }
          : { tone: 'error', text: returnClaimMessages.failed },
      );
    case 'close':
      // While the claim is on its way the modal waits for the answer: closing must not hide it.
      if (state.stage === 'closed' || state.stage === 'sending') return ignore;
      return closeWith(null);
  }
}

export interface ReturnClaimFlow {
  $state: ReadableAtom<ClaimState>;
  /** Opens the request for an item: checks the window, then asks for the sale record. */
  open(subject: ClaimSubject): Promise<void>;
  edit(form: ClaimForm): void;
  /** Sends the claim; a press while one is on its way changes nothing. */
  submit(): Promise<void>;
  close(): void;
  /** Forgets the last notice (the page showed it). */
  dismissNotice(): void;
}

export interface ReturnClaimOptions {
  /** Reloads the order; called whenever the modal closes. */
  reloadOrder: () => void;
  /** Defaults to the current time. */
  now?: () => Date;
}

/** Runs the return request's effects: the sale lookup, the claim and the reload. */
export function createReturnClaim(api: ApiClient, options: ReturnClaimOptions): ReturnClaimFlow {
  const now = options.now ?? (() => new Date());
  const $state = atom<ClaimState>(CLOSED_CLAIM);
  let lastAttempt = 0;

  async function dispatch(event: ClaimEvent): Promise<void> {
    const { state, effect } = returnClaimStep($state.get(), event, lastAttempt);
    if ('attempt' in state) lastAttempt = state.attempt;
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
        const success = await sendClaim(api, effect.claim).catch(() => false);
        await dispatch({ type: 'answered', attempt: effect.attempt, success });
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
    dismissNotice() {
      const state = $state.get();
      if (state.stage === 'closed' && state.notice) $state.set(CLOSED_CLAIM);
    },
  };
}

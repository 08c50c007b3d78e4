import type { ReturnClaim } from '../../api/return-claim';
import type { OrderItem } from '../../domain/account';
import { returnClaimMessages } from '../../messages/account';
import {
  type ClaimForm,
  type ClaimFormErrors,
  initialClaimForm,
  isClaimOverdue,
  sentReasonCode,
  validateClaimForm,
} from '../../rules/return-claim';

/**
 * The return request of doc 2 §4 as a state machine. `returnClaimStep` is pure: it takes the state and
 * what happened and answers the next state and the one effect to run; ./run.ts runs them.
 *
 *   closed ─open─▶ overdue (the window has passed: nothing is sent)
 *      └─▶ looking-up ─no GUID / failed─▶ closed + 'not sold' notice, reload
 *             └─ GUID ─▶ editing ─submit, overdue─▶ overdue
 *                           └─ submit, valid ─▶ sending ─success─▶ closed + 'sent' notice, reload
 *                                                      └─ anything else ─▶ editing, the form as typed + why
 *   any open stage but sending ─close─▶ closed, reload
 *
 * A submit while sending changes nothing, so a double click sends one claim. Only the success closes
 * the request (issue 42, where doc 2 §4 closed it on a failure too and lost the comment): a refusal,
 * a server error or a lost answer leave the form as typed, with why, to be sent again. Every open gets
 * a new `attempt`; answers of an earlier one are ignored.
 */
interface ClaimNotice {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

/** The item being claimed and the order's date, which opens its window. */
export interface ClaimSubject {
  item: OrderItem;
  orderDate: Date;
}

export type ClaimState =
  /** `attempt`: the last opening's, so that the next one is new. */
  | { stage: 'closed'; attempt: number; notice: ClaimNotice | null }
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
      /** Why the last send failed: the claim stays as typed for another press. */
      failure: string | null;
    }
  | { stage: 'sending'; attempt: number; subject: ClaimSubject; guid: string; form: ClaimForm };

export type ClaimEvent =
  | { type: 'open'; subject: ClaimSubject; now: Date }
  | { type: 'sale-found'; attempt: number; guid: string | null }
  | { type: 'edit'; form: ClaimForm }
  | { type: 'submit'; now: Date }
  | { type: 'sent'; attempt: number }
  /** The claim was not taken (a refusal, a server error), or it is not known whether it was. */
  | { type: 'failed'; attempt: number; message: string }
  | { type: 'close' };

export type ClaimEffect =
  | { type: 'lookup-sale'; attempt: number; item: OrderItem }
  | { type: 'send-claim'; attempt: number; claim: ReturnClaim }
  /** Closing the modal reloads the order (doc 2 §4). */
  | { type: 'reload-order' };

interface ClaimTransition {
  state: ClaimState;
  effect: ClaimEffect | null;
}

export const CLOSED_CLAIM: ClaimState = { stage: 'closed', attempt: 0, notice: null };

const closeWith = (attempt: number, notice: ClaimNotice | null): ClaimTransition => ({
  state: { stage: 'closed', attempt, notice },
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

export function returnClaimStep(state: ClaimState, event: ClaimEvent): ClaimTransition {
  const ignore = { state, effect: null };
  switch (event.type) {
    case 'open': {
      if (state.stage !== 'closed') return ignore;
      const attempt = state.attempt + 1;
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
      if (!event.guid)
        return closeWith(state.attempt, { tone: 'warning', text: returnClaimMessages.notSold });
      const { subject } = state;
      return {
        state: {
          stage: 'editing',
          attempt: state.attempt,
          subject,
          guid: event.guid,
          form: initialClaimForm(subject.item),
          errors: null,
          failure: null,
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
    case 'sent':
      if (state.stage !== 'sending' || state.attempt !== event.attempt) return ignore;
      return closeWith(state.attempt, { tone: 'success', text: returnClaimMessages.sent });
    case 'failed':
      if (state.stage !== 'sending' || state.attempt !== event.attempt) return ignore;
      return {
        state: { ...state, stage: 'editing', errors: null, failure: event.message },
        effect: null,
      };
    case 'close':
      // While the claim is on its way the modal waits for the answer: closing must not hide it.
      if (state.stage === 'closed' || state.stage === 'sending') return ignore;
      return closeWith(state.attempt, null);
  }
}

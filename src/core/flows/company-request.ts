import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { errorMessageFor } from '../api/error-message';
import { sendCompanyRequest } from '../api/landing';
import { commonMessages } from '../messages/common';
import { landingMessages } from '../messages/landing';
import { type CompanyRequestFields, validateCompanyRequest } from '../rules/company-request';

/**
 * The company request form of doc 1 §4: idle, then loading, then success (the form is replaced by
 * the accepted message) or error (a message). A form that does not validate stays idle with
 * 'Обязательные поля не заполнены'.
 */
export interface CompanyRequestState {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** What the form says above its button: the accepted text, an error, or the invalid-form text. */
  message: string | null;
}

export const INITIAL_COMPANY_REQUEST: CompanyRequestState = { status: 'idle', message: null };

export type CompanyRequestEvent =
  | { type: 'submit'; valid: boolean }
  | { type: 'answered'; success: boolean }
  | { type: 'failed'; message: string };

export interface CompanyRequestTransition {
  state: CompanyRequestState;
  /** Send the request now. */
  send: boolean;
  /** An answer came (whatever it said): the fields are emptied (doc 1 §4). */
  clearFields: boolean;
}

/** The pure step. A submit while one is under way, or after success, does nothing: one request. */
export function companyRequestStep(
  state: CompanyRequestState,
  event: CompanyRequestEvent,
): CompanyRequestTransition {
  const stay = { state, send: false, clearFields: false };
  switch (event.type) {
    case 'submit':
      if (state.status === 'loading' || state.status === 'success') return stay;
      if (!event.valid)
        return { ...stay, state: { status: 'idle', message: landingMessages.form.invalidForm } };
      return { state: { status: 'loading', message: null }, send: true, clearFields: false };
    case 'answered':
      if (state.status !== 'loading') return stay;
      return {
        state: event.success
          ? { status: 'success', message: landingMessages.form.accepted }
          : { status: 'error', message: commonMessages.genericError },
        send: false,
        clearFields: true,
      };
    case 'failed':
      if (state.status !== 'loading') return stay;
      return { state: { status: 'error', message: event.message }, send: false, clearFields: true };
  }
}

export interface CompanyRequest {
  $state: ReadableAtom<CompanyRequestState>;
  /**
   * Validates and sends. Resolves true when an answer came and the form's fields should be emptied.
   */
  submit(fields: CompanyRequestFields): Promise<boolean>;
}

/** Runs `companyRequestStep` against enquiry.wholesale.json. */
export function createCompanyRequest(api: ApiClient): CompanyRequest {
  const $state = atom<CompanyRequestState>(INITIAL_COMPANY_REQUEST);

  function dispatch(event: CompanyRequestEvent): CompanyRequestTransition {
    const transition = companyRequestStep($state.get(), event);
    $state.set(transition.state);
    return transition;
  }

  return {
    $state,
    async submit(fields) {
      const valid = Object.keys(validateCompanyRequest(fields)).length === 0;
      if (!dispatch({ type: 'submit', valid }).send) return false;
      try {
        return dispatch({ type: 'answered', success: await sendCompanyRequest(api, fields) }).clearFields;
      } catch (error) {
        // Doc 1 §8: a refusal shows the answer's error_description; a 5xx or a broken answer the
        // default text; no answer at all says the connection is lost.
        return dispatch({ type: 'failed', message: errorMessageFor(error) }).clearFields;
      }
    },
  };
}

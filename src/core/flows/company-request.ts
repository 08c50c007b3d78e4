import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { object, string } from '../api/decode';
import { errorMessageFor } from '../api/error-message';
import { isApiError } from '../api/errors';
import { sendCompanyRequest } from '../api/landing';
import { commonMessages } from '../messages/common';
import { landingMessages } from '../messages/landing';
import {
  type CompanyRequestFields,
  EMPTY_COMPANY_REQUEST,
  validateCompanyRequest,
} from '../rules/company-request';
import { persistedAtom } from '../session/persisted';

/**
 * The company request form of doc 1 §4: idle, then loading, then success (the form is replaced by
 * the accepted message) or error (a message). A form that does not validate stays idle with
 * 'Обязательные поля не заполнены'.
 */
interface CompanyRequestState {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** What the form says above its button: the accepted text, an error, or the invalid-form text. */
  message: string | null;
}

export const INITIAL_COMPANY_REQUEST: CompanyRequestState = { status: 'idle', message: null };

type CompanyRequestEvent =
  | { type: 'submit'; valid: boolean }
  | { type: 'answered'; success: boolean }
  /** `answered`: an answer came (an error status); false when none came at all (the connection). */
  | { type: 'failed'; message: string; answered: boolean };

interface CompanyRequestTransition {
  state: CompanyRequestState;
  /** Send the request now. */
  send: boolean;
  /**
   * An answer came (whatever it said): the fields are emptied (doc 1 §4). With no answer nothing was
   * received, so what was typed stays for the next press.
   */
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
      return { state: { status: 'error', message: event.message }, send: false, clearFields: event.answered };
  }
}

export interface CompanyRequest {
  $state: ReadableAtom<CompanyRequestState>;
  /**
   * What the visitor has typed, kept in the browser's storage until an answer comes: a lost
   * connection or a reload loses nothing.
   */
  $draft: ReadableAtom<CompanyRequestFields>;
  edit(fields: CompanyRequestFields): void;
  /**
   * Validates and sends the draft. Resolves true when an answer came and the form's fields were
   * emptied.
   */
  submit(): Promise<boolean>;
}

const draftDecoder = object({
  company: string,
  inn: string,
  kpp: string,
  name: string,
  phone: string,
  email: string,
  comment: string,
});

/**
 * Doc 1 §8: a refusal, and an error status that carries the server's error_description, show it;
 * a broken answer the default text; no answer at all says the connection is lost.
 */
function failureOf(error: unknown): CompanyRequestEvent {
  const answered = !isApiError(error) || error.kind !== 'network';
  const described = isApiError(error) && error.kind === 'http' ? error.serverMessage : undefined;
  return { type: 'failed', message: described || errorMessageFor(error), answered };
}

/** Runs `companyRequestStep` against enquiry.wholesale.json. */
export function createCompanyRequest(api: ApiClient): CompanyRequest {
  const $state = atom<CompanyRequestState>(INITIAL_COMPANY_REQUEST);
  const $draft = persistedAtom('company-request-draft', EMPTY_COMPANY_REQUEST, draftDecoder);

  function dispatch(event: CompanyRequestEvent): CompanyRequestTransition {
    const transition = companyRequestStep($state.get(), event);
    $state.set(transition.state);
    if (transition.clearFields) $draft.set(EMPTY_COMPANY_REQUEST);
    return transition;
  }

  return {
    $state,
    $draft,
    edit: (fields) => $draft.set(fields),
    async submit() {
      const fields = $draft.get();
      const valid = Object.keys(validateCompanyRequest(fields)).length === 0;
      if (!dispatch({ type: 'submit', valid }).send) return false;
      try {
        return dispatch({ type: 'answered', success: await sendCompanyRequest(api, fields) }).clearFields;
      } catch (error) {
        return dispatch(failureOf(error)).clearFields;
      }
    },
  };
}

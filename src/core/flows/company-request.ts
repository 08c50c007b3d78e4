import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { object, string } from '../api/decode';
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
import { createOnceSender, sendFailureMessage } from './submission/once';

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
  | { type: 'failed'; message: string };

interface CompanyRequestTransition {
  state: CompanyRequestState;
  /** Send the request now. */
  send: boolean;
  /**
   * The request was accepted: the fields are emptied. Any other outcome (a refusal, a server error,
   * no answer) keeps what was typed for the next press (issue 42, where doc 1 §4 emptied them after
   * any answer).
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
        clearFields: event.success,
      };
    case 'failed':
      if (state.status !== 'loading') return stay;
      return { state: { status: 'error', message: event.message }, send: false, clearFields: false };
  }
}

export interface CompanyRequest {
  $state: ReadableAtom<CompanyRequestState>;
  /**
   * What the visitor has typed, kept in the browser's storage until the request is accepted: a
   * failure of any kind or a reload loses nothing.
   */
  $draft: ReadableAtom<CompanyRequestFields>;
  edit(fields: CompanyRequestFields): void;
  /** Validates and sends the draft. Resolves true when it was accepted and the fields were emptied. */
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

const unknownOr = sendFailureMessage(landingMessages.form.unknown);

/**
 * Doc 1 §8: a refusal, and an error status that carries the server's error_description, show it;
 * answers lost twice otherwise (a proxy's page, a broken body), that it is not known whether the
 * request went; no answer at all, that the connection is lost.
 */
function failureOf(error: unknown): string {
  const described = isApiError(error) && error.kind === 'http' ? error.serverMessage : undefined;
  return described || unknownOr(error);
}

/** Runs `companyRequestStep` against enquiry.wholesale.json. */
export function createCompanyRequest(api: ApiClient): CompanyRequest {
  const $state = atom<CompanyRequestState>(INITIAL_COMPANY_REQUEST);
  const $draft = persistedAtom('company-request-draft', EMPTY_COMPANY_REQUEST, draftDecoder);
  // Under a key, asked again when its answer is lost: a second press sends no second request.
  const requests = createOnceSender();

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
        const success = await requests.send(fields, (key) => sendCompanyRequest(api, fields, key));
        return dispatch({ type: 'answered', success }).clearFields;
      } catch (error) {
        return dispatch({ type: 'failed', message: failureOf(error) }).clearFields;
      }
    },
  };
}

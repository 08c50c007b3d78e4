import { atom, type ReadableAtom } from 'nanostores';

/**
 * One form send (a save, a password change, a review) as a state machine: nothing is lost to a
 * double click, and a failure says so. `submissionStep` is pure; `createSubmission` runs the send.
 *
 *   idle / done / failed ─submit─▶ sending ─▶ done (the outcome) | failed (the message)
 *   sending ─submit─▶ sending (ignored: one send per press, however many presses)
 */
export type SubmissionState<R> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; outcome: R }
  | { status: 'failed'; message: string };

export type SubmissionEvent<R> =
  | { type: 'submit' }
  | { type: 'answered'; outcome: R }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export interface SubmissionTransition<R> {
  state: SubmissionState<R>;
  /** True when the send must run now. */
  send: boolean;
}

export function submissionStep<R>(
  state: SubmissionState<R>,
  event: SubmissionEvent<R>,
): SubmissionTransition<R> {
  const ignore = { state, send: false };
  switch (event.type) {
    case 'submit':
      return state.status === 'sending' ? ignore : { state: { status: 'sending' }, send: true };
    case 'answered':
      return state.status === 'sending'
        ? { state: { status: 'done', outcome: event.outcome }, send: false }
        : ignore;
    case 'failed':
      return state.status === 'sending'
        ? { state: { status: 'failed', message: event.message }, send: false }
        : ignore;
    case 'reset':
      return state.status === 'sending' ? ignore : { state: { status: 'idle' }, send: false };
  }
}

export interface Submission<I, R> {
  $state: ReadableAtom<SubmissionState<R>>;
  /** Sends `input` unless a send is under way; resolves when this press is settled. */
  submit(input: I): Promise<void>;
  /** Back to idle (the form is edited again), unless a send is under way. */
  reset(): void;
}

/**
 * Runs `send` once per press. `send` answers the outcome (a refusal the server explained is an
 * outcome too) or throws; `failure` turns what it threw into the text the form shows.
 */
export function createSubmission<I, R>(
  send: (input: I) => Promise<R>,
  failure: (error: unknown) => string,
): Submission<I, R> {
  const $state = atom<SubmissionState<R>>({ status: 'idle' });
  const apply = (event: SubmissionEvent<R>): boolean => {
    const { state, send: run } = submissionStep($state.get(), event);
    $state.set(state);
    return run;
  };
  return {
    $state,
    async submit(input) {
      if (!apply({ type: 'submit' })) return;
      try {
        apply({ type: 'answered', outcome: await send(input) });
      } catch (error) {
        apply({ type: 'failed', message: failure(error) });
      }
    },
    reset: () => void apply({ type: 'reset' }),
  };
}
